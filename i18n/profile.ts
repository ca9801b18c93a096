import { defineArea } from './define';

/** My profile and its edit form, under `profile.`. */
export default defineArea({
  english: {
    profile: {
      title: 'My profile',
      fields: {
        role: 'Role',
        company: 'Company',
        full_name: 'Full name',
        email: 'Email',
      },
      edit_link: 'Edit profile',
      edit: {
        title: 'Edit profile',
        new_password: 'New password',
        confirm_password: 'Confirm password',
        current_password: 'Current password',
        password_hint: 'Leave empty to keep your password.',
        current_password_hint: 'Needed to change your email or password.',
      },
      updated: 'Profile Updated successfully',
    },
  },
  german: {
    profile: {
      title: 'Mein Profil',
      fields: {
        role: 'Rolle',
        company: 'Firma',
        full_name: 'Vollständiger Name',
        email: 'E-Mail',
      },
      edit_link: 'Profil bearbeiten',
      edit: {
        title: 'Profil bearbeiten',
        new_password: 'Neues Passwort',
        confirm_password: 'Passwort bestätigen',
        current_password: 'Aktuelles Passwort',
        password_hint: 'Leer lassen, um Ihr Passwort zu behalten.',
        current_password_hint: 'Erforderlich, um E-Mail-Adresse oder Passwort zu ändern.',
      },
      updated: 'Profil erfolgreich aktualisiert',
    },
  },
});
