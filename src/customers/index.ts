/** The customer screens, each on its spec route (src/screens.ts loads them lazily). */
export { default as AddCustomerPage } from './AddCustomerPage';
export { default as CustomerDeletePage } from './CustomerDeletePage';
export { default as CustomerDetailsPage } from './CustomerDetailsPage';
export { default as CustomerEditPage } from './CustomerEditPage';
export { default as CustomerListPage } from './CustomerListPage';
