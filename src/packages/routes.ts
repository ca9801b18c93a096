import { route } from '../routes';

/** The packages screens' paths; a package's pages know no other list than 'all'. */
export const packageRoutes = {
  list: '/all-packages',
  add: route('/add-package/:pageType'),
  edit: route('/package/:pageType/edit/:uid'),
  delete: route('/package/:pageType/delete/:uid'),
} as const;
