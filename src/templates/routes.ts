import { route } from '../routes';

/** The mail templates' screens (issue 34); like the packages', their pages know no list but 'all'. */
export const templateRoutes = {
  list: '/all-templates',
  add: route('/add-template/:pageType'),
  edit: route('/template/:pageType/edit/:uid'),
  delete: route('/template/:pageType/delete/:uid'),
} as const;
