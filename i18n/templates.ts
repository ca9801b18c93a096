import { defineBilingualArea } from './define';

/**
 * The mail templates' screens and the mail dialog on a candidate (issue 34), under `templates.`: in the app's
 * catalog, since the shared screens (list, add, edit) name their texts by key.
 */
export default defineBilingualArea({
  templates: {
    title: ['Mail templates', 'E-Mail-Vorlagen'],
    search: ['Search by template name', 'Nach Vorlagenname suchen'],
    platform: ['Platform (every customer)', 'Plattform (alle Kunden)'],
    fields: {
      template_name: ['Name', 'Name'],
      company: ['Customer', 'Kunde'],
      subject_en: ['Subject in English', 'Betreff auf Englisch'],
      body_en: ['Text in English', 'Text auf Englisch'],
      subject_de: ['Subject in German', 'Betreff auf Deutsch'],
      subject: ['Subject', 'Betreff'],
      body_de: ['Text in German', 'Text auf Deutsch'],
    },
    form: {
      placeholders: [
        'Placeholders, filled in for each candidate: %{list}',
        'Platzhalter, für jeden Kandidaten ausgefüllt: %{list}',
      ],
      company_hint: [
        'Left empty, the template is the platform’s, for every customer',
        'Leer gelassen, gehört die Vorlage der Plattform, für alle Kunden',
      ],
    },
    mail: {
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
    add: { title: ['Add template', 'Vorlage hinzufügen'], added: ['Template added', 'Vorlage hinzugefügt'] },
    edit: {
      title: ['Edit template', 'Vorlage bearbeiten'],
      edited: ['Template updated', 'Vorlage aktualisiert'],
    },
    delete: { title: ['Delete template', 'Vorlage löschen'] },
  },
});
