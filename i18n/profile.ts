import { defineBilingualArea } from './define';

/** My profile and its edit form, under `profile.`. */
export default defineBilingualArea({
  profile: {
    title: ['My profile', 'Mein Profil'],
    fields: {
      role: ['Role', 'Rolle'],
      company: ['Company', 'Firma'],
      full_name: ['Full name', 'Vollständiger Name'],
      email: ['Email', 'E-Mail'],
    },
    edit_link: ['Edit profile', 'Profil bearbeiten'],
    edit: {
      title: ['Edit profile', 'Profil bearbeiten'],
      new_password: ['New password', 'Neues Passwort'],
      confirm_password: ['Confirm password', 'Passwort bestätigen'],
      current_password: ['Current password', 'Aktuelles Passwort'],
      password_hint: ['Leave empty to keep your password.', 'Leer lassen, um Ihr Passwort zu behalten.'],
      current_password_hint: [
        'Needed to change your email or password.',
        'Erforderlich, um E-Mail-Adresse oder Passwort zu ändern.',
      ],
    },
    updated: ['Profile Updated successfully', 'Profil erfolgreich aktualisiert'],
  },
});
