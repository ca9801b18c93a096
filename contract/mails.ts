import { z } from 'zod';
import { answer, listAnswer } from './envelope';
import { choice } from './fields';

/**
 * An outgoing mail's life in the queue: queued (waiting for its time, or for a retry), sending, sent, failed
 * (every attempt failed, or a send was interrupted: then it is not sent again by itself, so that nobody gets it
 * twice), or cancelled (an automated mail whose reason went away before its time).
 */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** A failed mail's `last_error` when its sending was interrupted (its instance stopped): shown in words. */
export const MAIL_INTERRUPTED = 'interrupted';

/** What a mail is: an interview's invitation, or a mail written to a candidate. */
export const MAIL_KINDS = ['interview_invitation', 'candidate_mail'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** One mail as the queue's view shows it (its text is the timeline's to show, not the queue's). */
export const mailItem = z.object({
  uid: z.string(),
  kind: z.enum(MAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  send_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  candidate: z.object({ uid: z.string(), candidate_name: z.string() }).nullable(),
});
export type MailItem = z.infer<typeof mailItem>;

/** GET mail-list/: the mails in one state (failed by default: what needs someone), newest first. */
export const mailListQuery = z.object({ state: choice(MAIL_STATES).default('failed') });
export const mailListAnswer = listAnswer(mailItem);

/** POST mail-retry/{uid}/: the mail queued again, as the view shows it. */
export const mailRetryAnswer = answer(z.string()).extend({ data: mailItem });
