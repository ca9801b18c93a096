import { format, isValid, parseISO } from 'date-fns';

/** Dates travel as YYYY-MM-DD and are shown as DD.MM.YYYY (spec section 9). */
const API_FORMAT = 'yyyy-MM-dd';
const DISPLAY_FORMAT = 'dd.MM.yyyy';

/** A Date, or an ISO string: date-only strings are read as that calendar day in local time, not UTC midnight. */
function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? date : null;
}

/** 'DD.MM.YYYY', or '' when there is no (valid) date to show. */
export function formatDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, DISPLAY_FORMAT) : '';
}

/** 'YYYY-MM-DD' of the local calendar day, or '' when there is no (valid) date. */
export function toApiDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, API_FORMAT) : '';
}

/** Today's local date as the API wants it: the default end of the vacancy and candidate date filters. */
export function today(): string {
  return toApiDate(new Date());
}
