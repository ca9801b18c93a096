import { addDays, endOfMonth, isValid, parseISO, startOfDay, startOfMonth, startOfWeek } from 'date-fns';
import { toApiDate } from '../../common/dates';

/** The calendar's views, as the address names them (`?view=week`). */
export const CALENDAR_VIEWS = ['month', 'week', 'day', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** Weeks start on Monday in both languages: the platform's calendar is Germany's (ISO 8601). */
export const WEEK_STARTS_ON = 1;
/** The agenda lists this many days after its first (react-big-calendar's `length`). */
export const AGENDA_DAYS = 30;

/** A local time range: `from` inclusive, `to` exclusive. */
export interface TimeRange {
  from: Date;
  to: Date;
}

const weekOf = (date: Date) => startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });

/**
 * The days a view shows around `date`, as react-big-calendar lays them out: a month's weeks from the Monday
 * before its first day, a week from Monday, an agenda from its day through AGENDA_DAYS more. Each within the
 * interview list's longest range (INTERVIEW_RANGE_DAYS_MAX).
 */
export function visibleRange(view: CalendarView, date: Date): TimeRange {
  const day = startOfDay(date);
  switch (view) {
    case 'month': {
      const from = weekOf(startOfMonth(day));
      const lastWeek = weekOf(endOfMonth(day));
      return { from, to: addDays(lastWeek, 7) };
    }
    case 'week':
      return { from: weekOf(day), to: addDays(weekOf(day), 7) };
    case 'day':
      return { from: day, to: addDays(day, 1) };
    case 'agenda':
      return { from: day, to: addDays(day, AGENDA_DAYS + 1) };
  }
}

export const isCalendarView = (value: string | null): value is CalendarView =>
  CALENDAR_VIEWS.includes(value as CalendarView);

/** The day an address names (`2026-12-15`, local), or today when it names none or no valid one. */
export function dayOf(value: string | null): Date {
  const date = value ? parseISO(value) : null;
  return date && isValid(date) && /^\d{4}-\d{2}-\d{2}$/.test(value ?? '') ? date : startOfDay(new Date());
}

/** A day as the address writes it. */
export const dayParam = (date: Date): string => toApiDate(date);
