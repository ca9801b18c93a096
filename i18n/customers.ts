import { defineBilingualArea } from './define';

/** The customer screens (lists, add, edit, delete, details), under `customers.`. */
export default defineBilingualArea({
  customers: {
    title: ['Customers', 'Kunden'],
    search: ['Search by name, email or folder', 'Nach Name, E-Mail oder Ordner suchen'],
    fields: {
      logo: ['Logo', 'Logo'],
      company_name: ['Customer name', 'Kundenname'],
      company_email: ['Email', 'E-Mail'],
      folder_name: ['Folder name', 'Ordnername'],
      folder_id: ['Folder ID', 'Ordner-ID'],
      rejection_reason_required: ['A rejection needs a reason', 'Eine Ablehnung braucht einen Grund'],
    },
    add: {
      title: ['Add customer', 'Kunde hinzufügen'],
      added: ['Customer added successfully', 'Kunde erfolgreich hinzugefügt'],
    },
    edit: {
      title: ['Edit customer', 'Kunde bearbeiten'],
    },
    details: {
      title: ['Customer details', 'Kundendetails'],
      users: ['Users', 'Benutzer'],
    },
    delete: {
      title: ['Delete customer', 'Kunde löschen'],
    },
  },
});
