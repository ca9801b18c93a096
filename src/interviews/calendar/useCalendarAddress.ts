import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePhone } from '../../common/usePhone';
import { dayOf, dayParam, isCalendarView, type CalendarView } from './range';
import type { InterviewFilters } from './useInterviews';

/** The filters the address carries, by uid (`?interviewer=…&company=…&vacancy=…`). */
export const FILTER_PARAMS = [
  'interviewer',
  'company',
  'vacancy',
] as const satisfies readonly (keyof InterviewFilters)[];
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** What the calendar shows, as its address says: a reload or the way back shows the same. */
export interface CalendarAddress {
  view: CalendarView;
  date: Date;
  filters: InterviewFilters;
}

/**
 * The calendar's view, day and filters, read from and written to the address (`?view=week&date=2026-12-15`).
 * Changes replace the address rather than add a step to the history: back leaves the calendar as it was left.
 * A phone shows the agenda whatever the address says.
 */
export function useCalendarAddress() {
  const [params, setParams] = useSearchParams();
  const phone = usePhone();
  const named = params.get('view');
  const address: CalendarAddress = {
    view: phone ? 'agenda' : isCalendarView(named) ? named : 'month',
    date: dayOf(params.get('date')),
    filters: Object.fromEntries(FILTER_PARAMS.map((name) => [name, params.get(name) ?? undefined])),
  };

  const change = useCallback(
    (values: Partial<Record<'view' | 'date' | FilterParam, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(values)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return {
    ...address,
    phone,
    setView: useCallback((view: CalendarView) => change({ view }), [change]),
    setDate: useCallback((date: Date) => change({ date: dayParam(date) }), [change]),
    setFilter: useCallback(
      (name: FilterParam, uid: string | null) => change({ [name]: uid ?? '' }),
      [change],
    ),
  };
}
