import { route } from '../routes';

/** The rejection reason screens' paths, beside the packages' (/all-packages, /add-package/all, ...). */
export const rejectionReasonRoutes = {
  list: '/all-rejection-reasons',
  add: route('/add-rejection-reason/:pageType'),
  edit: route('/rejection-reason/:pageType/edit/:uid'),
  delete: route('/rejection-reason/:pageType/delete/:uid'),
} as const;
