import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from '../public/language';

/**
 * What shows while a screen's code or the sign-in check is on its way. It translates without react-admin,
 * as it also shows before react-admin's code has arrived.
 */
export function PageLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '50vh' }}>
      <CircularProgress aria-label={translate('app.loading')} />
    </Box>
  );
}
