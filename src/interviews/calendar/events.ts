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

export const startOf = (event: CalendarEvent): Date => event.start;
export const endOf = (event: CalendarEvent): Date => event.end;
export const titleOf = (event: CalendarEvent): string => event.interview.candidate.candidate_name;
