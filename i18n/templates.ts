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
    add: { title: ['Add template', 'Vorlage hinzufügen'], added: ['Template added', 'Vorlage hinzugefügt'] },
    edit: {
      title: ['Edit template', 'Vorlage bearbeiten'],
      edited: ['Template updated', 'Vorlage aktualisiert'],
    },
    delete: { title: ['Delete template', 'Vorlage löschen'] },
  },
});
