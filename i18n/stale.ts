import { defineBilingualArea } from './define';

/**
 * What a save or delete a colleague overtook says (the record's version changed since it was read), and what an
 * open edit form says when a colleague's change arrives live: loaded with what shows them, not with the app's
 * catalog, which every screen loads.
 */
export default defineBilingualArea({
  stale: {
    live: {
      changed_by: [
        'Changed by %{name} — review their change before you save; what you typed is kept.',
        'Geändert von %{name} — bitte prüfen Sie die Änderung, bevor Sie speichern; Ihre Eingaben bleiben erhalten.',
      ],
      deleted_by: [
        'Deleted by %{name} — this record no longer exists, so it cannot be saved.',
        'Gelöscht von %{name} — dieser Datensatz existiert nicht mehr und kann nicht gespeichert werden.',
      ],
      platform: ['the platform', 'der Plattform'],
    },
    title: ['Changed meanwhile', 'Inzwischen geändert'],
    by: [
      '%{name} changed this record on %{when}, after you opened it.',
      '%{name} hat diesen Datensatz am %{when} geändert, nachdem Sie ihn geöffnet hatten.',
    ],
    unknown: [
      'Someone changed this record after you opened it.',
      'Jemand hat diesen Datensatz geändert, nachdem Sie ihn geöffnet hatten.',
    ],
    choose: [
      'Choose for each field which value to save. Nothing you typed is lost.',
      'Wählen Sie für jedes Feld, welcher Wert gespeichert wird. Ihre Eingaben gehen nicht verloren.',
    ],
    nothing_differs: [
      'Their change does not touch the values of this form: saving keeps yours.',
      'Die Änderung betrifft die Werte dieses Formulars nicht: Beim Speichern bleiben Ihre erhalten.',
    ],
    field: ['Field', 'Feld'],
    yours: ['Yours', 'Ihr Wert'],
    theirs_by: ['Theirs (changed by %{name} on %{when})', 'Gespeichert von %{name} (am %{when})'],
    theirs: ['Theirs (saved meanwhile)', 'Inzwischen gespeichert'],
    pick_yours: ['Yours: %{value}', 'Ihr Wert: %{value}'],
    pick_theirs: ['Theirs: %{value}', 'Gespeichert: %{value}'],
    empty: ['(empty)', '(leer)'],
    keep_mine: ['Keep all mine', 'Alle meine behalten'],
    take_theirs: ["Take all of the colleague's", 'Alle gespeicherten Werte übernehmen'],
    save: ['Save these values', 'Diese Werte speichern'],
    back: ['Back to the form', 'Zurück zum Formular'],
    look_again: ['Look again', 'Erneut ansehen'],
    delete_anyway: ['Delete anyway', 'Trotzdem löschen'],
    delete_question: [
      'Delete it as it is now, or look at it again first?',
      'So löschen, wie er jetzt ist, oder zuerst erneut ansehen?',
    ],
  },
});
