/** Interviews on a candidate (issue 33): the section its details show. */
export { InterviewsSection } from './InterviewsSection';
