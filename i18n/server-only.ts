import { defineBilingualArea } from './define';

/**
 * What only the API says: the mails it sends and the answers to erasures, whose text the app shows as the
 * server words it. Kept apart from the API's other messages (api.ts), which the app's catalog holds too, so
 * that they are not in the app's first load.
 */
export default defineBilingualArea({
  mail: {
    reset_subject: ['Reset your %{product} password', 'Setzen Sie Ihr %{product}-Passwort zurück'],
    reset_body: [
      'Hello %{name},\n\nsomeone asked to reset the password of your %{product} account. Open this link within %{minutes} minutes to choose a new password:\n\n%{link}\n\nIf you did not ask for this, you can ignore this mail: your password stays as it is.',
      'Hallo %{name},\n\njemand hat angefordert, das Passwort Ihres %{product}-Kontos zurückzusetzen. Öffnen Sie diesen Link innerhalb von %{minutes} Minuten, um ein neues Passwort zu wählen:\n\n%{link}\n\nWenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
    ],
    interview: {
      greeting: ['Hello %{name},', 'Hallo %{name},'],
      interviewer: {
        subject_new: [
          'Interview: %{candidate} (%{vacancy})',
          'Vorstellungsgespräch: %{candidate} (%{vacancy})',
        ],
        subject_changed: [
          'Changed: interview with %{candidate} (%{vacancy})',
          'Geändert: Vorstellungsgespräch mit %{candidate} (%{vacancy})',
        ],
        subject_cancelled: [
          'Cancelled: interview with %{candidate} (%{vacancy})',
          'Abgesagt: Vorstellungsgespräch mit %{candidate} (%{vacancy})',
        ],
        new: [
          'you are invited to conduct an interview with %{candidate} for the vacancy %{vacancy} at %{company}.',
          'Sie sind eingeladen, ein Vorstellungsgespräch mit %{candidate} für die Stelle %{vacancy} bei %{company} zu führen.',
        ],
        changed: [
          'the interview with %{candidate} for the vacancy %{vacancy} at %{company} has changed. It now takes place as follows.',
          'Das Vorstellungsgespräch mit %{candidate} für die Stelle %{vacancy} bei %{company} wurde geändert. Es findet nun so statt:',
        ],
        cancelled: [
          'the interview with %{candidate} for the vacancy %{vacancy} at %{company} has been cancelled for you.',
          'Das Vorstellungsgespräch mit %{candidate} für die Stelle %{vacancy} bei %{company} wurde für Sie abgesagt.',
        ],
      },
      candidate: {
        subject_new: [
          'Your interview for %{vacancy} at %{company}',
          'Ihr Vorstellungsgespräch für %{vacancy} bei %{company}',
        ],
        subject_changed: [
          'Changed: your interview for %{vacancy} at %{company}',
          'Geändert: Ihr Vorstellungsgespräch für %{vacancy} bei %{company}',
        ],
        subject_cancelled: [
          'Cancelled: your interview for %{vacancy} at %{company}',
          'Abgesagt: Ihr Vorstellungsgespräch für %{vacancy} bei %{company}',
        ],
        new: [
          'thank you for your application for %{vacancy}. %{company} invites you to an interview.',
          'vielen Dank für Ihre Bewerbung als %{vacancy}. %{company} lädt Sie zu einem Vorstellungsgespräch ein.',
        ],
        changed: [
          'your interview for %{vacancy} at %{company} has changed. It now takes place as follows.',
          'Ihr Vorstellungsgespräch für %{vacancy} bei %{company} wurde geändert. Es findet nun so statt:',
        ],
        cancelled: [
          'your interview for %{vacancy} at %{company} has been cancelled.',
          'Ihr Vorstellungsgespräch für %{vacancy} bei %{company} wurde abgesagt.',
        ],
      },
      when: ['%{date} at %{time} (%{zone})', '%{date} um %{time} Uhr (%{zone})'],
      details: [
        'Round: %{round}\nWhen: %{when}\nDuration: %{minutes} minutes\nWhere: %{place}\nInterviewers: %{interviewers}',
        'Runde: %{round}\nWann: %{when}\nDauer: %{minutes} Minuten\nWo: %{place}\nGesprächsführung: %{interviewers}',
      ],
      calendar: [
        'The invitation is attached: open it to add the interview to your calendar.',
        'Die Einladung ist angehängt: Öffnen Sie sie, um das Gespräch in Ihren Kalender zu übernehmen.',
      ],
      calendar_cancel: [
        'The attached cancellation removes the interview from your calendar.',
        'Die angehängte Absage entfernt das Gespräch aus Ihrem Kalender.',
      ],
    },
  },
  erasure: {
    candidate_erased: [
      'Candidate deleted: their personal data has been erased.',
      'Kandidat gelöscht: Die personenbezogenen Daten wurden gelöscht.',
    ],
    candidates_erased: [
      '%{smart_count} candidate deleted and their personal data erased |||| %{smart_count} candidates deleted and their personal data erased',
      '%{smart_count} Kandidat gelöscht und die personenbezogenen Daten gelöscht |||| %{smart_count} Kandidaten gelöscht und ihre personenbezogenen Daten gelöscht',
    ],
  },
});
