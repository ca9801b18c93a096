import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Interview } from '@contract/interviews';
import { apiPath } from '@contract/paths';
import type { FileFormat } from '@contract/domain';
import { browserTimeZone } from '../../common/dates';
import { API_URL } from '../../providers/accountCalls';
import { createCall, createDownload } from '../../providers/http';

/** The calendar's filters, by uid; an empty one filters nothing. */
export interface InterviewFilters {
  interviewer?: string;
  company?: string;
  vacancy?: string;
}

/** A time range (`from` inclusive, `to` exclusive) and the filters: one interview-list call. */
export interface InterviewQuery extends InterviewFilters {
  from: Date;
  to: Date;
}

/**
 * The react-query key of every calendar list, under the interviews' resource: a write to an interview (the
 * candidate's form, a colleague's live update) marks them all stale at once.
 */
export const INTERVIEWS_QUERY = ['interviews', 'calendar'] as const;

const call = createCall(API_URL);
const download = createDownload(API_URL);

/** The call's query string: the range as UTC instants, and only the filters that are set. */
export function interviewListParams({ from, to, ...filters }: InterviewQuery): Record<string, string> {
  const set = Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]));
  return { starts_after: from.toISOString(), starts_before: to.toISOString(), ...Object.fromEntries(set) };
}

/**
 * GET interview-list/ (contract/interviews.ts): the interviews overlapping the range, by start, within the
 * user's companies. While another range loads, the last one stays shown rather than an empty calendar.
 */
export function useInterviews(query: InterviewQuery, enabled = true) {
  const params = interviewListParams(query);
  return useQuery({
    queryKey: [...INTERVIEWS_QUERY, params],
    queryFn: async ({ signal }) =>
      (await call(apiPath('interviewList'), { query: params, signal })).response as Interview[],
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The range's interviews as the calendar's export (interview-list/ with `format`), on the browser's clocks. */
export const exportInterviews = (query: InterviewQuery, format: FileFormat) =>
  download(
    apiPath('interviewList'),
    { ...interviewListParams(query), format, time_zone: browserTimeZone() },
    `interviews.${format}`,
  );
