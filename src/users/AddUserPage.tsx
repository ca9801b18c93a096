import { CreateBase, FormDataConsumer, RadioButtonGroupInput, usePermissions } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { ADMINISTRATION_COMPANY_UID, type UserRole } from '@contract/domain';
import { domainChoices } from '../common/choices';
import { FormCard } from '../common/FormCard';
import { PageFrame } from '../common/PageFrame';
import { PasswordInput } from '../common/PasswordInput';
import { PageLoading } from '../common/PageLoading';
import { REQUIRED_MARK } from '../common/requiredMark';
import { useMayOpen } from '../common/useMayOpen';
import { useSaveEffects } from '../common/useSaveEffects';
import { lazySchemaValidator } from '../common/validation';
import { routes } from '../routes';
import { CustomerInput } from './CustomerInput';
import { rolesGivenBy } from './rules';
import { EmailInput, FullNameInput } from './UserInputs';
import { useUserParams, type AddUserState } from './types';

const validator = lazySchemaValidator(async () => (await import('@contract/users')).userCreate);

/**
 * The form's start: SubAdmin first, and the default (spec section 5); a CustomerAdmin starts with Customer
 * Admin. Opened from a customer's page, the first role that customer may have and the customer itself.
 */
function startOf(roles: UserRole[], company: string | undefined) {
  const forCustomer = company && company !== ADMINISTRATION_COMPANY_UID;
  const role = (forCustomer && roles.find((each) => each !== 'SubAdmin')) || roles[0];
  if (role === 'SubAdmin') return { user_role: role, company_uuid: ADMINISTRATION_COMPANY_UID };
  return forCustomer ? { user_role: role, company_uuid: company } : { user_role: role };
}

function AddUserForm({ roles, backTo }: { roles: UserRole[]; backTo: string }) {
  const { state } = useLocation() as { state: AddUserState | null };
  const start = startOf(roles, state?.company);
  return (
    <FormCard validator={validator} record={start} backTo={backTo}>
      <FullNameInput />
      <RadioButtonGroupInput
        source="user_role"
        label="users.fields.role"
        choices={domainChoices('users.roles', roles)}
        validate={REQUIRED_MARK}
      />
      <EmailInput />
      <PasswordInput
        source="or_password"
        label="users.fields.password"
        autoComplete="new-password"
        validate={REQUIRED_MARK}
      />
      <PasswordInput
        source="confirm_password"
        label="users.fields.confirm_password"
        autoComplete="new-password"
        validate={REQUIRED_MARK}
      />
      <FormDataConsumer<{ user_role?: UserRole }>>
        {({ formData }) => <CustomerInput role={formData.user_role} />}
      </FormDataConsumer>
    </FormCard>
  );
}

/** /add-user/{pageType}: on success 'User added successfully' and /all-users (spec section 2). */
export default function AddUserPage() {
  const navigate = useNavigate();
  const { listRoute } = useUserParams();
  const effects = useSaveEffects('api.user_added', () => navigate(routes.allUsers));
  const mayOpen = useMayOpen('users', 'create');
  const { permissions, isPending } = usePermissions<UserRole>();
  if (!mayOpen || isPending) return <PageLoading />;
  return (
    <CreateBase resource="users" redirect={false} mutationOptions={effects}>
      <PageFrame title="users.add.title" crumbs={[{ label: 'users.title', to: listRoute }]}>
        <AddUserForm roles={rolesGivenBy(permissions)} backTo={listRoute} />
      </PageFrame>
    </CreateBase>
  );
}
