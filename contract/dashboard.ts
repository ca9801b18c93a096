import { z } from 'zod';

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
