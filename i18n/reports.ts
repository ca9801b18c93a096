import { defineBilingualArea } from './define';

/**
 * The hiring funnel report (issue 34), under `reports.`: loaded with its screen (useAreaTranslate), not in the
 * app's catalog; the sidebar's label is the app's (`app.menu.reports`), the status names the candidates'
 * (`candidates.status.*`). The API names its export's sheet and columns by `reports.title` and
 * `reports.columns.*`.
 */
export default defineBilingualArea({
  reports: {
    title: ['Hiring funnel', 'Bewerbungstrichter'],
    filters: {
      label: ['Report filters', 'Filter des Berichts'],
      from: ['Applied from', 'Beworben ab'],
      to: ['Applied until', 'Beworben bis'],
      company: ['Customer', 'Kunde'],
      all_companies: ['All customers', 'Alle Kunden'],
      vacancy: ['Vacancy', 'Stelle'],
      all_vacancies: ['All vacancies', 'Alle Stellen'],
      no_vacancies: ['No vacancy found', 'Keine Stelle gefunden'],
    },
    choose_dates: [
      'Choose the first and the last day of the applications to report on.',
      'Wählen Sie den ersten und den letzten Tag der Bewerbungen für den Bericht.',
    ],
    summary: [
      '%{smart_count} application from %{from} to %{to} |||| %{smart_count} applications from %{from} to %{to}',
      '%{smart_count} Bewerbung vom %{from} bis %{to} |||| %{smart_count} Bewerbungen vom %{from} bis %{to}',
    ],
    empty: ['No applications in this range.', 'Keine Bewerbungen in diesem Zeitraum.'],
    failed: ['The report could not be loaded.', 'Der Bericht konnte nicht geladen werden.'],
    loading: ['Loading the report', 'Der Bericht wird geladen'],
    funnel: {
      title: ['Candidates who reached each stage', 'Kandidaten, die jede Stufe erreicht haben'],
      stage: ['Stage', 'Stufe'],
      candidates: ['Candidates', 'Kandidaten'],
    },
    weeks: {
      title: ['Applications per week', 'Bewerbungen pro Woche'],
      week: ['Week starting', 'Woche ab'],
      applications: ['Applications', 'Bewerbungen'],
    },
    reasons: {
      title: ['Rejection reasons', 'Absagegründe'],
      reason: ['Reason', 'Grund'],
      candidates: ['Candidates', 'Kandidaten'],
      none_given: ['No reason given', 'Kein Grund angegeben'],
      empty: [
        'No candidate of this range has been rejected.',
        'Kein Kandidat aus diesem Zeitraum wurde abgelehnt.',
      ],
    },
    table: {
      title: ['Candidates per status', 'Kandidaten pro Status'],
    },
    columns: {
      status: ['Status', 'Status'],
      current: ['Currently in status', 'Derzeit im Status'],
      reached: ['Reached', 'Erreicht'],
      conversion: ['Conversion to next stage', 'Übergang zur nächsten Stufe'],
      median: ['Median time in status', 'Mittlere Verweildauer (Median)'],
      stays: ['Finished stays', 'Abgeschlossene Verweildauern'],
      /** The export's columns of numbers, whose unit the header names. */
      conversion_percent: ['Conversion to next stage (%)', 'Übergang zur nächsten Stufe (%)'],
      median_days: ['Median time in status (days)', 'Mittlere Verweildauer (Median, Tage)'],
    },
    /** What a dash in the table stands for, read out to screen readers in its place. */
    no_value: {
      reached: ['Not a funnel stage', 'Keine Stufe des Trichters'],
      conversion: [
        'No next stage, or nobody reached this one',
        'Keine nächste Stufe oder niemand erreichte diese',
      ],
      median: ['No finished stay', 'Keine abgeschlossene Verweildauer'],
    },
    days: ['%{value} day |||| %{value} days', '%{value} Tag |||| %{value} Tage'],
    hours: ['%{value} hour |||| %{value} hours', '%{value} Stunde |||| %{value} Stunden'],
  },
});
