import { z } from 'zod';
import { LIST_FORMATS, type CandidateStatus } from './domain';
import { answer, listAnswer } from './envelope';
import { choice, filterText, optionalText, uid, type MessageKey } from './fields';
import type { RecordedHistory } from './history';
import { person } from './notes';
import { recordVersion } from './versions';

/** The interview rounds: the candidate statuses that name one. Scheduling one may move the candidate into it. */
export const INTERVIEW_ROUNDS = [
  'First_Interview',
  'Second_Interview',
  'Third_Interview',
] as const satisfies readonly CandidateStatus[];
export type InterviewRound = (typeof INTERVIEW_ROUNDS)[number];

/** An interview's length in minutes: a quarter of an hour to a working day; the form proposes an hour. */
export const INTERVIEW_MINUTES = { min: 15, max: 480, default: 60 } as const;
/** At most this many interviewers on one interview. */
export const INTERVIEWERS_MAX = 10;
/** The longest span one interview-list call covers: a month view with the weeks around it. */
export const INTERVIEW_RANGE_DAYS_MAX = 62;

const m = (key: MessageKey) => ({ error: key });

/** An instant with its offset (`2026-11-28T14:00:00+01:00` or `…Z`); answers give it in UTC (`…Z`). */
const instant = () =>
  z
    .string(m('validation.required'))
    .trim()
    .min(1, m('validation.required'))
    .pipe(z.iso.datetime({ offset: true, error: 'validation.date_time_invalid' }));

/** An IANA time zone the runtime knows ('Europe/Berlin'): the mails write the interview's time in it. */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
};

/** An IANA time zone ('Europe/Berlin'). */
const timeZone = () =>
  z.string(m('validation.time_zone_invalid')).refine(isTimeZone, m('validation.time_zone_invalid'));

/** An http(s) link, or empty for none. */
const isLink = (value: string) => value === '' || (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value));

/** The interviewers, by their user uids: at least one, each once. */
const interviewerUids = () =>
  z
    .array(z.string(m('validation.interviewers_required')), m('validation.interviewers_required'))
    .min(1, m('validation.interviewers_required'))
    .max(INTERVIEWERS_MAX, m('validation.interviewers_max'))
    .transform((uids) => [...new Set(uids)]);

/** What scheduling and changing an interview take alike. */
const interviewFields = {
  round: choice(INTERVIEW_ROUNDS),
  starts_at: instant(),
  duration_minutes: z
    .number(m('validation.number_invalid'))
    .int(m('validation.number_invalid'))
    .refine((minutes) => minutes >= INTERVIEW_MINUTES.min && minutes <= INTERVIEW_MINUTES.max, {
      error: 'validation.interview_minutes' satisfies MessageKey,
      params: INTERVIEW_MINUTES,
    }),
  /** A place (an address, a room), or empty when it takes place by video. */
  location: optionalText(),
  /** The video call's link, or empty when it takes place in person. */
  video_link: optionalText().refine(isLink, m('validation.link_invalid')),
  interviewer_uids: interviewerUids(),
  /** The candidate receives the invitation too (at the address of their application). */
  invite_candidate: z.boolean(m('validation.choice_invalid')).default(false),
  /** The scheduler's time zone: the invitations' texts give the time in it (calendars show their own). */
  time_zone: timeZone(),
};

/** A place or a video link: an interview with neither says nowhere to go. */
const withPlace = <T extends z.ZodObject>(schema: T) =>
  schema.refine((value: Record<string, unknown>) => value['location'] !== '' || value['video_link'] !== '', {
    path: ['location'],
    error: 'validation.place_or_link_required' satisfies MessageKey,
    when: (payload) => payload.issues.length === 0,
  });

/** POST interview-create/: the candidate, and whether they move into the round (ticked by default). */
export const interviewCreate = withPlace(
  z.object({
    candidate_uid: uid(),
    ...interviewFields,
    move_candidate: z.boolean(m('validation.choice_invalid')).default(true),
  }),
);
export type InterviewCreate = z.input<typeof interviewCreate>;

