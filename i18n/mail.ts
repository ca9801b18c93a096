import { defineBilingualArea } from './define';

/**
 * The mails the API sends. The server's alone: kept apart from the API's answers (api.ts), which the app's
 * catalog holds too, so that their long texts are not in the app's first load.
 */
export default defineBilingualArea({
  mail: {
    reset_subject: ['Reset your %{product} password', 'Setzen Sie Ihr %{product}-Passwort zurück'],
    reset_body: [
      'Hello %{name},\n\nsomeone asked to reset the password of your %{product} account. Open this link within %{minutes} minutes to choose a new password:\n\n%{link}\n\nIf you did not ask for this, you can ignore this mail: your password stays as it is.',
      'Hallo %{name},\n\njemand hat angefordert, das Passwort Ihres %{product}-Kontos zurückzusetzen. Öffnen Sie diesen Link innerhalb von %{minutes} Minuten, um ein neues Passwort zu wählen:\n\n%{link}\n\nWenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
    ],
  },
});
