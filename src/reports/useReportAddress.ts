import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toApiDate, today } from '../common/dates';
import type { FunnelFilters } from '../providers/dataProvider';

/** The report's range unless the address names one: the last 12 weeks, today included. */
const DEFAULT_DAYS = 84;

/** The filters the address carries (`?from=2026-09-01&to=2026-11-23&company=…&vacancy=…`). */
export type ReportParam = 'from' | 'to' | 'company' | 'vacancy';

/** What the report shows, as its address says: the days as typed ('' while a field is empty), the uids. */
export interface ReportChoice {
  from: string;
  to: string;
  company?: string;
  vacancy?: string;
}

function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return toApiDate(date);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The API's query of a choice, or undefined while a day is missing. Only a SubAdmin's company goes out: the API
 * gives the other roles their own, and a company left in a shared link must not make their report fail.
 */
export function reportFilters(choice: ReportChoice, subAdmin: boolean): FunnelFilters | undefined {
  if (!ISO_DAY.test(choice.from) || !ISO_DAY.test(choice.to)) return undefined;
  const { from, to, company, vacancy } = choice;
  return { from, to, ...(subAdmin && company ? { company } : {}), ...(vacancy ? { vacancy } : {}) };
}

/**
 * The report's filters, read from and written to the address, so that a report can be linked and a reload
 * shows the same one. Changes replace the address rather than add a step to the history, as the calendar's do.
 * An emptied day stays empty in the address rather than jump back to its default.
 */
export function useReportAddress() {
  const [params, setParams] = useSearchParams();
  const choice: ReportChoice = {
    from: params.get('from') ?? daysAgo(DEFAULT_DAYS - 1),
    to: params.get('to') ?? today(),
    company: params.get('company') || undefined,
    vacancy: params.get('vacancy') || undefined,
  };
  const change = useCallback(
    (values: Partial<Record<ReportParam, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(values)) {
            if (value || name === 'from' || name === 'to') next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { choice, change };
}
