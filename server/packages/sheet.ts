import type { PackageItem } from '@contract/packages';
import type { Sheet } from '../export/csv';

/** The package list's export: both names, as its screen lists them. */
export const packageSheet: Sheet<PackageItem> = {
  file: 'packages',
  columns: [
    { header: 'packages.fields.package_name', cell: (item) => item.package_name },
    { header: 'packages.fields.package_name_de', cell: (item) => item.package_name_de },
  ],
};
