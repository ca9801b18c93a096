import { Grid, Skeleton } from '@mui/material';

/** Where the charts (the dashboard's two) will be, while their figures or their code load: the page does not jump. */
export function ChartsLoading({ count = 2 }: { count?: number }) {
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      {Array.from({ length: count }, (_, chart) => (
        <Grid key={chart} size={{ xs: 12, lg: 6 }}>
          <Skeleton variant="rounded" height={432} />
        </Grid>
      ))}
    </Grid>
  );
}
