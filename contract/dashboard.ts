import { z } from 'zod';
import { CANDIDATE_STATUSES } from './domain';

const count = z.number().int();

/** GET admin-api/dashboard-api/: the counts behind the dashboard's tiles (section 3). */
export const dashboardCounts = z.object({
  total_number_of_active_company: count,
  total_number_of_inactive_company: count,
  total_number_of_active_user: count,
  total_number_of_inactive_user: count,
  total_number_of_active_vacancy: count,
  total_number_of_inactive_vacancy: count,
  total_number_of_active_candidate: count,
  total_number_of_inactive_candidate: count,
});
export type DashboardCounts = z.infer<typeof dashboardCounts>;

/**
 * Beyond the contract (issue 30): how many candidates the next retention sweep will anonymise, and when it runs
 * (ISO time; null before the first sweep). Absent where retention is off for every customer the caller sees,
 * and for StaffAdmins.
 */
export const retentionForecast = z.object({ candidates: count, next_sweep_at: z.string().nullable() });
export type RetentionForecast = z.infer<typeof retentionForecast>;

/** The dashboard call's answer: the counts, and the retention forecast where there is one. */
export const dashboardAnswer = dashboardCounts.extend({ retention: retentionForecast.optional() });
export type DashboardAnswer = z.infer<typeof dashboardAnswer>;

/** A week of applications: its Monday (UTC, 'YYYY-MM-DD') and the candidates who applied in it. */
const weekCount = z.object({ week: z.iso.date(), count });

/** GET admin-api/dashboard-charts-api/ (issue 12): the last 12 weeks oldest first, and the nine statuses in order. */
export const dashboardCharts = z.object({
  applications_per_week: z.array(weekCount),
  candidates_per_status: z.array(z.object({ status: z.enum(CANDIDATE_STATUSES), count })),
});
export type DashboardCharts = z.infer<typeof dashboardCharts>;
