import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../common/errors';
import { useRedirectLater } from '../common/useRedirectLater';
import type { LazyValidator } from '../common/validation';
import { Form } from '../public/Form';
import { useTranslate } from '../public/language';
import { notify } from '../public/toastStore';
import { routes } from '../routes';
import { BackToSignIn } from './BackToSignIn';

interface PasswordFormProps<Values extends object> {
  validator: LazyValidator;
  /** The account call the form makes; its answer's message is shown. */
  send: (values: Values) => Promise<{ message: string }>;
  submitLabel: string;
  backLabel: string;
  children: ReactNode;
}

/**
 * The form of the password pages: it makes one account call, shows its message (success, or the first error)
 * whatever the answer, and the browser returns to sign-in 2 seconds later (spec sections 2 and 8).
 */
export function PasswordForm<Values extends object>({
  validator,
  send,
  submitLabel,
  backLabel,
  children,
}: PasswordFormProps<Values>) {
  const translate = useTranslate();
  const redirectLater = useRedirectLater();
  const [busy, setBusy] = useState(false);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const { message } = await send(values);
      notify(message, { type: 'success' });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
    redirectLater(routes.signIn);
  };

  return (
    <>
      <Form validator={validator} onSubmit={submit}>
        {children}
        <Button type="submit" variant="contained" size="large" fullWidth loading={busy} sx={{ mt: 1 }}>
          {translate(submitLabel)}
        </Button>
      </Form>
      <BackToSignIn label={backLabel} />
    </>
  );
}
