import type { ListType } from '@contract/domain';
import { APP_PATHS } from '@contract/paths';

/**
 * Every path of spec section 2, defined once. A parameterised route is a function that builds a link
 * (`routes.userView('all', uid)`) and carries its `pattern` for the router (`routes.userView.pattern`).
 */

/** The {pageType} of the user lists; the other lists know all, active and inactive. */
export type PageType = ListType;
export type StatusPageType = Exclude<PageType, 'pending'>;

/** One string per `:param` of a pattern, in order. */
type ParamValues<T extends string> = T extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<Rest>]
  : T extends `${string}:${string}`
    ? [string]
    : [];

interface Route<T extends string> {
  (...values: ParamValues<T>): string;
  readonly pattern: T;
}

export function route<const T extends string>(pattern: T): Route<T> {
  const build = (...values: string[]) => {
    let index = 0;
    return pattern.replace(/:\w+/g, () => encodeURIComponent(values[index++] ?? ''));
  };
  return Object.assign(build as (...values: ParamValues<T>) => string, { pattern });
}

export const routes = {
  // Public pages on the login layout.
  signIn: '/',
  forgetPassword: '/forget-password',
  passwordReset: route(APP_PATHS.passwordReset),

  home: '/home',
  myProfile: '/my-profile',
  editProfile: route('/edit-profile/:id'),

  allUsers: '/all-users',
  allActiveUsers: '/all-active-users',
  allInactiveUsers: '/all-inactive-users',
  allPendingUsers: '/all-pending-users',
  addUser: route('/add-user/:pageType'),
  userView: route('/user/:pageType/view/:id'),
  userEdit: route('/user/:pageType/edit/:id'),
  userDelete: route('/user/:pageType/delete/:id'),

  allCustomers: '/all-customer',
  allActiveCustomers: '/all-active-customer',
  allInactiveCustomers: '/all-inactive-customer',
  addCustomer: route('/add-customer/:pageType'),
  customerEdit: route('/customer/:pageType/edit/:id'),
  customerDelete: route('/customer/:pageType/delete/:id'),
  customerDetails: route('/customer/details/:pageType/:id'),

  allVacancies: '/all-vacancies',
  allActiveVacancies: '/all-active-vacancies',
  allInactiveVacancies: '/all-inactive-vacancies',
  addVacancy: route('/add-vacancy/:pageType'),
  vacancyEdit: route('/vacancy/edit/:pageType/:uid'),
  vacancyDelete: route('/vacancy/delete/:pageType/:uid'),
  vacancyDetails: route('/vacancy/details/:pageType/:uid/:id'),

  allActiveCandidates: '/all-active-candidate',
  allInactiveCandidates: '/all-inactive-candidate',
  candidates: route('/candidate/:type'),
  candidateDetails: route('/candidate/details/:type/:uid'),
  candidateEdit: route('/candidate-edit/:type/:uid'),

  /** The interviews' calendar: every role, the API scoping it to the role's companies. */
  interviews: '/interviews',
} as const;

/** The list route of each tab (All / Active / Inactive, and the users' Pending). */
export const listRoutes = {
  users: {
    all: routes.allUsers,
    active: routes.allActiveUsers,
    inactive: routes.allInactiveUsers,
    pending: routes.allPendingUsers,
  },
  customers: {
    all: routes.allCustomers,
    active: routes.allActiveCustomers,
    inactive: routes.allInactiveCustomers,
  },
  vacancies: {
    all: routes.allVacancies,
    active: routes.allActiveVacancies,
    inactive: routes.allInactiveVacancies,
  },
  candidates: {
    all: routes.candidates('all'),
    active: routes.allActiveCandidates,
    inactive: routes.allInactiveCandidates,
  },
} as const;
