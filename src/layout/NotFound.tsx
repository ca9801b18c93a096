import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageFrame } from '../common/PageFrame';
import { routes } from '../routes';

/**
 * An address no screen has, signed in: react-admin's own page left the top bar showing the untranslated
 * 'app.title' and ended its sentence with two full stops.
 */
export function NotFound() {
  const translate = useTranslate();
  return (
    <PageFrame title="app.not_found.title">
      <Typography sx={{ mb: 3 }}>{translate('app.not_found.text')}</Typography>
      <Button variant="contained" component={Link} to={routes.home}>
        {translate('app.error.home')}
      </Button>
    </PageFrame>
  );
}
