import type { Kysely } from 'kysely';
import { CANDIDATE_STATUSES, type CandidateStatus } from '@contract/domain';
import { FUNNEL_STAGES, funnelRank, type FunnelReport, type FunnelStage } from '@contract/reports';
import type { Database } from '../db/schema';
import type { ListCounts } from '../platform/counts';
import { applicationsByDay, finishedStays, openStays, rejectionReasons, type Cohort } from './queries';

const DAY_MS = 86_400_000;

/** The median of a histogram of whole hours: the middle value, or the mean of the middle two. */
export function medianOf(histogram: readonly { hours: number; count: number }[]): number | null {
  const sorted = [...histogram].sort((a, b) => a.hours - b.hours);
  const total = sorted.reduce((sum, bar) => sum + bar.count, 0);
  if (total === 0) return null;
  // The values at 0-based places `low` and `high` of the sorted stays (the same place for an odd total).
  const low = Math.floor((total - 1) / 2);
  const high = Math.floor(total / 2);
  const at = (place: number) => {
    let seen = 0;
    for (const bar of sorted) {
      seen += bar.count;
      if (place < seen) return bar.hours;
    }
    return sorted[sorted.length - 1]?.hours ?? 0;
  };
  return (at(low) + at(high)) / 2;
}

/** The Monday (UTC) of a day's week, as YYYY-MM-DD. */
const mondayOf = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  const sinceMonday = (new Date(time).getUTCDay() + 6) % 7;
  return new Date(time - sinceMonday * DAY_MS).toISOString().slice(0, 10);
};

/** Applications per week for every week the range touches, oldest first. */
function perWeek(from: string, to: string, days: readonly { day: string; count: number }[]) {
  const weeks = new Map<string, number>();
  for (let time = Date.parse(mondayOf(from)); time <= Date.parse(to); time += 7 * DAY_MS) {
    weeks.set(new Date(time).toISOString().slice(0, 10), 0);
  }
  for (const { day, count } of days) {
    const week = mondayOf(day);
    weeks.set(week, (weeks.get(week) ?? 0) + count);
  }
  return [...weeks].map(([week, count]) => ({ week, count }));
}

/** Each status's row of the report, from the cohort's open stays and finished stays. */
function stagesOf(
  open: readonly { status: CandidateStatus; furthest: number; count: number }[],
  finished: readonly { status: CandidateStatus; hours: number; count: number }[],
): FunnelStage[] {
  const reached = FUNNEL_STAGES.map((_, rank) =>
    open.filter((row) => row.furthest >= rank).reduce((sum, row) => sum + row.count, 0),
  );
  return CANDIDATE_STATUSES.map((status) => {
    const rank = funnelRank(status);
    const here = rank === null ? null : (reached[rank] ?? 0);
    const next = rank === null ? undefined : reached[rank + 1];
    const stays = finished.filter((row) => row.status === status);
    return {
      status,
      current: open.filter((row) => row.status === status).reduce((sum, row) => sum + row.count, 0),
      reached: here,
      conversion: here && next !== undefined ? next / here : null,
      median_hours: medianOf(stays),
      stays: stays.reduce((sum, row) => sum + row.count, 0),
    };
  });
}

/** The funnel of the candidates of a company or vacancy (or the platform) who applied from `from` to `to`. */
export async function funnelReport(
  db: Kysely<Database>,
  counts: ListCounts,
  scope: Pick<Cohort, 'companyId' | 'vacancyId'>,
  from: string,
  to: string,
): Promise<FunnelReport> {
  const cohort: Cohort = { ...scope, from, to };
  const [open, finished, days, reasons] = await Promise.all([
    openStays(db, counts, cohort),
    finishedStays(db, counts, cohort),
    applicationsByDay(db, counts, cohort),
    rejectionReasons(db, counts, cohort),
  ]);
  return {
    from,
    to,
    applications: open.reduce((sum, row) => sum + row.count, 0),
    stages: stagesOf(open, finished),
    rejection_reasons: reasons.sort((a, b) => b.count - a.count),
    applications_per_week: perWeek(from, to, days),
  };
}
