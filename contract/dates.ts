import { isValid, parseISO } from 'date-fns';

/**
 * Dates travel as YYYY-MM-DD and are shown as DD.MM.YYYY (spec section 9). The local calendar day's parts,
 * put together by hand: date-fns's `format` carries every pattern of every locale (5 kB gzip on every screen).
 */
function dayParts(date: Date): { day: string; month: string; year: string } {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return {
    day: pad(date.getDate(), 2),
    month: pad(date.getMonth() + 1, 2),
    year: pad(date.getFullYear(), 4),
  };
}

/** A Date, or an ISO string: date-only strings are read as that calendar day in local time, not UTC midnight. */
function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : parseISO(value);
  return isValid(date) ? date : null;
}

/** 'DD.MM.YYYY', or '' when there is no (valid) date to show. */
export function formatDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = dayParts(date);
  return `${day}.${month}.${year}`;
}

/** 'HH:MM' of the local time (24 hours, as both languages write it), or '' when there is no (valid) time. */
export function formatTime(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  return [date.getHours(), date.getMinutes()].map((part) => String(part).padStart(2, '0')).join(':');
}

/** 'YYYY-MM-DD' of the local calendar day, or '' when there is no (valid) date. */
export function toApiDate(value: Date | string | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = dayParts(date);
  return `${year}-${month}-${day}`;
}

/** Today's local date as the API wants it: the default end of the vacancy and candidate date filters. */
export function today(): string {
  return toApiDate(new Date());
}
