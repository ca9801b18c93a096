import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageFrame } from '../common/PageFrame';
import { routes } from '../routes';

/** A page that only says why there is nothing to show, with the way back to the dashboard. */
function WayBackPage({ title, text }: { title: string; text: string }) {
  const translate = useTranslate();
  return (
    <PageFrame title={title}>
      <Typography sx={{ mb: 3 }}>{translate(text)}</Typography>
      <Button variant="contained" component={Link} to={routes.home}>
        {translate('app.error.home')}
      </Button>
    </PageFrame>
  );
}

/**
 * An address no screen has, signed in: react-admin's own page left the top bar showing the untranslated
 * 'app.title' and ended its sentence with two full stops.
 */
export const NotFound = () => <WayBackPage title="app.not_found.title" text="app.not_found.text" />;

/**
 * A screen the role may not open (useMayOpen): react-admin's own page had no heading, no title in the tab and
 * no way on.
 */
export const AccessDenied = () => (
  <WayBackPage title="ra.page.access_denied" text="ra.message.access_denied" />
);
