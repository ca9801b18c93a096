import { Button } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { resetBody } from '@contract/auth';
import { PASSWORD_LENGTH } from '@contract/domain';
import { errorMessage } from '../common/errors';
import type { AppDataProvider } from '../providers/dataProvider';
import { useRedirectLater } from '../common/useRedirectLater';
import { schemaValidator } from '../common/validation';
import { routes } from '../routes';
import { BackToSignIn } from './BackToSignIn';
import { LoginLayout } from './LoginLayout';

const validate = schemaValidator(resetBody);

interface ResetValues {
  password?: string;
  confirm_password?: string;
}

/**
 * `/password-reset/:id/:token/:expire`, opened from the emailed link: sets a new password. The server's
 * message (success, or the first error) is shown and the browser returns to sign-in after 2 seconds.
 */
export default function PasswordResetPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const redirectLater = useRedirectLater();
  const { id = '', token = '', expire = '' } = useParams();
  const [busy, setBusy] = useState(false);

  const submit = async ({ password = '', confirm_password = '' }: ResetValues) => {
    setBusy(true);
    try {
      const { message } = await dataProvider.resetPassword({ id, token, expire, password, confirm_password });
      notify(message, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
    redirectLater(routes.signIn);
  };

  return (
    <LoginLayout
      title="app.password_reset.title"
      hint={translate('app.password_reset.hint', PASSWORD_LENGTH)}
    >
      <Form onSubmit={submit} validate={validate} mode="onBlur" noValidate>
        <PasswordInput
          source="password"
          label="app.password_reset.password"
          autoComplete="new-password"
          fullWidth
        />
        <PasswordInput
          source="confirm_password"
          label="app.password_reset.confirm"
          autoComplete="new-password"
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 1 }}>
          {translate('app.password_reset.submit')}
        </Button>
      </Form>
      <BackToSignIn label="app.password_reset.back" />
    </LoginLayout>
  );
}
