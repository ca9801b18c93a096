import { accountCalls } from '../providers/accountCalls';
import { currentLanguage } from '../providers/i18nProvider';
import { lazySchemaValidator } from '../common/validation';
import { useTranslate } from '../public/language';
import { TextInput } from '../public/TextInput';
import { LoginLayout } from './LoginLayout';
import { PasswordForm } from './PasswordForm';

const validator = lazySchemaValidator(async () => (await import('@contract/auth')).resetLinkBody);

const send = (values: { email?: string | null }) =>
  accountCalls.requestPasswordReset(values.email ?? '', currentLanguage());

/** `/forget-password`: asks for a reset link in the chosen language. */
export default function ForgetPasswordPage() {
  const translate = useTranslate();
  return (
    <LoginLayout title="app.forget_password.title" hint={translate('app.forget_password.hint')}>
      <PasswordForm
        validator={validator}
        send={send}
        submitLabel="app.forget_password.submit"
        backLabel="app.forget_password.back"
      >
        <TextInput
          source="email"
          type="email"
          label="app.forget_password.email"
          autoComplete="email"
          fullWidth
        />
      </PasswordForm>
    </LoginLayout>
  );
}
