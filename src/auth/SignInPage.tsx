import { Box, Button, Link, Stack } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, TextInput, useLogin, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { loginBody } from '@contract/auth';
import { email } from '@contract/fields';
import { CheckboxInput } from '../common/CheckboxInput';
import { errorMessage } from '../common/errors';
import { schemaValidator } from '../common/validation';
import { routes } from '../routes';
import { LoginLayout } from './LoginLayout';

/** Spec section 5 asks for 'Invalid email address' on the form; the API's login answer words it its own way. */
const validate = schemaValidator(loginBody.pick({ password: true }).extend({ email: email() }));

interface SignInValues {
  email: string;
  password: string;
  remember?: boolean;
}

function SignInForm() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Partial<SignInValues>) => {
    setBusy(true);
    try {
      await login(
        { email: values.email, password: values.password, remember: Boolean(values.remember) },
        routes.home,
      );
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <Form onSubmit={submit} validate={validate} mode="onBlur" noValidate>
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

/** `/`: sign in with email and password; on status 200 the app opens /home, otherwise a toast tells why. */
export default function SignInPage() {
  const translate = useTranslate();
  return (
    <LoginLayout title="app.sign_in.title" hint={translate('app.sign_in.subtitle')}>
      <SignInForm />
    </LoginLayout>
  );
}
