import { ADMINISTRATION_COMPANY_UID, USER_ROLES, type UserRole } from '@contract/domain';

/** The roles a user may give on the add form: only a SubAdmin gives SubAdmin (the project's role rules). */
export const rolesGivenBy = (actor: UserRole | undefined): UserRole[] =>
  actor === 'SubAdmin' ? [...USER_ROLES] : USER_ROLES.filter((role) => role !== 'SubAdmin');

/** Administrator only for the administration company, otherwise Customer Admin or Staff Admin (spec section 5). */
export const rolesForCompany = (companyUid: string): UserRole[] =>
  USER_ROLES.filter((role) => (role === 'SubAdmin') === (companyUid === ADMINISTRATION_COMPANY_UID));
