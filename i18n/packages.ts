import { defineArea } from './define';

/** The package catalogue (the packages a vacancy can book), under `packages.`. */
export default defineArea({
  english: {
    packages: {
      title: 'Packages',
      fields: {
        package_name: 'Package name',
      },
    },
  },
  german: {
    packages: {
      title: 'Pakete',
      fields: {
        package_name: 'Paketname',
      },
    },
  },
});
