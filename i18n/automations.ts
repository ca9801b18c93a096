import { defineBilingualArea } from './define';

/**
 * The automatic mails of a customer and of a vacancy (issue 34), under `automations.`: loaded with the details
 * that show them (useAreaTranslate), not in the app's catalog.
 */
export default defineBilingualArea({
  automations: {
    title: ['Automatic mails', 'Automatische E-Mails'],
    hint: [
      'For every vacancy of this customer; one for a single vacancy takes the place of the customer’s for the same status.',
      'Für jede Stelle dieses Kunden; eine für eine einzelne Stelle ersetzt die des Kunden für denselben Status.',
    ],
    every_vacancy: ['Every vacancy', 'Jede Stelle'],
    for_vacancy: ['%{vacancy}: %{rule}', '%{vacancy}: %{rule}'],
    empty: ['No automatic mails', 'Keine automatischen E-Mails'],
    rule: [
      'When a candidate enters “%{status}”: “%{template}”, %{delay}',
      'Wenn ein Kandidat „%{status}“ erreicht: „%{template}“, %{delay}',
    ],
    at_once: ['at once', 'sofort'],
    after_hours: [
      'after %{smart_count} hour |||| after %{smart_count} hours',
      'nach %{smart_count} Stunde |||| nach %{smart_count} Stunden',
    ],
    add: ['Add automatic mail', 'Automatische E-Mail hinzufügen'],
    remove: ['Remove the automatic mail for “%{status}”', 'Automatische E-Mail für „%{status}“ entfernen'],
    fields: {
      vacancy: ['For', 'Für'],
      status: ['When a candidate enters', 'Wenn ein Kandidat erreicht'],
      template: ['Send the template', 'Die Vorlage senden'],
      delay_hours: ['After (hours)', 'Nach (Stunden)'],
    },
    delay_hint: [
      'A candidate who leaves the status before then gets nothing.',
      'Wer den Status vorher verlässt, erhält nichts.',
    ],
    save: ['Add', 'Hinzufügen'],
    failed_to_load: [
      'The automatic mails could not be loaded: %{message}',
      'Die automatischen E-Mails konnten nicht geladen werden: %{message}',
    ],
  },
});
