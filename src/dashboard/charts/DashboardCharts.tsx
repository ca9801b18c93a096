import { Grid } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardCharts as Charts } from '@contract/dashboard';
import { formatDate } from '../../common/dates';
import { ChartCard } from './ChartCard';
import { CountBars } from './CountBars';

/**
 * The dashboard's two charts (issue 12), loaded lazily by the dashboard alone: applications per week and
 * candidates per application status, each with its figures as a table for screen readers.
 */
export default function DashboardCharts({ charts }: { charts: Charts }) {
  const translate = useTranslate();
  const weeks = charts.applications_per_week.map(({ week, count }) => ({
    key: week,
    label: formatDate(week),
    count,
  }));
  const statuses = charts.candidates_per_status.map(({ status, count }) => ({
    key: status,
    label: translate(`candidates.status.${status}`),
    count,
  }));
  const weekAxes = [
    translate('app.dashboard.charts.week'),
    translate('app.dashboard.charts.applications'),
  ] as const;
  const statusAxes = [
    translate('candidates.fields.status'),
    translate('app.dashboard.charts.candidates'),
  ] as const;
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard
          title={translate('app.dashboard.charts.weeks_title', { smart_count: weeks.length })}
          columns={weekAxes}
          rows={weeks}
        >
          <CountBars rows={weeks} axes={weekAxes} vertical={false} />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ChartCard
          title={translate('app.dashboard.charts.statuses_title')}
          columns={statusAxes}
          rows={statuses}
        >
          <CountBars rows={statuses} axes={statusAxes} vertical />
        </ChartCard>
      </Grid>
    </Grid>
  );
}
