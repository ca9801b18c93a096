import { Grid, Skeleton } from '@mui/material';

/** Where the two charts will be, while their figures or their code load: the page does not jump. */
export function ChartsLoading() {
  return (
    <Grid container spacing={2} sx={{ mt: 2 }}>
      {[0, 1].map((chart) => (
        <Grid key={chart} size={{ xs: 12, lg: 6 }}>
          <Skeleton variant="rounded" height={432} />
        </Grid>
      ))}
    </Grid>
  );
}
