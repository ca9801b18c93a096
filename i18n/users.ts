import { defineBilingualArea } from './define';

/** The user screens (lists, add, view, edit, delete), under `users.`. */
export default defineBilingualArea({
  users: {
    title: ['Users', 'Benutzer'],
    search: ['Search by name, email, company or role', 'Nach Name, E-Mail, Firma oder Rolle suchen'],
    fields: {
      full_name: ['Full name', 'Vollständiger Name'],
      email: ['Email', 'E-Mail'],
      role: ['Role', 'Rolle'],
      company: ['Company', 'Firma'],
      customer: ['Customer', 'Kunde'],
      status: ['Status', 'Status'],
      password: ['Password', 'Passwort'],
      confirm_password: ['Confirm password', 'Passwort bestätigen'],
      new_password: ['New password', 'Neues Passwort'],
    },
    roles: {
      SubAdmin: ['Administrator', 'Administrator'],
      CustomerAdmin: ['Customer Admin', 'Kunden-Admin'],
      StaffAdmin: ['Staff Admin', 'Mitarbeiter-Admin'],
    },
    statuses: {
      Approved: ['Approved', 'Freigegeben'],
      Rejected: ['Rejected', 'Abgelehnt'],
      Pending: ['Pending', 'Ausstehend'],
    },
    add: {
      title: ['Add user', 'Benutzer hinzufügen'],
      administration: [
        'Administrators always belong to the administration company.',
        'Administratoren gehören immer zur Administrationsfirma.',
      ],
    },
    view: {
      title: ['User details', 'Benutzerdetails'],
    },
    edit: {
      title: ['Edit user', 'Benutzer bearbeiten'],
      password_hint: [
        'Leave both password fields empty to keep the current password.',
        'Lassen Sie beide Passwortfelder leer, um das bisherige Passwort zu behalten.',
      ],
    },
    delete: {
      title: ['Delete user', 'Benutzer löschen'],
    },
    company_list: {
      title: ['Users List', 'Benutzerliste'],
    },
  },
});
