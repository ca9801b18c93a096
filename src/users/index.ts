/** The user screens, each on its spec route (src/screens.ts loads them lazily). */
export { default as AddUserPage } from './AddUserPage';
export { CompanyUsers } from './CompanyUsers';
export { default as UserDeletePage } from './UserDeletePage';
export { default as UserEditPage } from './UserEditPage';
export { default as UserListPage } from './UserListPage';
export { default as UserViewPage } from './UserViewPage';
