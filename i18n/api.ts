import { defineBilingualArea } from './define';

/** What the platform API answers (spec section 8); the mails it sends are in mail.ts. */
export default defineBilingualArea({
  invalid_credentials: ['Invalid Credentials!', 'Ungültige Anmeldedaten!'],
  login_email_invalid: ['The entered email is invalid!', 'Die eingegebene E-Mail ist ungültig!'],
  unauthorized: [
    'Your session has ended. Please sign in again.',
    'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.',
  ],
  forbidden: ['You are not allowed to do this.', 'Dazu sind Sie nicht berechtigt.'],
  not_found: [
    'This record does not exist or is not visible to you.',
    'Dieser Datensatz existiert nicht oder ist für Sie nicht sichtbar.',
  ],
  email_taken: [
    'A user with this email already exists.',
    'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits.',
  ],
  customer_not_deletable: [
    'Customer cannot be deleted as it has users and vacancies in the application. Delete them first to delete a customer.',
    'Der Kunde kann nicht gelöscht werden, da er Benutzer und Stellen in der Anwendung hat. Löschen Sie diese zuerst, um den Kunden zu löschen.',
  ],
  administration_protected: [
    'The administration company cannot be deleted.',
    'Die Administrationsfirma kann nicht gelöscht werden.',
  ],
  role_not_allowed: [
    'This role cannot be given to a user of this customer.',
    'Diese Rolle kann einem Benutzer dieses Kunden nicht gegeben werden.',
  ],
  own_account_locked: [
    'You cannot change your own role or status, or delete yourself.',
    'Sie können Ihre eigene Rolle oder Ihren Status nicht ändern und sich nicht selbst löschen.',
  ],
  file_too_large: [
    'The file is too large: at most %{max} MiB is allowed.',
    'Die Datei ist zu groß: höchstens %{max} MiB sind erlaubt.',
  ],
  too_many_files: [
    'The form has too many files: at most %{max} are allowed.',
    'Das Formular hat zu viele Dateien: höchstens %{max} sind erlaubt.',
  ],
  too_many_fields: [
    'The form has too many fields: at most %{max} are allowed.',
    'Das Formular hat zu viele Felder: höchstens %{max} sind erlaubt.',
  ],
  too_many_parts: [
    'The form has too many parts: at most %{max} are allowed.',
    'Das Formular hat zu viele Teile: höchstens %{max} sind erlaubt.',
  ],
  field_too_long: [
    'A field is too long: at most %{max} KiB is allowed per field.',
    'Ein Feld ist zu lang: höchstens %{max} KiB pro Feld sind erlaubt.',
  ],
  image_too_many_pixels: [
    'The image has too many pixels: at most %{max} million (width × height × frames) are allowed.',
    'Das Bild hat zu viele Pixel: höchstens %{max} Millionen (Breite × Höhe × Einzelbilder) sind erlaubt.',
  ],
  image_unreadable: [
    'The image could not be read in full: it is damaged or incomplete.',
    'Das Bild konnte nicht vollständig gelesen werden: Es ist beschädigt oder unvollständig.',
  ],
  too_many_requests: [
    'Too many attempts. Please wait a minute and try again.',
    'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  ],
  malformed_request: ['The request could not be read.', 'Die Anfrage konnte nicht gelesen werden.'],
  unstorable_text: [
    'A text contains a character that cannot be stored: a NUL character or a broken Unicode sequence.',
    'Ein Text enthält ein Zeichen, das sich nicht speichern lässt: ein NUL-Zeichen oder eine fehlerhafte Unicode-Folge.',
  ],
  server_error: [
    'Something went wrong on our side. Please try again.',
    'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  ],
  unavailable: [
    'The service is briefly unavailable. Please try again in a moment.',
    'Der Dienst ist kurz nicht erreichbar. Bitte versuchen Sie es gleich erneut.',
  ],
  too_many_downloads: [
    'Too many downloads are under way right now. Please try again in a moment.',
    'Gerade laufen zu viele Downloads. Bitte versuchen Sie es gleich erneut.',
  ],
  too_many_event_streams: [
    'Too many live-update connections are open for your account. Close some tabs of this app; this one shows changes again when it reconnects.',
    'Für Ihr Konto sind zu viele Live-Verbindungen offen. Schließen Sie einige Tabs dieser App; dieser zeigt Änderungen wieder, sobald er sich neu verbindet.',
  ],
  account_throttled: [
    'Too many failed attempts for this account. Please try again in %{smart_count} minute. |||| Too many failed attempts for this account. Please try again in %{smart_count} minutes.',
    'Zu viele fehlgeschlagene Versuche für dieses Konto. Bitte versuchen Sie es in %{smart_count} Minute erneut. |||| Zu viele fehlgeschlagene Versuche für dieses Konto. Bitte versuchen Sie es in %{smart_count} Minuten erneut.',
  ],
  request_too_large: ['The request is too large.', 'Die Anfrage ist zu groß.'],
  media_link_invalid: [
    'This link to a file has expired or is not valid. Please reload the page to get a new one.',
    'Dieser Link zu einer Datei ist abgelaufen oder ungültig. Bitte laden Sie die Seite neu, um einen neuen zu erhalten.',
  ],
  request_timeout: [
    'The request did not arrive in time. Please try again.',
    'Die Anfrage ist nicht rechtzeitig angekommen. Bitte versuchen Sie es erneut.',
  ],
  changed_meanwhile: [
    'This record, or one it refers to, was changed or deleted meanwhile. Please reload and try again.',
    'Dieser Datensatz oder einer, auf den er verweist, wurde inzwischen geändert oder gelöscht. Bitte laden Sie neu und versuchen Sie es erneut.',
  ],
  busy_try_again: [
    'Another change to the same records got in the way; nothing was saved. Please try again.',
    'Eine andere Änderung an denselben Datensätzen kam dazwischen; nichts wurde gespeichert. Bitte versuchen Sie es erneut.',
  ],
  changed_by_other: [
    '%{name} changed this record after you opened it, so nothing was saved. Review their change and save again.',
    '%{name} hat diesen Datensatz geändert, nachdem Sie ihn geöffnet haben; nichts wurde gespeichert. Bitte prüfen Sie die Änderung und speichern Sie erneut.',
  ],
  changed_since_read: [
    'This record was changed after you opened it, so nothing was saved. Review the change and save again.',
    'Dieser Datensatz wurde geändert, nachdem Sie ihn geöffnet haben; nichts wurde gespeichert. Bitte prüfen Sie die Änderung und speichern Sie erneut.',
  ],
  if_match_malformed: [
    'The If-Match header is not a list of entity tags (such as "3") or *.',
    'Der If-Match-Header ist keine Liste von Entity-Tags (etwa "3") und nicht *.',
  ],
  signed_out: ['You are signed out.', 'Sie sind abgemeldet.'],
  reset_link_sent: [
    'If an account exists for this email, we have sent a link to reset the password.',
    'Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir einen Link zum Zurücksetzen des Passworts gesendet.',
  ],
  reset_link_invalid: [
    'This password reset link is invalid or has expired. Please request a new one.',
    'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  ],
  password_reset_done: [
    'Your password has been reset. You can sign in now.',
    'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
  ],
  user_added: ['User added successfully', 'Benutzer erfolgreich hinzugefügt'],
  user_updated: ['User Updated successfully', 'Benutzer erfolgreich aktualisiert'],
  user_deleted: ['User deleted successfully', 'Benutzer erfolgreich gelöscht'],
  company_added: ['company added successfully', 'Firma erfolgreich hinzugefügt'],
  customer_edited: ['Customer edited successfully', 'Kunde erfolgreich bearbeitet'],
  customer_deleted: ['Customer deleted successfully', 'Kunde erfolgreich gelöscht'],
  vacancy_added: ['Vacancy added successfully', 'Stelle erfolgreich hinzugefügt'],
  vacancy_updated: ['Vacancy updated successfully', 'Stelle erfolgreich aktualisiert'],
  vacancy_deleted: ['Vacancy deleted Successfully!', 'Stelle erfolgreich gelöscht!'],
  package_added: ['Package added successfully', 'Paket erfolgreich hinzugefügt'],
  package_updated: ['Package updated successfully', 'Paket erfolgreich aktualisiert'],
  package_deleted: ['Package deleted successfully', 'Paket erfolgreich gelöscht'],
  package_name_taken: [
    'A package with this name already exists.',
    'Ein Paket mit diesem Namen existiert bereits.',
  ],
  package_in_use: [
    'The package cannot be deleted as vacancies have booked it. Remove it from those vacancies first to delete it.',
    'Das Paket kann nicht gelöscht werden, da Stellen es gebucht haben. Entfernen Sie es zuerst aus diesen Stellen, um es zu löschen.',
  ],
  rejection_reason_added: ['Rejection reason added successfully', 'Ablehnungsgrund erfolgreich hinzugefügt'],
  rejection_reason_updated: [
    'Rejection reason updated successfully',
    'Ablehnungsgrund erfolgreich aktualisiert',
  ],
  rejection_reason_deleted: ['Rejection reason deleted successfully', 'Ablehnungsgrund erfolgreich gelöscht'],
  rejection_reason_taken: [
    'A rejection reason with this name already exists.',
    'Ein Ablehnungsgrund mit diesem Namen existiert bereits.',
  ],
  rejection_reason_in_use: [
    'The rejection reason cannot be deleted as candidates were rejected for it. Give those candidates another reason first to delete it.',
    'Der Ablehnungsgrund kann nicht gelöscht werden, da Kandidaten mit ihm abgelehnt wurden. Geben Sie diesen Kandidaten zuerst einen anderen Grund, um ihn zu löschen.',
  ],
  candidate_updated: ['candidate updated successfully', 'Kandidat erfolgreich aktualisiert'],
  candidates_updated: [
    '%{smart_count} candidate updated |||| %{smart_count} candidates updated',
    '%{smart_count} Kandidat aktualisiert |||| %{smart_count} Kandidaten aktualisiert',
  ],
  vacancies_updated: [
    '%{smart_count} vacancy updated |||| %{smart_count} vacancies updated',
    '%{smart_count} Stelle aktualisiert |||| %{smart_count} Stellen aktualisiert',
  ],
  vacancies_deleted: [
    '%{smart_count} vacancy deleted |||| %{smart_count} vacancies deleted',
    '%{smart_count} Stelle gelöscht |||| %{smart_count} Stellen gelöscht',
  ],
  packages_deleted: [
    '%{smart_count} package deleted |||| %{smart_count} packages deleted',
    '%{smart_count} Paket gelöscht |||| %{smart_count} Pakete gelöscht',
  ],
  bulk_too_many_matching: [
    'More than %{max} records match the list: please narrow it with the search or filters, then try again.',
    'Mehr als %{max} Datensätze passen zur Liste: Bitte grenzen Sie sie mit der Suche oder den Filtern ein und versuchen Sie es erneut.',
  ],
  bulk_too_often: [
    'Too many changes to many records in a short time. Please wait %{smart_count} second and try again. |||| Too many changes to many records in a short time. Please wait %{smart_count} seconds and try again.',
    'Zu viele Änderungen an vielen Datensätzen in kurzer Zeit. Bitte warten Sie %{smart_count} Sekunde und versuchen Sie es erneut. |||| Zu viele Änderungen an vielen Datensätzen in kurzer Zeit. Bitte warten Sie %{smart_count} Sekunden und versuchen Sie es erneut.',
  ],
  bulk_running: [
    'Your previous change to many records is still running. Please wait until it has finished, then try again.',
    'Ihre vorige Änderung an vielen Datensätzen läuft noch. Bitte warten Sie, bis sie abgeschlossen ist, und versuchen Sie es dann erneut.',
  ],
  bulk_partly_done: [
    'Before this failure, %{smart_count} record had already been saved and stays so; the others were left as they were. Repeat the action to do the rest. |||| Before this failure, %{smart_count} records had already been saved and stay so; the others were left as they were. Repeat the action to do the rest.',
    'Vor diesem Fehler war %{smart_count} Datensatz bereits gespeichert und bleibt es; die übrigen blieben unverändert. Wiederholen Sie die Aktion für den Rest. |||| Vor diesem Fehler waren %{smart_count} Datensätze bereits gespeichert und bleiben es; die übrigen blieben unverändert. Wiederholen Sie die Aktion für den Rest.',
  ],
  mail_requeued: ['The mail will be sent again', 'Die E-Mail wird erneut gesendet'],
  template_added: ['Template added', 'Vorlage hinzugefügt'],
  template_updated: ['Template updated', 'Vorlage aktualisiert'],
  template_deleted: ['Template deleted', 'Vorlage gelöscht'],
  template_platform_only: [
    "Only an administrator can change the platform's templates.",
    'Nur ein Administrator kann die Vorlagen der Plattform ändern.',
  ],
  candidate_mail_sent: ['The mail is on its way', 'Die E-Mail ist unterwegs'],
  candidate_mails_queued: [
    '%{smart_count} mail is on its way |||| %{smart_count} mails are on their way',
    '%{smart_count} E-Mail ist unterwegs |||| %{smart_count} E-Mails sind unterwegs',
  ],
  template_other_company: ['The template is another customer’s.', 'Die Vorlage gehört einem anderen Kunden.'],
  automation_added: ['Automatic mail added', 'Automatische E-Mail hinzugefügt'],
  automation_deleted: ['Automatic mail removed', 'Automatische E-Mail entfernt'],
  automation_taken: [
    'There is already an automatic mail for this status here.',
    'Für diesen Status gibt es hier bereits eine automatische E-Mail.',
  ],
  mail_not_failed: [
    'Only a mail that failed can be sent again.',
    'Nur eine fehlgeschlagene E-Mail kann erneut gesendet werden.',
  ],
  interview_scheduled: ['Interview scheduled', 'Vorstellungsgespräch geplant'],
  interview_updated: ['Interview updated', 'Vorstellungsgespräch aktualisiert'],
  interview_cancelled: ['Interview cancelled', 'Vorstellungsgespräch abgesagt'],
  scorecard_submitted: ['Scorecard submitted', 'Bewertung abgegeben'],
  scorecard_not_interviewer: [
    'Only an interviewer of this interview can submit a scorecard for it.',
    'Nur wer das Gespräch führt, kann dafür eine Bewertung abgeben.',
  ],
  scorecard_too_early: [
    'A scorecard can be submitted once the interview has begun.',
    'Eine Bewertung kann abgegeben werden, sobald das Gespräch begonnen hat.',
  ],
  scorecard_ratings: [
    'Please rate every criterion of the vacancy: %{criteria}',
    'Bitte bewerten Sie jedes Kriterium der Stelle: %{criteria}',
  ],
  note_added: ['Note added', 'Notiz hinzugefügt'],
  note_updated: ['Note updated', 'Notiz aktualisiert'],
  note_deleted: ['Note deleted', 'Notiz gelöscht'],
  note_edit_forbidden: [
    'Only the author of a note may edit it.',
    'Nur wer eine Notiz geschrieben hat, darf sie bearbeiten.',
  ],
  note_delete_forbidden: [
    'Only the author of a note or an administrator may delete it.',
    'Nur wer eine Notiz geschrieben hat, oder ein Administrator darf sie löschen.',
  ],
});
