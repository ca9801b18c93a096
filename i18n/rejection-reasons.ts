import { defineBilingualArea } from './define';

/** The rejection reason screens (list, add, edit, delete) and the reason's choice, under `rejectionReasons.`. */
export default defineBilingualArea({
  rejectionReasons: {
    title: ['Rejection reasons', 'Ablehnungsgründe'],
    menu: ['Rejection reasons', 'Ablehnungsgründe'],
    search: ['Search by reason', 'Nach Grund suchen'],
    platform_wide: ['Platform-wide', 'Plattformweit'],
    platform_only: [
      'A platform-wide reason is changed by the platform’s administrators only',
      'Einen plattformweiten Grund ändern nur die Administratoren der Plattform',
    ],
    fields: {
      reason_name: ['Name in English', 'Name auf Englisch'],
      reason_name_de: ['Name in German', 'Name auf Deutsch'],
      company: ['Customer', 'Kunde'],
    },
    add: {
      title: ['Add rejection reason', 'Ablehnungsgrund hinzufügen'],
      platform_hint: [
        'A reason you add is platform-wide: every customer can use it.',
        'Ein Grund, den Sie hinzufügen, gilt plattformweit: Jeder Kunde kann ihn verwenden.',
      ],
      company_hint: [
        'A reason you add is your company’s own.',
        'Ein Grund, den Sie hinzufügen, gehört Ihrer Firma.',
      ],
    },
    edit: {
      title: ['Edit rejection reason', 'Ablehnungsgrund bearbeiten'],
      edited: ['Rejection reason edited successfully', 'Ablehnungsgrund erfolgreich bearbeitet'],
    },
    delete: {
      title: ['Delete rejection reason', 'Ablehnungsgrund löschen'],
    },
    choice: {
      label: ['Rejection reason', 'Ablehnungsgrund'],
      none: ['No reason', 'Kein Grund'],
      of_company: ['%{name} (%{company})', '%{name} (%{company})'],
      ask_title: ['Why was %{name} rejected?', 'Warum wurde %{name} abgelehnt?'],
      ask_required: [
        'This customer requires a reason to reject a candidate.',
        'Dieser Kunde verlangt einen Grund, um Kandidaten abzulehnen.',
      ],
      reject: ['Reject', 'Ablehnen'],
      bulk_hint: [
        'Candidates of customers that require a reason are not rejected without one.',
        'Kandidaten von Kunden, die einen Grund verlangen, werden ohne Grund nicht abgelehnt.',
      ],
    },
  },
});
