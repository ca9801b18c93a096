import { defineBilingualArea } from './define';

/**
 * The outgoing mails' queue (issue 34), for SubAdmins, under `mails.`: loaded with its screen
 * (useAreaTranslate), not in the app's catalog; the sidebar's label is the app's (`app.menu.mails`).
 */
export default defineBilingualArea({
  mails: {
    title: ['Mail queue', 'Postausgang'],
    state_label: ['Show', 'Anzeigen'],
    states: {
      failed: ['Failed', 'Fehlgeschlagen'],
      queued: ['Waiting', 'Wartend'],
      sending: ['Sending', 'Wird gesendet'],
      sent: ['Sent', 'Gesendet'],
      cancelled: ['Cancelled', 'Abgebrochen'],
    },
    kinds: {
      interview_invitation: ['Interview invitation', 'Einladung zum Gespräch'],
      candidate_mail: ['Mail to a candidate', 'E-Mail an Kandidaten'],
    },
    fields: {
      created_at: ['Written', 'Erstellt'],
      to: ['Recipient', 'Empfänger'],
      subject: ['Subject', 'Betreff'],
      kind: ['Kind', 'Art'],
      candidate: ['Candidate', 'Kandidat'],
      attempts: ['Attempts', 'Versuche'],
      error: ['Last error', 'Letzter Fehler'],
      send_at: ['Next attempt', 'Nächster Versuch'],
      sent_at: ['Sent', 'Gesendet'],
    },
    interrupted: [
      'Interrupted while sending: not sent again by itself, so that nobody receives it twice.',
      'Beim Senden unterbrochen: nicht von selbst erneut gesendet, damit niemand sie doppelt erhält.',
    ],
    empty: ['No mails in this state', 'Keine E-Mails in diesem Zustand'],
    failed_to_load: [
      'The mail queue could not be loaded: %{message}',
      'Der Postausgang konnte nicht geladen werden: %{message}',
    ],
    retry: ['Send again', 'Erneut senden'],
    actions: ['Actions', 'Aktionen'],
  },
});
