import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  SaveContextProvider,
  TextInput,
  useAuthProvider,
  useTranslate,
  useUpdate,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../common/errors';
import { FormCard } from '../common/FormCard';
import { PasswordInput } from '../common/PasswordInput';
import { REQUIRED_MARK } from '../common/requiredMark';
import { PageFrame } from '../common/PageFrame';
import { PageLoading } from '../common/PageLoading';
import { useSaveEffects } from '../common/useSaveEffects';
import { lazySchemaValidator } from '../common/validation';
import type { ProfileRecord } from '../providers/dataProvider';
import { TOKEN_KEY } from '../providers/session';
import { routes } from '../routes';
import { PROFILE_QUERY, useProfile } from './useProfile';

type ProfileValues = Partial<ProfileRecord> & { or_password?: string; old_password?: string };

/**
 * A new password ends the account's sessions (the API's rule), this one included: the app signs in again with
 * it, in the same storage as before, so that the user stays signed in and lands on /my-profile.
 */
function useSignInAgain() {
  const authProvider = useAuthProvider();
  return async (values: ProfileValues) => {
    if (!authProvider || !values.or_password) return;
    const remember = localStorage.getItem(TOKEN_KEY) !== null;
    await authProvider.login({ email: values.email, password: values.or_password, remember }).catch(() => {
      // Signed out after all: the guard sends the user to sign in.
    });
  };
}

/** The API's refusals that concern the current password: the field shows them as well as the toast. */
const CURRENT_PASSWORD_REFUSALS = ['validation.old_password_required', 'validation.old_password_wrong'];

/** The form's field errors in a refused save, for react-admin's form to mark (a save's answer). */
function fieldErrorsOf(error: unknown, translate: TranslateFunction) {
  const message = errorMessage(error);
  const concernsCurrent = CURRENT_PASSWORD_REFUSALS.some((key) => translate(key) === message);
  return concernsCurrent ? { old_password: message } : undefined;
}

function ProfileForm({ profile }: { profile: ProfileRecord }) {
  const navigate = useNavigate();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const signInAgain = useSignInAgain();
  const [update, { isPending }] = useUpdate();
  const effects = useSaveEffects('profile.updated', () => navigate(routes.myProfile));
  const validator = useMemo(
    () => lazySchemaValidator(async () => (await import('./rules')).profileUpdate(profile.email)),
    [profile.email],
  );
  const save = async (values: ProfileValues) => {
    try {
      await update(
        'users',
        { id: profile.user_uid, data: values, previousData: profile as RaRecord },
        {
          mutationMode: 'pessimistic',
          returnPromise: true,
          onSuccess: async () => {
            await signInAgain(values);
            await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY });
            await queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
            effects.onSuccess();
          },
          onError: effects.onError,
        },
      );
    } catch (error) {
      return fieldErrorsOf(error, translate);
    }
  };
  return (
    <SaveContextProvider value={{ save, saving: isPending, mutationMode: 'pessimistic' }}>
      <FormCard validator={validator} record={profile} backTo={routes.myProfile}>
        <TextInput
          source="full_name"
          label="profile.fields.full_name"
          autoComplete="name"
          validate={REQUIRED_MARK}
        />
        <TextInput
          source="email"
          type="email"
          label="profile.fields.email"
          autoComplete="email"
          validate={REQUIRED_MARK}
        />
        <PasswordInput
          source="or_password"
          label="profile.edit.new_password"
          helperText="profile.edit.password_hint"
          autoComplete="new-password"
        />
        <PasswordInput
          source="confirm_password"
          label="profile.edit.confirm_password"
          autoComplete="new-password"
        />
        <PasswordInput
          source="old_password"
          label="profile.edit.current_password"
          helperText="profile.edit.current_password_hint"
          autoComplete="current-password"
        />
      </FormCard>
    </SaveContextProvider>
  );
}

/**
 * /edit-profile/{id}: the signed-in user's own account, saved with PUT user-update-api/{own uid} (spec section
 * 5: without a new password only full_name, user_role, status and email). Success: 'Profile Updated
 * successfully', then /my-profile.
 */
export default function EditProfilePage() {
  const translate = useTranslate();
  const { data: profile, error, isPending } = useProfile();
  if (isPending) return <PageLoading />;
  return (
    <PageFrame title="profile.edit.title" crumbs={[{ label: 'profile.title', to: routes.myProfile }]}>
      {profile ? (
        <ProfileForm profile={profile} />
      ) : (
        <Alert severity="error">{translate(errorMessage(error))}</Alert>
      )}
    </PageFrame>
  );
}
