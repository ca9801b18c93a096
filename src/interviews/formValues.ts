import { CANDIDATE_STATUSES, type CandidateStatus } from '@contract/domain';
import {
  INTERVIEW_MINUTES,
  INTERVIEW_ROUNDS,
  type InterviewCreate,
  type InterviewRound,
  type InterviewUpdate,
} from '@contract/interviews';
import { browserTimeZone, formatTime, toApiDate } from '../common/dates';
import type { InterviewRecord } from './types';

/** What the form holds: the start as a local day and time, which the write turns into an instant. */
export interface InterviewFormValues {
  round: InterviewRound;
  /** YYYY-MM-DD (DayInput). */
  day: string;
  /** HH:MM, local. */
  time: string;
  duration_minutes: number;
  location: string;
  video_link: string;
  interviewer_uids: string[];
  invite_candidate: boolean;
  /** Scheduling only. */
  move_candidate?: boolean;
}

const order = (status: CandidateStatus) => CANDIDATE_STATUSES.indexOf(status);

/** The round after the candidate's status (Applied -> the first, the first -> the second), else the last. */
export const nextRound = (status: CandidateStatus): InterviewRound =>
  INTERVIEW_ROUNDS.find((round) => order(round) > order(status)) ?? 'Third_Interview';

/** The time a new interview proposes: tomorrow at 10:00, local. */
const PROPOSED_TIME = '10:00';

function tomorrow(): string {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  return toApiDate(day);
}

/** A new interview's form: the next round, tomorrow at 10:00 for an hour, the candidate moved, not invited. */
export const scheduleValues = (status: CandidateStatus): InterviewFormValues => ({
  round: nextRound(status),
  day: tomorrow(),
  time: PROPOSED_TIME,
  duration_minutes: INTERVIEW_MINUTES.default,
  location: '',
  video_link: '',
  interviewer_uids: [],
  invite_candidate: false,
  move_candidate: true,
});

/** An interview's form as it is: its start in the browser's time zone. */
export const editValues = (interview: InterviewRecord): InterviewFormValues => ({
  round: interview.round,
  day: toApiDate(interview.starts_at),
  time: formatTime(interview.starts_at),
  duration_minutes: interview.duration_minutes,
  location: interview.location,
  video_link: interview.video_link,
  interviewer_uids: interview.interviewers.map(({ user_uid }) => user_uid),
  invite_candidate: interview.candidate_invited,
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** The local day and time as an instant (`…Z`), or '' while either is not whole. */
export function startOf(day: unknown, time: unknown): string {
  if (typeof day !== 'string' || typeof time !== 'string' || !DAY.test(day) || !TIME.test(time)) return '';
  // A date and time without an offset is read as local time.
  const start = new Date(`${day}T${time}`);
  return Number.isNaN(start.getTime()) ? '' : start.toISOString();
}

/** The write a changed interview sends (interviewUpdate). */
export function updateOf(values: Partial<InterviewFormValues>): InterviewUpdate {
  return {
    round: values.round as InterviewRound,
    starts_at: startOf(values.day, values.time),
    duration_minutes: values.duration_minutes as number,
    location: values.location ?? '',
    video_link: values.video_link ?? '',
    interviewer_uids: values.interviewer_uids ?? [],
    invite_candidate: values.invite_candidate ?? false,
    time_zone: browserTimeZone(),
  };
}

/** The write scheduling sends (interviewCreate). */
export const createOf = (candidateUid: string, values: Partial<InterviewFormValues>): InterviewCreate => ({
  candidate_uid: candidateUid,
  ...updateOf(values),
  move_candidate: values.move_candidate ?? true,
});
