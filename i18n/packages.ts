import { defineArea } from './define';

/** The package screens (list, add, edit, delete), under `packages.`. */
export default defineArea({
  english: {
    packages: {
      title: 'Packages',
      menu: 'Packages',
      search: 'Search by package name',
      fields: {
        package_name: 'Package name',
      },
      add: {
        title: 'Add package',
        added: 'Package added successfully',
      },
      edit: {
        title: 'Edit package',
        edited: 'Package edited successfully',
      },
      delete: {
        title: 'Delete package',
      },
    },
  },
  german: {
    packages: {
      title: 'Pakete',
      menu: 'Pakete',
      search: 'Nach Paketname suchen',
      fields: {
        package_name: 'Paketname',
      },
      add: {
        title: 'Paket hinzufügen',
        added: 'Paket erfolgreich hinzugefügt',
      },
      edit: {
        title: 'Paket bearbeiten',
        edited: 'Paket erfolgreich bearbeitet',
      },
      delete: {
        title: 'Paket löschen',
      },
    },
  },
});
