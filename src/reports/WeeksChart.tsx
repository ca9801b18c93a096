import type { FunnelReport } from '@contract/reports';
import { formatDate } from '../common/dates';
import { ChartCard } from '../dashboard/charts/ChartCard';
import { CountBars } from '../dashboard/charts/CountBars';
import { useReportTranslate } from './texts';

/** The applications of each week the range overlaps, by its Monday, oldest first. */
export function WeeksChart({ weeks }: { weeks: FunnelReport['applications_per_week'] }) {
  const translate = useReportTranslate();
  const rows = weeks.map(({ week, count }) => ({ key: week, label: formatDate(week), count }));
  const axes = [translate('reports.weeks.week'), translate('reports.weeks.applications')] as const;
  return (
    <ChartCard title={translate('reports.weeks.title')} columns={axes} rows={rows}>
      <CountBars rows={rows} axes={axes} vertical={false} />
    </ChartCard>
  );
}
