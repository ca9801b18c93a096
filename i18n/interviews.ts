import { defineBilingualArea } from './define';

/**
 * Interviews (issue 33): the section on a candidate's details, its form, and how the candidate's history shows
 * them. Loaded with the code that shows them (useAreaTranslate), not in the app's catalog, which every screen
 * loads. The rounds are the candidate statuses of the same names (candidates.status).
 */
export default defineBilingualArea({
  interviews: {
    title: ['Interviews', 'Vorstellungsgespräche'],
    empty: ['No interviews scheduled', 'Keine Gespräche geplant'],
    failed: [
      'The interviews could not be loaded: %{message}',
      'Die Gespräche konnten nicht geladen werden: %{message}',
    ],
    schedule: ['Schedule interview', 'Gespräch planen'],
    edit: ['Edit interview', 'Gespräch bearbeiten'],
    cancel: ['Cancel interview', 'Gespräch absagen'],
    save: ['Save', 'Speichern'],
    close: ['Close', 'Schließen'],
    minutes: ['%{count} minutes', '%{count} Minuten'],
    by_video: ['Video call', 'Videoanruf'],
    with: ['With %{names}', 'Mit %{names}'],
    invited: ['Candidate invited', 'Kandidat eingeladen'],
    fields: {
      round: ['Round', 'Runde'],
      day: ['Date', 'Datum'],
      time: ['Time', 'Uhrzeit'],
      starts_at: ['Start', 'Beginn'],
      time_zone: ['Time zone', 'Zeitzone'],
      candidate: ['Candidate', 'Kandidat'],
      duration_minutes: ['Duration (minutes)', 'Dauer (Minuten)'],
      location: ['Place', 'Ort'],
      video_link: ['Video link', 'Videolink'],
      interviewers: ['Interviewers', 'Gesprächsführende'],
      invite_candidate: ['Send the candidate an invitation', 'Den Kandidaten einladen'],
      move_candidate: [
        "Move the candidate's status to this round",
        'Den Status des Kandidaten auf diese Runde setzen',
      ],
      candidate_invited: ['Candidate invited', 'Kandidat eingeladen'],
    },
    hints: {
      place: ['A place, a video link, or both', 'Ein Ort, ein Videolink oder beides'],
      time_zone: ['In your time zone (%{zone})', 'In Ihrer Zeitzone (%{zone})'],
    },
    conflicts: {
      title: ['Interviewers already busy at this time', 'Zu dieser Zeit bereits verplant'],
      one: [
        '%{name} has another interview on %{when} (%{minutes} minutes).',
        '%{name} hat am %{when} ein anderes Gespräch (%{minutes} Minuten).',
      ],
      still: ['You can still save the interview.', 'Sie können das Gespräch trotzdem speichern.'],
    },
    cancel_confirm: ['Yes, cancel it!', 'Ja, absagen!'],
    cancel_question: [
      'The interviewers, and the candidate if invited, receive a cancellation.',
      'Die Gesprächsführenden und, falls eingeladen, der Kandidat erhalten eine Absage.',
    ],
    scorecards: {
      title: ['Scorecards', 'Bewertungen'],
      submit: ['Submit scorecard', 'Bewertung abgeben'],
      edit: ['Edit my scorecard', 'Meine Bewertung bearbeiten'],
      none: ['No scorecards submitted yet', 'Noch keine Bewertungen abgegeben'],
      failed: [
        'The scorecards could not be loaded: %{message}',
        'Die Bewertungen konnten nicht geladen werden: %{message}',
      ],
      overall: ['Overall recommendation', 'Gesamtempfehlung'],
      withheld: [
        '%{smart_count} scorecard is hidden until you submit your own |||| %{smart_count} scorecards are hidden until you submit your own',
        '%{smart_count} Bewertung ist verborgen, bis Sie Ihre eigene abgeben |||| %{smart_count} Bewertungen sind verborgen, bis Sie Ihre eigene abgeben',
      ],
      steps: {
        strong_no: ['Strong no', 'Klares Nein'],
        no: ['No', 'Nein'],
        yes: ['Yes', 'Ja'],
        strong_yes: ['Strong yes', 'Klares Ja'],
      },
      choose: ['Please choose a rating', 'Bitte wählen Sie eine Bewertung'],
      missing: ['Please choose a rating for: %{names}', 'Bitte wählen Sie eine Bewertung für: %{names}'],
      criteria_failed: [
        "The vacancy's criteria could not be loaded: %{message}",
        'Die Kriterien der Stelle konnten nicht geladen werden: %{message}',
      ],
      history: {
        create: ['Scorecard submitted by %{actor}', 'Bewertung abgegeben von %{actor}'],
        update: ['Scorecard changed by %{actor}', 'Bewertung geändert von %{actor}'],
        delete: ['Scorecard deleted by %{actor}', 'Bewertung gelöscht von %{actor}'],
      },
      fields: {
        ratings: ['Ratings', 'Einzelbewertungen'],
        recommendation: ['Recommendation', 'Empfehlung'],
        note: ['Note', 'Notiz'],
      },
    },
    history: {
      create: ['Interview scheduled by %{actor}', 'Gespräch geplant von %{actor}'],
      update: ['Interview changed by %{actor}', 'Gespräch geändert von %{actor}'],
      delete: ['Interview cancelled by %{actor}', 'Gespräch abgesagt von %{actor}'],
    },
  },
});
