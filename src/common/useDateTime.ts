import { useTranslate } from 'react-admin';
import { formatDate, formatTime } from './dates';

/** A moment as the user's language writes it ("24.11.2026 at 09:05"): when a note was written, a change made. */
export function useDateTime(): (value: string) => string {
  const translate = useTranslate();
  return (value) => translate('app.date_time', { date: formatDate(value), time: formatTime(value) });
}
