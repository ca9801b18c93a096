import { defineBilingualArea } from './define';

/** Bulk actions on the lists (issue 12): selection, confirmation and summary. */
export default defineBilingualArea({
  bulk: {
    select_all_matching: ['Select all %{smart_count} matching', 'Alle %{smart_count} Treffer auswählen'],
    all_matching_selected: [
      'All %{smart_count} matching records are selected.',
      'Alle %{smart_count} passenden Datensätze sind ausgewählt.',
    ],
    page_selected: [
      'All %{smart_count} records on this page are selected.',
      'Alle %{smart_count} Datensätze dieser Seite sind ausgewählt.',
    ],
    confirm: ['Apply', 'Übernehmen'],
    cancel: ['Cancel', 'Abbrechen'],
    choose: ['New value', 'Neuer Wert'],
    unchanged: [
      '%{smart_count} already had this value |||| %{smart_count} already had this value',
      '%{smart_count} hatte diesen Wert schon |||| %{smart_count} hatten diesen Wert schon',
    ],
    refused: [
      '%{smart_count} not changed: %{reasons} |||| %{smart_count} not changed: %{reasons}',
      '%{smart_count} nicht geändert: %{reasons} |||| %{smart_count} nicht geändert: %{reasons}',
    ],
    delete: ['Delete', 'Löschen'],
    delete_text: ['This cannot be undone.', 'Dies kann nicht rückgängig gemacht werden.'],
    candidates: {
      set_status: ['Set status', 'Status setzen'],
      set_active: ['Set active state', 'Aktivstatus setzen'],
      // In German, 'von 1 Kandidaten': the dative singular has the ending too, so both forms read the same.
      status_title: [
        'Set the application status of %{smart_count} candidate |||| Set the application status of %{smart_count} candidates',
        'Bewerbungsstatus von %{smart_count} Kandidaten setzen |||| Bewerbungsstatus von %{smart_count} Kandidaten setzen',
      ],
      active_title: [
        'Set the active state of %{smart_count} candidate |||| Set the active state of %{smart_count} candidates',
        'Aktivstatus von %{smart_count} Kandidaten setzen |||| Aktivstatus von %{smart_count} Kandidaten setzen',
      ],
      erase_text: [
        'The personal data of %{smart_count} candidate is erased: the record, notes, files, and the values in the history. |||| The personal data of %{smart_count} candidates is erased: the records, notes, files, and the values in the history.',
        'Die personenbezogenen Daten von %{smart_count} Kandidaten werden gelöscht: der Datensatz, Notizen, Dateien und die Werte im Verlauf. |||| Die personenbezogenen Daten von %{smart_count} Kandidaten werden gelöscht: die Datensätze, Notizen, Dateien und die Werte im Verlauf.',
      ],
      send_mail: ['Send mail', 'E-Mail senden'],
      mail_title: [
        'Send a mail to %{smart_count} candidate |||| Send a mail to %{smart_count} candidates',
        'E-Mail an %{smart_count} Kandidaten senden |||| E-Mail an %{smart_count} Kandidaten senden',
      ],
      mail_text: [
        'Choose a template: each candidate receives it in their language, with their name, vacancy and company filled in.',
        'Wählen Sie eine Vorlage: Jeder Kandidat erhält sie in seiner Sprache, mit Name, Stelle und Firma ausgefüllt.',
      ],
      mail_confirm: ['Send', 'Senden'],
    },
    vacancies: {
      set_status: ['Set status', 'Status setzen'],
      status_title: [
        'Set the status of %{smart_count} vacancy |||| Set the status of %{smart_count} vacancies',
        'Status von %{smart_count} Stelle setzen |||| Status von %{smart_count} Stellen setzen',
      ],
      delete_title: [
        'Delete %{smart_count} vacancy? |||| Delete %{smart_count} vacancies?',
        '%{smart_count} Stelle löschen? |||| %{smart_count} Stellen löschen?',
      ],
      delete_text: [
        'Its candidates are deleted with it. This cannot be undone. |||| Their candidates are deleted with them. This cannot be undone.',
        'Die Kandidaten dieser Stelle werden mit ihr gelöscht. Dies kann nicht rückgängig gemacht werden. |||| Die Kandidaten dieser Stellen werden mit ihnen gelöscht. Dies kann nicht rückgängig gemacht werden.',
      ],
    },
    packages: {
      delete_title: [
        'Delete %{smart_count} package? |||| Delete %{smart_count} packages?',
        '%{smart_count} Paket löschen? |||| %{smart_count} Pakete löschen?',
      ],
    },
  },
});
