import type { RejectionReasonRef } from '@contract/rejection-reasons';

/** A reason's name in the UI's language ('english' or 'german'). */
export const reasonName = (reason: Omit<RejectionReasonRef, 'uid'>, locale: string): string =>
  locale === 'german' ? reason.reason_name_de : reason.reason_name;

/** The field a list of reasons is sorted by to read alphabetically in the UI's language. */
export const reasonNameField = (locale: string) => (locale === 'german' ? 'reason_name_de' : 'reason_name');
