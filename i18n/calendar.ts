import { defineBilingualArea } from './define';

/**
 * The interviews' calendar (`/interviews`) and the dashboard's "My interviews", under `calendar.`: loaded with
 * them (useCalendarTranslate), not in the app's catalog, which every screen loads. The rounds' names are the
 * candidate statuses' (`candidates.status.*`); the sidebar's label is the app's (`app.menu.interviews`).
 */
export default defineBilingualArea({
  calendar: {
    title: ['Interviews', 'Vorstellungsgespräche'],
    views: {
      label: ['View', 'Ansicht'],
      month: ['Month', 'Monat'],
      week: ['Week', 'Woche'],
      day: ['Day', 'Tag'],
      agenda: ['Agenda', 'Terminliste'],
    },
    navigation: {
      label: ['Period', 'Zeitraum'],
      previous: ['Previous', 'Zurück'],
      next: ['Next', 'Weiter'],
      today: ['Today', 'Heute'],
    },
    columns: {
      date: ['Date', 'Datum'],
      time: ['Time', 'Uhrzeit'],
      interview: ['Interview', 'Gespräch'],
    },
    all_day: ['All day', 'Ganztägig'],
    show_more: ['+%{smart_count} more', '+%{smart_count} weitere'],
    empty: ['No interviews in this period.', 'Keine Vorstellungsgespräche in diesem Zeitraum.'],
    failed: [
      'The interviews could not be loaded.',
      'Die Vorstellungsgespräche konnten nicht geladen werden.',
    ],
    loading: ['Loading interviews…', 'Vorstellungsgespräche werden geladen…'],
    filters: {
      label: ['Filters', 'Filter'],
      interviewer: ['Interviewer', 'Interviewer'],
      company: ['Company', 'Firma'],
      vacancy: ['Vacancy', 'Stelle'],
      only_mine: ['Only my interviews', 'Nur meine Gespräche'],
      none: ['No matches', 'Keine Treffer'],
    },
    mine: {
      title: ['My interviews', 'Meine Vorstellungsgespräche'],
      empty: [
        'You have no interviews in the next 14 days.',
        'Sie haben in den nächsten 14 Tagen keine Vorstellungsgespräche.',
      ],
      failed: [
        'Your interviews could not be loaded.',
        'Ihre Vorstellungsgespräche konnten nicht geladen werden.',
      ],
      all: ['All interviews', 'Alle Vorstellungsgespräche'],
    },
  },
});
