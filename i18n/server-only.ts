import { defineBilingualArea } from './define';

/**
 * What only the API says: the mails it sends and the answers to erasures, whose text the app shows as the
 * server words it. Kept apart from the API's other messages (api.ts), which the app's catalog holds too, so
 * that they are not in the app's first load.
 */
export default defineBilingualArea({
  mail: {
    reset_subject: ['Reset your %{product} password', 'Setzen Sie Ihr %{product}-Passwort zurück'],
    reset_body: [
      'Hello %{name},\n\nsomeone asked to reset the password of your %{product} account. Open this link within %{minutes} minutes to choose a new password:\n\n%{link}\n\nIf you did not ask for this, you can ignore this mail: your password stays as it is.',
      'Hallo %{name},\n\njemand hat angefordert, das Passwort Ihres %{product}-Kontos zurückzusetzen. Öffnen Sie diesen Link innerhalb von %{minutes} Minuten, um ein neues Passwort zu wählen:\n\n%{link}\n\nWenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
    ],
  },
  erasure: {
    candidate_erased: [
      'Candidate deleted: their personal data has been erased.',
      'Kandidat gelöscht: Die personenbezogenen Daten wurden gelöscht.',
    ],
    candidates_erased: [
      '%{smart_count} candidate deleted and their personal data erased |||| %{smart_count} candidates deleted and their personal data erased',
      '%{smart_count} Kandidat gelöscht und die personenbezogenen Daten gelöscht |||| %{smart_count} Kandidaten gelöscht und ihre personenbezogenen Daten gelöscht',
    ],
  },
});
