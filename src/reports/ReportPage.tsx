import { Alert, Box, LinearProgress } from '@mui/material';
import { useDataProvider, usePermissions } from 'react-admin';
import { HeadingRow } from '../common/HeadingRow';
import { ExportMenu } from '../common/list-kit/ExportMenu';
import { PageLoading } from '../common/PageLoading';
import { TopBarTitle } from '../common/TopBarTitle';
import { useMayOpen } from '../common/useMayOpen';
import type { AppDataProvider } from '../providers/dataProvider';
import { ReportBody } from './ReportBody';
import { ReportError } from './ReportError';
import { ReportFilters } from './ReportFilters';
import { useFunnelReport } from './useFunnelReport';
import { reportFilters, useReportAddress } from './useReportAddress';
import { useReportTranslate } from './texts';

/**
 * `/reports` (issue 34): the hiring funnel of the applications of a range of days (the last 12 weeks unless the
 * address says otherwise), of a SubAdmin's chosen customer or the user's own company, and of one vacancy or
 * all; its stage table downloads as Excel or CSV. The filters are the address's, so a report can be linked.
 */
export default function ReportPage() {
  const mayOpen = useMayOpen('reports', 'list');
  const translate = useReportTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions } = usePermissions<string>();
  const { choice, change } = useReportAddress();
  const subAdmin = permissions === 'SubAdmin';
  const filters = reportFilters(choice, subAdmin);
  // Asked once the role is known: a SubAdmin's company belongs in the first call already.
  const { data, error, isFetching } = useFunnelReport(filters, mayOpen && permissions !== undefined);
  if (!mayOpen) return <PageLoading />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <TopBarTitle title={translate('reports.title')} />
      <HeadingRow heading={translate('reports.title')} level="page" sx={{ mb: 2 }}>
        {filters && <ExportMenu fetchFile={(format) => dataProvider.exportFunnelReport(filters, format)} />}
      </HeadingRow>
      <ReportFilters choice={choice} subAdmin={subAdmin} onChange={change} />
      {/* The bar's place is kept, so that the report does not move; the bar is there only while loading. */}
      <Box sx={{ height: 4, mb: 1 }}>
        {isFetching && <LinearProgress aria-label={translate('reports.loading')} />}
      </Box>
      {!filters ? (
        <Alert severity="info">{translate('reports.choose_dates')}</Alert>
      ) : error ? (
        <ReportError error={error} />
      ) : data ? (
        <ReportBody report={data} />
      ) : (
        <PageLoading />
      )}
    </Box>
  );
}
