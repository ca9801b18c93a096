import type { Interview } from '@contract/interviews';

/** One interview as the calendar places it: from its start, for its duration, in local time. */
export interface CalendarEvent {
  interview: Interview;
  start: Date;
  end: Date;
}

export const toEvent = (interview: Interview): CalendarEvent => {
  const start = new Date(interview.starts_at);
  return { interview, start, end: new Date(start.getTime() + interview.duration_minutes * 60_000) };
};

/** A local calendar day, as the month view's cells are. */
const dayOf = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;

/**
 * What the month view is given: each day's first `cap` events (they come by start), and each day's real count
 * for its "+N more". The month view lays out every event it is given, though a cell shows a few: with 10,000
 * interviews in a month that took about half a second after the answer (`npm run bench:calendar`).
 */
export function dayCapped(events: readonly CalendarEvent[], cap: number) {
  const perDay = new Map<string, number>();
  const shown = events.filter((event) => {
    const day = dayOf(event.start);
    const count = (perDay.get(day) ?? 0) + 1;
    perDay.set(day, count);
    return count <= cap;
  });
  return { events: shown, countOn: (date: Date) => perDay.get(dayOf(date)) ?? 0 };
}

export const startOf = (event: CalendarEvent): Date => event.start;
export const endOf = (event: CalendarEvent): Date => event.end;
export const titleOf = (event: CalendarEvent): string => event.interview.candidate.candidate_name;
