import type { PackageRef } from '@contract/vacancies';

/** A package as a server of the contract may send it: one that knows no German name sends none. */
type Named = Pick<PackageRef, 'package_name'> & { package_name_de?: string };

/** The package's name in the UI's language ('english' or 'german'): in German its German one, where it has one. */
export const packageName = (item: Named, locale: string): string =>
  (locale === 'german' && item.package_name_de) || item.package_name;

/** The field a list of packages is sorted by to read in the UI's language. */
export const packageNameField = (locale: string) =>
  locale === 'german' ? 'package_name_de' : 'package_name';
