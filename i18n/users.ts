import { defineArea } from './define';

/** The user screens (lists, add, view, edit, delete), under `users.`. */
export default defineArea({
  english: {
    users: {
      title: 'Users',
      search: 'Search by name, email, company or role',
      fields: {
        full_name: 'Full name',
        email: 'Email',
        role: 'Role',
        company: 'Company',
        customer: 'Customer',
        status: 'Status',
        password: 'Password',
        confirm_password: 'Confirm password',
        new_password: 'New password',
      },
      roles: {
        SubAdmin: 'Administrator',
        CustomerAdmin: 'Customer Admin',
        StaffAdmin: 'Staff Admin',
      },
      statuses: {
        Approved: 'Approved',
        Rejected: 'Rejected',
        Pending: 'Pending',
      },
      add: {
        title: 'Add user',
        administration: 'Administrators always belong to the administration company.',
      },
      view: {
        title: 'User details',
      },
      edit: {
        title: 'Edit user',
        password_hint: 'Leave both password fields empty to keep the current password.',
      },
      delete: {
        title: 'Delete user',
      },
      company_list: {
        title: 'Users List',
      },
    },
  },
  german: {
    users: {
      title: 'Benutzer',
      search: 'Nach Name, E-Mail, Firma oder Rolle suchen',
      fields: {
        full_name: 'Vollständiger Name',
        email: 'E-Mail',
        role: 'Rolle',
        company: 'Firma',
        customer: 'Kunde',
        status: 'Status',
        password: 'Passwort',
        confirm_password: 'Passwort bestätigen',
        new_password: 'Neues Passwort',
      },
      roles: {
        SubAdmin: 'Administrator',
        CustomerAdmin: 'Kunden-Admin',
        StaffAdmin: 'Mitarbeiter-Admin',
      },
      statuses: {
        Approved: 'Freigegeben',
        Rejected: 'Abgelehnt',
        Pending: 'Ausstehend',
      },
      add: {
        title: 'Benutzer hinzufügen',
        administration: 'Administratoren gehören immer zur Administrationsfirma.',
      },
      view: {
        title: 'Benutzerdetails',
      },
      edit: {
        title: 'Benutzer bearbeiten',
        password_hint: 'Lassen Sie beide Passwortfelder leer, um das bisherige Passwort zu behalten.',
      },
      delete: {
        title: 'Benutzer löschen',
      },
      company_list: {
        title: 'Benutzerliste',
      },
    },
  },
});
