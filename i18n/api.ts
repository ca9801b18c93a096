import { defineArea } from './define';

/** What the platform API answers (spec section 8), and the mails it sends. */
export default defineArea({
  english: {
    invalid_credentials: 'Invalid Credentials!',
    login_email_invalid: 'The entered email is invalid!',
    unauthorized: 'Your session has ended. Please sign in again.',
    forbidden: 'You are not allowed to do this.',
    not_found: 'This record does not exist or is not visible to you.',
    email_taken: 'A user with this email already exists.',
    customer_not_deletable:
      'Customer cannot be deleted as it has users and vacancies in the application. Delete them first to delete a customer.',
    administration_protected: 'The administration company cannot be deleted.',
    role_not_allowed: 'This role cannot be given to a user of this customer.',
    own_account_locked: 'You cannot change your own role or status, or delete yourself.',
    file_too_large: 'The file is too large: at most %{max} MiB is allowed.',
    too_many_files: 'The form has too many files: at most %{max} are allowed.',
    too_many_fields: 'The form has too many fields: at most %{max} are allowed.',
    too_many_parts: 'The form has too many parts: at most %{max} are allowed.',
    field_too_long: 'A field is too long: at most %{max} KiB is allowed per field.',
    image_too_many_pixels:
      'The image has too many pixels: at most %{max} million (width × height × frames) are allowed.',
    image_unreadable: 'The image could not be read in full: it is damaged or incomplete.',
    too_many_requests: 'Too many attempts. Please wait a minute and try again.',
    malformed_request: 'The request could not be read.',
    server_error: 'Something went wrong on our side. Please try again.',
    unavailable: 'The service is briefly unavailable. Please try again in a moment.',
    too_many_downloads: 'Too many downloads are under way right now. Please try again in a moment.',
    account_throttled:
      'Too many failed attempts for this account. Please try again in %{smart_count} minute. |||| Too many failed attempts for this account. Please try again in %{smart_count} minutes.',
    request_too_large: 'The request is too large.',
    media_link_invalid:
      'This link to a file has expired or is not valid. Please reload the page to get a new one.',
    request_timeout: 'The request did not arrive in time. Please try again.',
    changed_meanwhile:
      'This record, or one it refers to, was changed or deleted meanwhile. Please reload and try again.',
    busy_try_again: 'Another change to the same records got in the way; nothing was saved. Please try again.',
    changed_by_other:
      '%{name} changed this record after you opened it, so nothing was saved. Review their change and save again.',
    changed_since_read:
      'This record was changed after you opened it, so nothing was saved. Review the change and save again.',
    if_match_malformed: 'The If-Match header is not a list of entity tags (such as "3") or *.',
    signed_out: 'You are signed out.',
    reset_link_sent: 'If an account exists for this email, we have sent a link to reset the password.',
    reset_link_invalid: 'This password reset link is invalid or has expired. Please request a new one.',
    password_reset_done: 'Your password has been reset. You can sign in now.',
    user_added: 'User added successfully',
    user_updated: 'User Updated successfully',
    user_deleted: 'User deleted successfully',
    company_added: 'company added successfully',
    customer_edited: 'Customer edited successfully',
    customer_deleted: 'Customer deleted successfully',
    vacancy_added: 'Vacancy added successfully',
    vacancy_updated: 'Vacancy updated successfully',
    vacancy_deleted: 'Vacancy deleted Successfully!',
    package_added: 'Package added successfully',
    package_updated: 'Package updated successfully',
    package_deleted: 'Package deleted successfully',
    package_name_taken: 'A package with this name already exists.',
    package_in_use:
      'The package cannot be deleted as vacancies have booked it. Remove it from those vacancies first to delete it.',
    candidate_updated: 'candidate updated successfully',
    candidates_updated: '%{smart_count} candidate updated |||| %{smart_count} candidates updated',
    vacancies_updated: '%{smart_count} vacancy updated |||| %{smart_count} vacancies updated',
    vacancies_deleted: '%{smart_count} vacancy deleted |||| %{smart_count} vacancies deleted',
    packages_deleted: '%{smart_count} package deleted |||| %{smart_count} packages deleted',
    bulk_too_many_matching:
      'More than %{max} records match the list: please narrow it with the search or filters, then try again.',
    bulk_too_often:
      'Too many changes to many records in a short time. Please wait %{smart_count} second and try again. |||| Too many changes to many records in a short time. Please wait %{smart_count} seconds and try again.',
    bulk_running:
      'Your previous change to many records is still running. Please wait until it has finished, then try again.',
    bulk_partly_done:
      'Before this failure, %{smart_count} record had already been saved and stays so; the others were left as they were. Repeat the action to do the rest. |||| Before this failure, %{smart_count} records had already been saved and stay so; the others were left as they were. Repeat the action to do the rest.',
    note_added: 'Note added',
    note_updated: 'Note updated',
    note_deleted: 'Note deleted',
    note_edit_forbidden: 'Only the author of a note may edit it.',
    note_delete_forbidden: 'Only the author of a note or an administrator may delete it.',
    reset_mail_subject: 'Reset your %{product} password',
    reset_mail_body:
      'Hello %{name},\n\nsomeone asked to reset the password of your %{product} account. Open this link within %{minutes} minutes to choose a new password:\n\n%{link}\n\nIf you did not ask for this, you can ignore this mail: your password stays as it is.',
  },
  german: {
    invalid_credentials: 'Ungültige Anmeldedaten!',
    login_email_invalid: 'Die eingegebene E-Mail ist ungültig!',
    unauthorized: 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
    forbidden: 'Dazu sind Sie nicht berechtigt.',
    not_found: 'Dieser Datensatz existiert nicht oder ist für Sie nicht sichtbar.',
    email_taken: 'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.',
    customer_not_deletable:
      'Der Kunde kann nicht gelöscht werden, da er Benutzer und Stellen in der Anwendung hat. Löschen Sie diese zuerst, um den Kunden zu löschen.',
    administration_protected: 'Die Administrationsfirma kann nicht gelöscht werden.',
    role_not_allowed: 'Diese Rolle kann einem Benutzer dieses Kunden nicht gegeben werden.',
    own_account_locked:
      'Sie können Ihre eigene Rolle oder Ihren Status nicht ändern und sich nicht selbst löschen.',
    file_too_large: 'Die Datei ist zu groß: höchstens %{max} MiB sind erlaubt.',
    too_many_files: 'Das Formular hat zu viele Dateien: höchstens %{max} sind erlaubt.',
    too_many_fields: 'Das Formular hat zu viele Felder: höchstens %{max} sind erlaubt.',
    too_many_parts: 'Das Formular hat zu viele Teile: höchstens %{max} sind erlaubt.',
    field_too_long: 'Ein Feld ist zu lang: höchstens %{max} KiB pro Feld sind erlaubt.',
    image_too_many_pixels:
      'Das Bild hat zu viele Pixel: höchstens %{max} Millionen (Breite × Höhe × Einzelbilder) sind erlaubt.',
    image_unreadable:
      'Das Bild konnte nicht vollständig gelesen werden: Es ist beschädigt oder unvollständig.',
    too_many_requests: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
    malformed_request: 'Die Anfrage konnte nicht gelesen werden.',
    server_error: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
    unavailable: 'Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es gleich erneut.',
    too_many_downloads: 'Gerade laufen zu viele Downloads. Bitte versuchen Sie es gleich erneut.',
    account_throttled:
      'Zu viele fehlgeschlagene Versuche für dieses Konto. Bitte versuchen Sie es in %{smart_count} Minute erneut. |||| Zu viele fehlgeschlagene Versuche für dieses Konto. Bitte versuchen Sie es in %{smart_count} Minuten erneut.',
    request_too_large: 'Die Anfrage ist zu groß.',
    media_link_invalid:
      'Dieser Link zu einer Datei ist abgelaufen oder ungültig. Bitte laden Sie die Seite neu, um einen neuen zu erhalten.',
    request_timeout: 'Die Anfrage ist nicht rechtzeitig angekommen. Bitte versuchen Sie es erneut.',
    changed_meanwhile:
      'Dieser Datensatz oder einer, auf den er verweist, wurde inzwischen geändert oder gelöscht. Bitte laden Sie neu und versuchen Sie es erneut.',
    busy_try_again:
      'Eine andere Änderung an denselben Datensätzen kam dazwischen; nichts wurde gespeichert. Bitte versuchen Sie es erneut.',
    changed_by_other:
      '%{name} hat diesen Datensatz geändert, nachdem Sie ihn geöffnet haben; nichts wurde gespeichert. Bitte prüfen Sie die Änderung und speichern Sie erneut.',
    changed_since_read:
      'Dieser Datensatz wurde geändert, nachdem Sie ihn geöffnet haben; nichts wurde gespeichert. Bitte prüfen Sie die Änderung und speichern Sie erneut.',
    if_match_malformed: 'Der If-Match-Header ist keine Liste von Entity-Tags (etwa "3") und nicht *.',
    signed_out: 'Sie sind abgemeldet.',
    reset_link_sent:
      'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
    reset_link_invalid:
      'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    password_reset_done: 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
    user_added: 'Benutzer erfolgreich hinzugefügt',
    user_updated: 'Benutzer erfolgreich aktualisiert',
    user_deleted: 'Benutzer erfolgreich gelöscht',
    company_added: 'Firma erfolgreich hinzugefügt',
    customer_edited: 'Kunde erfolgreich bearbeitet',
    customer_deleted: 'Kunde erfolgreich gelöscht',
    vacancy_added: 'Stelle erfolgreich hinzugefügt',
    vacancy_updated: 'Stelle erfolgreich aktualisiert',
    vacancy_deleted: 'Stelle erfolgreich gelöscht!',
    package_added: 'Paket erfolgreich hinzugefügt',
    package_updated: 'Paket erfolgreich aktualisiert',
    package_deleted: 'Paket erfolgreich gelöscht',
    package_name_taken: 'Ein Paket mit diesem Namen existiert bereits.',
    package_in_use:
      'Das Paket kann nicht gelöscht werden, da Stellen es gebucht haben. Entfernen Sie es zuerst aus diesen Stellen, um es zu löschen.',
    candidate_updated: 'Kandidat erfolgreich aktualisiert',
    candidates_updated: '%{smart_count} Kandidat aktualisiert |||| %{smart_count} Kandidaten aktualisiert',
    vacancies_updated: '%{smart_count} Stelle aktualisiert |||| %{smart_count} Stellen aktualisiert',
    vacancies_deleted: '%{smart_count} Stelle gelöscht |||| %{smart_count} Stellen gelöscht',
    packages_deleted: '%{smart_count} Paket gelöscht |||| %{smart_count} Pakete gelöscht',
    bulk_too_many_matching:
      'Mehr als %{max} Datensätze passen zur Liste: Bitte grenzen Sie sie mit der Suche oder den Filtern ein und versuchen Sie es erneut.',
    bulk_too_often:
      'Zu viele Änderungen an vielen Datensätzen in kurzer Zeit. Bitte warten Sie %{smart_count} Sekunde und versuchen Sie es erneut. |||| Zu viele Änderungen an vielen Datensätzen in kurzer Zeit. Bitte warten Sie %{smart_count} Sekunden und versuchen Sie es erneut.',
    bulk_running:
      'Ihre vorige Änderung an vielen Datensätzen läuft noch. Bitte warten Sie, bis sie abgeschlossen ist, und versuchen Sie es dann erneut.',
    bulk_partly_done:
      'Vor diesem Fehler war %{smart_count} Datensatz bereits gespeichert und bleibt es; die übrigen blieben unverändert. Wiederholen Sie die Aktion für den Rest. |||| Vor diesem Fehler waren %{smart_count} Datensätze bereits gespeichert und bleiben es; die übrigen blieben unverändert. Wiederholen Sie die Aktion für den Rest.',
    note_added: 'Notiz hinzugefügt',
    note_updated: 'Notiz aktualisiert',
    note_deleted: 'Notiz gelöscht',
    note_edit_forbidden: 'Nur wer eine Notiz geschrieben hat, darf sie bearbeiten.',
    note_delete_forbidden: 'Nur wer eine Notiz geschrieben hat, oder ein Administrator darf sie löschen.',
    reset_mail_subject: 'Setzen Sie Ihr %{product}-Passwort zurück',
    reset_mail_body:
      'Hallo %{name},\n\njemand hat angefordert, das Passwort Ihres %{product}-Kontos zurückzusetzen. Öffnen Sie diesen Link innerhalb von %{minutes} Minuten, um ein neues Passwort zu wählen:\n\n%{link}\n\nWenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
  },
});