/** PUT interview-update/{uid}/: the whole interview as it is to be; the candidate stays. */
export const interviewUpdate = withPlace(z.object(interviewFields));
export type InterviewUpdate = z.input<typeof interviewUpdate>;

/** An interview as the answers show it: its times in UTC, its people by uid and name. */
export const interview = z.object({
  uid: z.string(),
  candidate: z.object({ uid: z.string(), candidate_name: z.string() }),
  vacancy: z.object({ uid: z.string(), vacancy_title: z.string() }),
  company: z.object({ company_uid: z.string(), company_name: z.string() }),
  round: z.enum(INTERVIEW_ROUNDS),
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  location: z.string(),
  video_link: z.string(),
  time_zone: z.string(),
  interviewers: z.array(person),
  candidate_invited: z.boolean(),
  /** Who scheduled it: the invitations' organizer. */
  organizer: person,
  created_at: z.string(),
  updated_at: z.string(),
  ...recordVersion,
});
export type Interview = z.infer<typeof interview>;

/** A written interview: the translated message and the interview as stored. */
export const interviewAnswer = answer(z.string()).extend({ data: interview });

/**
 * An interview's history, shown on its candidate's timeline. `interviewers` lists their names as one text;
 * `starts_at` is the UTC instant.
 */
export const INTERVIEW_HISTORY = {
  kind: 'interview',
  fields: [
    'round',
    'starts_at',
    'duration_minutes',
    'location',
    'video_link',
    'interviewers',
    'candidate_invited',
  ],
} as const satisfies RecordedHistory<keyof Interview>;

/**
 * GET interview-list/: unpaged, by start. A time range (`starts_after` inclusive, `starts_before` exclusive, at
 * most INTERVIEW_RANGE_DAYS_MAX days) unless it lists one candidate's; filters by uid. `format` xlsx or csv
 * answers them as the calendar's export, their starts on the clocks of `time_zone` (UTC when left out).
 */
export const interviewListQuery = z
  .object({
    starts_after: instant().optional(),
    starts_before: instant().optional(),
    candidate: filterText(),
    interviewer: filterText(),
    company: filterText(),
    vacancy: filterText(),
    format: choice(LIST_FORMATS).optional(),
    time_zone: timeZone().optional(),
  })
  .refine(
    ({ starts_after, starts_before, candidate }) => {
      if (!starts_after || !starts_before) return Boolean(candidate) && !starts_after && !starts_before;
      const days = (Date.parse(starts_before) - Date.parse(starts_after)) / 86_400_000;
      return days > 0 && days <= INTERVIEW_RANGE_DAYS_MAX;
    },
    {
      path: ['starts_after'],
      error: 'validation.interview_range' satisfies MessageKey,
      params: { max: INTERVIEW_RANGE_DAYS_MAX },
    },
  );
export type InterviewListQuery = z.input<typeof interviewListQuery>;
export const interviewListAnswer = listAnswer(interview);

/**
 * GET interview-conflicts/: the chosen interviewers' interviews overlapping the time (`except`: the interview
 * being edited). Query strings carry `duration_minutes` as text and `interviewer_uids` comma-separated.
 */
export const interviewConflictsQuery = z.object({
  starts_at: instant(),
  duration_minutes: z.coerce.number(m('validation.number_invalid')).int().min(1).max(INTERVIEW_MINUTES.max),
  interviewer_uids: z
    .string(m('validation.interviewers_required'))
    .max(INTERVIEWERS_MAX * 40)
    .transform((uids) => uids.split(',').filter(Boolean)),
  except: filterText(),
});

/** One overlap: whose, and when (no more of another company's interview than that its interviewer is busy). */
export const interviewConflict = z.object({
  interviewer: person,
  starts_at: z.string(),
  duration_minutes: z.number().int(),
});
export type InterviewConflict = z.infer<typeof interviewConflict>;
export const interviewConflictsAnswer = listAnswer(interviewConflict);

/** GET interview-interviewers/{candidate uid}/: the approved users of its company and the platform admins. */
export const interviewersAnswer = listAnswer(person);
