import { useParams } from 'react-router-dom';
import { PASSWORD_LENGTH } from '@contract/domain';
import { accountCalls } from '../providers/accountCalls';
import { lazySchemaValidator } from '../common/validation';
import { useTranslate } from '../public/language';
import { PasswordInput } from '../public/TextInput';
import { LoginLayout } from './LoginLayout';
import { PasswordForm } from './PasswordForm';

const validator = lazySchemaValidator(async () => (await import('@contract/auth')).resetBody);

interface ResetValues {
  password?: string;
  confirm_password?: string;
}

/** `/password-reset/:id/:token/:expire`, opened from the emailed link: sets a new password. */
export default function PasswordResetPage() {
  const translate = useTranslate();
  const { id = '', token = '', expire = '' } = useParams();
  const send = ({ password = '', confirm_password = '' }: ResetValues) =>
    accountCalls.resetPassword({ id, token, expire, password, confirm_password });

  return (
    <LoginLayout
      title="app.password_reset.title"
      hint={translate('app.password_reset.hint', PASSWORD_LENGTH)}
    >
      <PasswordForm
        validator={validator}
        send={send}
        submitLabel="app.password_reset.submit"
        backLabel="app.password_reset.back"
      >
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
      </PasswordForm>
    </LoginLayout>
  );
}
