import { defineBilingualArea } from './define';

/**
 * Erasure (issue 30): the candidate details' delete, and how the history shows erased entries and deleted users.
 * Loaded with the code that shows them (useAreaTranslate), not in the app's catalog, which every screen loads.
 */
export default defineBilingualArea({
  erasure: {
    label: ['Delete candidate', 'Kandidat löschen'],
    consequence: [
      'The personal data of this candidate is erased: the record, notes, files, and the values in the history.',
      'Die personenbezogenen Daten dieses Kandidaten werden gelöscht: der Datensatz, Notizen, Dateien und die Werte im Verlauf.',
    ],
    deleted_user: ['a deleted user', 'einem gelöschten Benutzer'],
    erased_entry: [
      'Personal data erased: the values of this change are no longer kept.',
      'Personenbezogene Daten gelöscht: Die Werte dieser Änderung werden nicht mehr aufbewahrt.',
    ],
    erased_by: ['Personal data erased by %{actor}', 'Personenbezogene Daten gelöscht von %{actor}'],
  },
});
