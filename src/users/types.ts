import { useParams } from 'react-router-dom';
import { USER_LIST_TYPES } from '@contract/domain';
import type { User } from '@contract/users';
import { listRoutes, type PageType } from '../routes';

/** A user as the dataProvider hands it over: `id` is the user_uid, `pk` the numeric id. */
export type UserRecord = Omit<User, 'id'> & { id: string; pk: number };

/** The {pageType} and {id} of a user route; an unknown pageType counts as 'all'. */
export function useUserParams() {
  const { pageType: param, id = '' } = useParams();
  const pageType: PageType = USER_LIST_TYPES.find((type) => type === param) ?? 'all';
  return { pageType, id, listRoute: listRoutes.users[pageType] };
}

/** How a customer's page opens the add-user form for it (CompanyUsers): its uid in the navigation's state. */
export interface AddUserState {
  company?: string;
}
