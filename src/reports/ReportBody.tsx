import { Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { FunnelReport } from '@contract/reports';
import { formatDate } from '../common/dates';
import { ChartsLoading } from '../dashboard/charts/ChartsLoading';
import { StageTable } from './StageTable';
import { useReportTranslate } from './texts';

/** recharts and the charts load after the report's figures, as the dashboard's do: the table need not wait. */
const ReportCharts = lazy(() => import('./ReportCharts'));

/** The report: how many applied in the range, the funnel, the weeks, the rejection reasons and every status. */
export function ReportBody({ report }: { report: FunnelReport }) {
  const translate = useReportTranslate();
  const summary = translate('reports.summary', {
    smart_count: report.applications,
    from: formatDate(report.from),
    to: formatDate(report.to),
  });
  return (
    <>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 2 }}>
        {summary}
      </Typography>
      {report.applications === 0 ? (
        <Typography color="text.secondary">{translate('reports.empty')}</Typography>
      ) : (
        <>
          <Suspense fallback={<ChartsLoading count={3} />}>
            <ReportCharts report={report} />
          </Suspense>
          <StageTable stages={report.stages} />
        </>
      )}
    </>
  );
}
