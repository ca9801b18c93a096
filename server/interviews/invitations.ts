import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import type { Language } from '../../i18n';
import { formatDate } from '@contract/dates';
import { wordsOf } from '../export/sheet';
import type { Context } from '../platform/context';
import { translate, type Message } from '../platform/i18n';
import type { Mail } from '../platform/mail';
import type { InterviewRow, Interviewer } from './queries';
import { zoned } from './zoned';

/** Who receives an invitation: an interviewer, or the candidate (in the scheduler's language). */
export interface Recipient {
  kind: 'interviewer' | 'candidate';
  name: string;
  email: string;
  language: Language;
}

/** What an invitation tells: the interview as stored, its interviewers and whether the candidate is invited. */
export interface Invitation {
  row: InterviewRow;
  interviewers: readonly Interviewer[];
  /** The candidate's recipient, when invited. */
  candidate: Recipient | null;
  /** Who scheduled or changed it (the organizer), null once deleted: the platform's address organizes then. */
  organizer: { name: string; email: string } | null;
}

/** REQUEST: a new or changed interview; CANCEL: cancelled, or the recipient taken off it. */
export type Method = 'REQUEST' | 'CANCEL';

/** The address part of "Name <address>" (the configured sender), or the text itself. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** The iCalendar (RFC 5545) object of the interview for one recipient, as `method` says. */
function calendarOf(ctx: Context, invitation: Invitation, method: Method, recipient: Recipient): string {
  const { row } = invitation;
  const words = wordsOf(recipient.language);
  const calendar = ical({
    prodId: { company: ctx.config.PRODUCT_NAME, product: 'interviews', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const organizer = invitation.organizer ?? {
    name: ctx.config.PRODUCT_NAME,
    email: addressOf(ctx.config.MAIL_FROM),
  };
  const attendees = recipientsOf(invitation);
  calendar.createEvent({
    id: `${row.uid}@${new URL(ctx.config.APP_URL).hostname}`,
    sequence: row.sequence,
    stamp: new Date(),
    start: new Date(row.starts_at),
    end: new Date(row.ends_at),
    summary: `${words(`candidates.status.${row.round}`)}: ${row.candidate_name} – ${row.vacancy_title}`,
    location: row.location || row.video_link,
    url: row.video_link || null,
    organizer,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    attendees: (method === 'CANCEL' ? [recipient] : attendees).map(({ name, email }) => ({
      name,
      email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: method === 'REQUEST',
    })),
  });
  return calendar.toString();
}

/** The mail of one recipient: its text in their language, the calendar object as its invitation part. */
export function invitationMail(
  ctx: Context,
  invitation: Invitation,
  method: Method,
  change: 'new' | 'changed',
  recipient: Recipient,
): Mail {
  const { row, interviewers } = invitation;
  const { language } = recipient;
  const words = wordsOf(language);
  const { day, time } = zoned(row.starts_at, row.time_zone);
  const date = formatDate(day);
  const params = {
    name: recipient.name,
    round: words(`candidates.status.${row.round}`),
    candidate: row.candidate_name,
    vacancy: row.vacancy_title,
    company: row.company_name,
    when: translate(language, { key: 'mail.interview.when', params: { date, time, zone: row.time_zone } }),
    minutes: row.duration_minutes,
    place: [row.location, row.video_link].filter(Boolean).join('\n'),
    interviewers: interviewers.map((interviewer) => interviewer.full_name).join(', '),
  };
  const what = method === 'CANCEL' ? 'cancelled' : change;
  const text = (key: Message['key']) => translate(language, { key, params });
  return {
    to: recipient.email,
    subject: text(`mail.interview.${recipient.kind}.subject_${what}` as const),
    text: [
      text('mail.interview.greeting'),
      text(`mail.interview.${recipient.kind}.${what}` as const),
      text('mail.interview.details'),
      text(method === 'CANCEL' ? 'mail.interview.calendar_cancel' : 'mail.interview.calendar'),
    ].join('\n\n'),
    calendar: { method, content: calendarOf(ctx, invitation, method, recipient) },
  };
}

/** The recipients of an interview's invitation: its interviewers, and the candidate when invited. */
export const recipientsOf = (invitation: Invitation): Recipient[] => [
  ...invitation.interviewers.map((interviewer) => ({
    kind: 'interviewer' as const,
    name: interviewer.full_name,
    email: interviewer.email,
    language: interviewer.language,
  })),
  ...(invitation.candidate ? [invitation.candidate] : []),
];
