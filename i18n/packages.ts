import { defineBilingualArea } from './define';

/** The package screens (list, add, edit, delete), under `packages.`. */
export default defineBilingualArea({
  packages: {
    title: ['Packages', 'Pakete'],
    menu: ['Packages', 'Pakete'],
    search: ['Search by package name', 'Nach Paketname suchen'],
    fields: {
      package_name: ['Package name', 'Paketname'],
    },
    add: {
      title: ['Add package', 'Paket hinzufügen'],
      added: ['Package added successfully', 'Paket erfolgreich hinzugefügt'],
    },
    edit: {
      title: ['Edit package', 'Paket bearbeiten'],
      edited: ['Package edited successfully', 'Paket erfolgreich bearbeitet'],
    },
    delete: {
      title: ['Delete package', 'Paket löschen'],
    },
  },
});
