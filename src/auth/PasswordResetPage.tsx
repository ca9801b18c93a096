import { Button } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PASSWORD_LENGTH } from '@contract/domain';
import { errorMessage } from '../common/errors';
import { useRedirectLater } from '../common/useRedirectLater';
import { accountCalls } from '../providers/accountCalls';
import { lazySchemaValidator } from '../common/validation';
import { Form } from '../public/Form';
import { useTranslate } from '../public/language';
import { PasswordInput } from '../public/TextInput';
import { notify } from '../public/toastStore';
import { routes } from '../routes';
import { BackToSignIn } from './BackToSignIn';
import { LoginLayout } from './LoginLayout';

const validator = lazySchemaValidator(async () => (await import('@contract/auth')).resetBody);

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
  const redirectLater = useRedirectLater();
  const { id = '', token = '', expire = '' } = useParams();
  const [busy, setBusy] = useState(false);

  const submit = async ({ password = '', confirm_password = '' }: ResetValues) => {
    setBusy(true);
    try {
      const { message } = await accountCalls.resetPassword({ id, token, expire, password, confirm_password });
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
      <Form validator={validator} onSubmit={submit}>
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
