import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from '../public/language';
import { routes } from '../routes';

/** The back link of the password pages. */
export function BackToSignIn({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to={routes.signIn} startIcon={<ArrowBackIcon />} fullWidth sx={{ mt: 1 }}>
      {translate(label)}
    </Button>
  );
}
