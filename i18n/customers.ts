import { defineArea } from './define';

/** The customer screens (lists, add, edit, delete, details), under `customers.`. */
export default defineArea({
  english: {
    customers: {
      title: 'Customers',
      search: 'Search by name, email or folder',
      fields: {
        logo: 'Logo',
        company_name: 'Customer name',
        company_email: 'Email',
        folder_name: 'Folder name',
        folder_id: 'Folder ID',
      },
      add: {
        title: 'Add customer',
        added: 'Customer added successfully',
      },
      edit: {
        title: 'Edit customer',
      },
      details: {
        title: 'Customer details',
        users: 'Users',
      },
      delete: {
        title: 'Delete customer',
      },
    },
  },
  german: {
    customers: {
      title: 'Kunden',
      search: 'Nach Name, E-Mail oder Ordner suchen',
      fields: {
        logo: 'Logo',
        company_name: 'Kundenname',
        company_email: 'E-Mail',
        folder_name: 'Ordnername',
        folder_id: 'Ordner-ID',
      },
      add: {
        title: 'Kunde hinzufügen',
        added: 'Kunde erfolgreich hinzugefügt',
      },
      edit: {
        title: 'Kunde bearbeiten',
      },
      details: {
        title: 'Kundendetails',
        users: 'Benutzer',
      },
      delete: {
        title: 'Kunde löschen',
      },
    },
  },
});
