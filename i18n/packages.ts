import { defineBilingualArea } from './define';

/** The package screens (list, add, edit, delete), under `packages.`. */
export default defineBilingualArea({
  packages: {
    title: ['Packages', 'Pakete'],
    menu: ['Packages', 'Pakete'],
    search: ['Search by package name', 'Nach Paketname suchen'],
    fields: {
      package_name: ['Name in English', 'Name auf Englisch'],
      package_name_de: ['Name in German', 'Name auf Deutsch'],
    },
    form: {
      german_hint: ['Left empty, the English name', 'Leer gelassen: der englische Name'],
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
