import type { PackageItem } from '@contract/packages';
import type { Sheet } from '../export/sheet';

/** The package list's export: both names, as its screen lists them. */
export const packageSheet: Sheet<PackageItem> = {
  file: 'packages',
  title: 'packages.title',
  columns: [
    { header: 'packages.fields.package_name', cell: (item) => item.package_name },
    { header: 'packages.fields.package_name_de', cell: (item) => item.package_name_de },
  ],
};
