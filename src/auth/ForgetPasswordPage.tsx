import { Button } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { resetLinkBody } from '@contract/auth';
import { errorMessage } from '../common/errors';
import type { AppDataProvider } from '../providers/dataProvider';
import { currentLanguage } from '../providers/i18nProvider';
import { useRedirectLater } from '../common/useRedirectLater';
import { schemaValidator } from '../common/validation';
import { routes } from '../routes';
import { BackToSignIn } from './BackToSignIn';
import { LoginLayout } from './LoginLayout';

const validate = schemaValidator(resetLinkBody);

/**
 * `/forget-password`: asks for a reset link in the chosen language. Whatever the answer, its message is
 * shown and the browser returns to sign-in 2 seconds later (spec sections 2 and 8).
 */
export default function ForgetPasswordPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirectLater = useRedirectLater();
  const [busy, setBusy] = useState(false);

  const submit = async (values: { email?: string }) => {
    setBusy(true);
    try {
      const { message } = await dataProvider.requestPasswordReset(values.email ?? '', currentLanguage());
      notify(message, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
    redirectLater(routes.signIn);
  };

  return (
    <LoginLayout title="app.forget_password.title" hint={translate('app.forget_password.hint')}>
      <Form onSubmit={submit} validate={validate} mode="onBlur" noValidate>
        <TextInput
          source="email"
          type="email"
          label="app.forget_password.email"
          autoComplete="email"
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 1 }}>
          {translate('app.forget_password.submit')}
        </Button>
      </Form>
      <BackToSignIn label="app.forget_password.back" />
    </LoginLayout>
  );
}
