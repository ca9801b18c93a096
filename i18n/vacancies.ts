import type { VacancyStatus } from '@contract/domain';
import { defineBilingualArea, type Texts } from './define';

const status: Record<VacancyStatus, Texts> = {
  Active: ['Active', 'Aktiv'],
  Inactive: ['Inactive', 'Inaktiv'],
};

/**
 * The vacancy screens: lists, add, edit, delete and detail (spec sections 2, 3 and 5); each text as
 * [English, German].
 */
export default defineBilingualArea({
  vacancies: {
    title: ['Vacancies', 'Stellen'],
    search: ['Search by title, tag, company or id', 'Nach Titel, Schlagwort, Firma oder ID suchen'],
    fields: {
      id: ['ID', 'ID'],
      title: ['Title', 'Titel'],
      description: ['Description', 'Beschreibung'],
      tags: ['Tags', 'Schlagwörter'],
      company: ['Company', 'Firma'],
      customer: ['Customer', 'Kunde'],
      quota: ['Quota (%)', 'Quote (%)'],
      start_date: ['Start date', 'Startdatum'],
      due_date: ['Due date', 'Bewerbungsschluss'],
      status: ['Status', 'Status'],
      form_id: ['Form ID', 'Formular-ID'],
      thumbnail: ['Thumbnail', 'Vorschaubild'],
      video: ['Video', 'Video'],
      share_url: ['Share URL', 'Freigabe-URL'],
      respondents: ['Respondents', 'Bewerbungen'],
      created_by: ['Created by', 'Erstellt von'],
      modified_by: ['Modified by', 'Geändert von'],
      folder_name: ['Folder name', 'Ordnername'],
      folder_id: ['Folder ID', 'Ordner-ID'],
      packages: ['Packages', 'Pakete'],
      scorecard_criteria: ['Scorecard criteria', 'Bewertungskriterien'],
      created_at: ['Created on', 'Erstellt am'],
    },
    filters: {
      created_from: ['Created from', 'Erstellt ab'],
      created_until: ['Created until', 'Erstellt bis'],
    },
    status,
    card: {
      dates: ['%{start} – %{due}', '%{start} – %{due}'],
      quota: ['Quota %{quota} %', 'Quote %{quota} %'],
      respondents: [
        '%{smart_count} respondent |||| %{smart_count} respondents',
        '%{smart_count} Bewerbung |||| %{smart_count} Bewerbungen',
      ],
    },
    form: {
      tags_hint: ['Press Enter or a comma to add a tag', 'Mit Enter oder Komma ein Schlagwort hinzufügen'],
      criteria_hint: [
        'What interviewers rate on their scorecards, such as communication or skills. Press Enter or a comma to add one.',
        'Was die Gesprächsführenden bewerten, etwa Kommunikation oder Fachwissen. Mit Enter oder Komma hinzufügen.',
      ],
      packages_none: ['There are no packages to choose from.', 'Es gibt keine Pakete zur Auswahl.'],
      customer_fixed: [
        'The customer of a vacancy cannot be changed.',
        'Der Kunde einer Stelle kann nicht geändert werden.',
      ],
    },
    add: { title: ['Add vacancy', 'Stelle hinzufügen'] },
    edit: { title: ['Edit vacancy', 'Stelle bearbeiten'] },
    delete: {
      title: ['Delete vacancy', 'Stelle löschen'],
      candidates: [
        'Its candidate will be deleted with it. |||| Its %{smart_count} candidates will be deleted with it.',
        'Der Kandidat dieser Stelle wird mit ihr gelöscht. |||| Die %{smart_count} Kandidaten dieser Stelle werden mit ihr gelöscht.',
      ],
    },
    details: {
      title: ['Vacancy details', 'Stellendetails'],
      candidates: ['Candidates of this vacancy', 'Kandidaten dieser Stelle'],
      no_video: ['No video', 'Kein Video'],
      no_packages: ['No packages', 'Keine Pakete'],
      no_criteria: ['No criteria', 'Keine Kriterien'],
      open_share_url: ['Open the shared page', 'Freigegebene Seite öffnen'],
    },
    pipeline: {
      views: ['Show the candidates as', 'Kandidaten anzeigen als'],
      list: ['Candidates', 'Kandidaten'],
      board: ['Pipeline', 'Pipeline'],
      board_label: ['Pipeline of this vacancy', 'Pipeline dieser Stelle'],
      count: [
        '%{smart_count} candidate |||| %{smart_count} candidates',
        '%{smart_count} Kandidat |||| %{smart_count} Kandidaten',
      ],
      empty: ['No candidates', 'Keine Kandidaten'],
      show_more: ['Show more', 'Mehr anzeigen'],
      applied: ['Applied on %{date}', 'Beworben am %{date}'],
      saving: ['Saving…', 'Wird gespeichert…'],
      handle: ['Move %{name}', '%{name} verschieben'],
      interviews: ['Interviews of %{name}', 'Gespräche mit %{name}'],
      draggable: ['movable candidate', 'verschiebbarer Kandidat'],
      moved: ['%{name} moved to %{status}', '%{name} nach %{status} verschoben'],
      read_only: [
        'Your role may view the pipeline but not move candidates.',
        'Ihre Rolle darf die Pipeline ansehen, aber keine Kandidaten verschieben.',
      ],
      instructions: [
        'To pick up a candidate, press space or enter. Move it to another stage with the left and right arrow keys. Press space or enter again to drop it there, or escape to cancel.',
        'Drücken Sie die Leertaste oder Enter, um einen Kandidaten aufzunehmen. Mit den Pfeiltasten links und rechts verschieben Sie ihn in eine andere Phase. Drücken Sie erneut die Leertaste oder Enter, um ihn dort abzulegen, oder Escape, um abzubrechen.',
      ],
      picked_up: ['Picked up %{name} from %{status}.', '%{name} aus %{status} aufgenommen.'],
      over: ['%{name} is over %{status}.', '%{name} ist über %{status}.'],
      over_none: ['%{name} is not over a stage.', '%{name} ist über keiner Phase.'],
      dropped: ['%{name} was dropped on %{status}.', '%{name} wurde in %{status} abgelegt.'],
      dropped_none: [
        '%{name} was dropped outside the stages and stays in %{status}.',
        '%{name} wurde außerhalb der Phasen abgelegt und bleibt in %{status}.',
      ],
      cancelled: [
        'Moving %{name} was cancelled; it stays in %{status}.',
        'Verschieben von %{name} abgebrochen; bleibt in %{status}.',
      ],
    },
  },
});
