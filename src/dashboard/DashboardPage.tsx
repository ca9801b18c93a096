import { Alert, Box, Grid, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useCanAccessResources, useDataProvider, useTranslate } from 'react-admin';
import { QUERY_KEYS, type AppDataProvider } from '../providers/dataProvider';
import { TopBarTitle } from '../common/TopBarTitle';
import { ChartsLoading } from './charts/ChartsLoading';
import { CountTile } from './CountTile';
import { MyInterviews } from './MyInterviews';
import { RetentionNotice } from './RetentionNotice';
import { tiles } from './tiles';

/** recharts and the charts load only with the dashboard, after its tiles: no other route carries them. */
const DashboardCharts = lazy(() => import('./charts/DashboardCharts'));

const resources = [...new Set(tiles.map((tile) => tile.resource))];

/**
 * `/home`: the counts of active and inactive customers, users, vacancies and candidates the role may open, the
 * user's coming interviews, and the charts.
 */
export default function DashboardPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccessResources({ action: 'list', resources });
  const { data, isError } = useQuery({
    queryKey: QUERY_KEYS.dashboard,
    queryFn: () => dataProvider.getDashboard(),
  });
  const charts = useQuery({
    queryKey: QUERY_KEYS.dashboardCharts,
    queryFn: () => dataProvider.getDashboardCharts(),
  });
  const visible = tiles.filter((tile) => canAccess?.[tile.resource]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <TopBarTitle title="app.dashboard.title" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {translate('app.dashboard.title')}
      </Typography>
      {isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate('app.dashboard.failed')}
        </Alert>
      )}
      <Grid container spacing={2}>
        {visible.map((tile) => (
          <Grid key={tile.count} size={{ xs: 12, sm: 6, lg: 3 }}>
            <CountTile tile={tile} value={isError ? null : data?.data[tile.count]} />
          </Grid>
        ))}
      </Grid>
      {data?.data.retention && <RetentionNotice forecast={data.data.retention} />}
      <MyInterviews />
      {charts.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('app.dashboard.charts.failed')}
        </Alert>
      )}
      {charts.data ? (
        <Suspense fallback={<ChartsLoading />}>
          <DashboardCharts charts={charts.data.data} />
        </Suspense>
      ) : (
        !charts.isError && <ChartsLoading />
      )}
    </Box>
  );
}
