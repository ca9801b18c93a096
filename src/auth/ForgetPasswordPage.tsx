import { Button } from '@mui/material';
import { useState } from 'react';
import { errorMessage } from '../common/errors';
import { useRedirectLater } from '../common/useRedirectLater';
import { accountCalls } from '../providers/accountCalls';
import { currentLanguage } from '../providers/i18nProvider';
import { lazySchemaValidator } from '../common/validation';
import { Form } from '../public/Form';
import { useTranslate } from '../public/language';
import { TextInput } from '../public/TextInput';
import { notify } from '../public/toastStore';
import { routes } from '../routes';
import { BackToSignIn } from './BackToSignIn';
import { LoginLayout } from './LoginLayout';

const validator = lazySchemaValidator(async () => (await import('@contract/auth')).resetLinkBody);

/**
 * `/forget-password`: asks for a reset link in the chosen language. Whatever the answer, its message is
 * shown and the browser returns to sign-in 2 seconds later (spec sections 2 and 8).
 */
export default function ForgetPasswordPage() {
  const translate = useTranslate();
  const redirectLater = useRedirectLater();
  const [busy, setBusy] = useState(false);

  const submit = async (values: { email?: string | null }) => {
    setBusy(true);
    try {
      const { message } = await accountCalls.requestPasswordReset(values.email ?? '', currentLanguage());
      notify(message, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
    redirectLater(routes.signIn);
  };

  return (
    <LoginLayout title="app.forget_password.title" hint={translate('app.forget_password.hint')}>
      <Form validator={validator} onSubmit={submit}>
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
