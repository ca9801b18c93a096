import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What shows while a screen's code or the sign-in check is on its way. */
export function PageLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={translate('app.loading')} />
    </Box>
  );
}
