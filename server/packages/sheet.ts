import type { PackageItem } from '@contract/packages';
import type { Sheet } from '../export/sheet';

/** The package list's export: the name. */
export const packageSheet: Sheet<PackageItem> = {
  file: 'packages',
  title: 'packages.title',
  columns: [{ header: 'packages.fields.package_name', cell: (item) => item.package_name }],
};
