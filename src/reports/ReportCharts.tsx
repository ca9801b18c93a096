import { Grid } from '@mui/material';
import type { FunnelReport } from '@contract/reports';
import { FunnelChart } from './FunnelChart';
import { ReasonsChart } from './ReasonsChart';
import { WeeksChart } from './WeeksChart';

/**
 * The report's three charts: the funnel, the weeks and the rejection reasons. Loaded lazily by the report, after
 * its figures, so that recharts does not weigh on the screen's first load (the dashboard's charts load alike).
 */
export default function ReportCharts({ report }: { report: FunnelReport }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <FunnelChart stages={report.stages} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <WeeksChart weeks={report.applications_per_week} />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <ReasonsChart reasons={report.rejection_reasons} />
      </Grid>
    </Grid>
  );
}
