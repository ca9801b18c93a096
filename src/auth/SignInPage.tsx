import { Box, Button, Link, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import { loadSignedInApp } from '../loadSignedInApp';
import { accountCalls } from '../providers/accountCalls';
import { takeSessionEnded } from '../providers/session';
import { CheckboxInput } from '../public/CheckboxInput';
import { lazySchemaValidator } from '../common/validation';
import { Form } from '../public/Form';
import { useTranslate } from '../public/language';
import { PasswordInput, TextInput } from '../public/TextInput';
import { notify, resetToasts } from '../public/toastStore';
import { routes } from '../routes';
import { LoginLayout } from './LoginLayout';

/** Spec section 5 asks for 'Invalid email address' on the form; the API's login answer words it its own way. */
const validator = lazySchemaValidator(async () => {
  const [{ loginBody }, { email }] = await Promise.all([
    import('@contract/auth'),
    import('@contract/fields'),
  ]);
  return loginBody.pick({ password: true }).extend({ email: email() });
});

interface SignInValues {
  email: string;
  password: string;
  remember?: boolean;
}

function SignInForm() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const submit = async ({ email, password, remember }: SignInValues) => {
    setBusy(true);
    // The signed-in app's code travels while the API checks the password.
    loadSignedInApp().catch(() => undefined);
    try {
      await accountCalls.login({ email, password, remember: Boolean(remember) });
      resetToasts();
      navigate(routes.home);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <Form validator={validator} onSubmit={submit}>
      <TextInput source="email" type="email" label="app.sign_in.email" autoComplete="username" fullWidth />
      <PasswordInput
        source="password"
        label="app.sign_in.password"
        autoComplete="current-password"
        fullWidth
      />
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        flexWrap="wrap"
        sx={{ mb: 2 }}
      >
        <CheckboxInput source="remember" label="app.sign_in.remember" />
        <Link component={RouterLink} to={routes.forgetPassword} underline="hover">
          {translate('app.sign_in.forgot')}
        </Link>
      </Stack>
      <Box>
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy}>
          {translate('app.sign_in.submit')}
        </Button>
      </Box>
    </Form>
  );
}

/**
 * `/`: sign in with email and password; on status 200 the app opens /home, otherwise a toast tells why. After
 * the server ended the session, a toast says that first (markSessionEnded).
 */
export default function SignInPage() {
  const translate = useTranslate();
  useEffect(() => {
    if (takeSessionEnded()) notify('api.unauthorized', { type: 'info' });
  }, []);
  return (
    <LoginLayout title="app.sign_in.title" hint={translate('app.sign_in.subtitle')}>
      <SignInForm />
    </LoginLayout>
  );
}
