/**
 * The outgoing mails' calls (issue 34, beyond the contract), relative to the API base (contract/paths.ts
 * gathers them into API_PATHS): the SubAdmins' view of the mail queue, and sending a failed mail again.
 */
export const MAIL_PATHS = {
  /** The queue's mails, newest first, by state (contract/mails.ts, mailListQuery). */
  mailList: 'customer-api/mail-list/',
  /** Queues a failed mail again (:id its uid). */
  mailRetry: 'customer-api/mail-retry/:id/',
} as const;
