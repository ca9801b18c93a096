import type { InterviewCreate, InterviewUpdate } from '@contract/interviews';
import { pick } from '../providers/bodyParts';
import type { Row } from '../providers/listing';

const UPDATE_FIELDS = [
  'round',
  'starts_at',
  'duration_minutes',
  'location',
  'video_link',
  'interviewer_uids',
  'invite_candidate',
  'time_zone',
] as const satisfies readonly (keyof InterviewUpdate)[];

const CREATE_FIELDS = [
  'candidate_uid',
  ...UPDATE_FIELDS,
  'move_candidate',
] as const satisfies readonly (keyof InterviewCreate)[];

/** Scheduling: the candidate, the interview, and whether the candidate moves into its round. */
export const interviewCreateBody = (data: Row): Row => pick(data, CREATE_FIELDS);
/** Changing: the interview as it is to be; the candidate stays. */
export const interviewUpdateBody = (data: Row): Row => pick(data, UPDATE_FIELDS);
