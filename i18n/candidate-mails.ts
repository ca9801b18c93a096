import { defineBilingualArea } from './define';

/**
 * A candidate's mails (issue 34): the section on their details, its dialog, and how their timeline shows a mail,
 * under `candidate_mails.`: loaded with them (useAreaTranslate), not in the app's catalog.
 */
export default defineBilingualArea({
  candidate_mails: {
    title: ['Mails', 'E-Mails'],
    write: ['Write mail', 'E-Mail schreiben'],
    empty: ['No mails sent yet', 'Noch keine E-Mails gesendet'],
    failed_to_load: [
      'The mails could not be loaded: %{message}',
      'Die E-Mails konnten nicht geladen werden: %{message}',
    ],
    template: ['Template', 'Vorlage'],
    no_template: ['No template', 'Keine Vorlage'],
    in_language: [
      'Written in %{language}, the candidate’s language',
      'Auf %{language} geschrieben, der Sprache des Kandidaten',
    ],
    send: ['Send', 'Senden'],
    cancel: ['Cancel', 'Abbrechen'],
    sent_by: ['%{date}, by %{sender}', '%{date}, von %{sender}'],
    fields: {
      to: ['To', 'An'],
      subject: ['Subject', 'Betreff'],
      body: ['Text', 'Text'],
    },
    states: {
      queued: ['Waiting to be sent', 'Wartet auf den Versand'],
      sending: ['Being sent', 'Wird gesendet'],
      sent: ['Sent', 'Gesendet'],
      failed: ['Could not be sent', 'Konnte nicht gesendet werden'],
      cancelled: ['Cancelled', 'Abgebrochen'],
    },
    actions: {
      create: ['Mail sent by %{actor}', 'E-Mail gesendet von %{actor}'],
      update: ['Mail changed by %{actor}', 'E-Mail geändert von %{actor}'],
      delete: ['Mail deleted by %{actor}', 'E-Mail gelöscht von %{actor}'],
    },
  },
});
