/**
 * Messages only the API says (issue 30's erasures): the app shows the server's own text for them, so they stay out
 * of the app's catalog, which every screen loads. A plain object (no call), so that the app's bundle drops it.
 */
export const API_ONLY = {
  english: {
    candidate_erased: 'Candidate deleted: their personal data has been erased.',
    candidates_erased:
      '%{smart_count} candidate deleted and their personal data erased |||| %{smart_count} candidates deleted and their personal data erased',
  },
  german: {
    candidate_erased: 'Kandidat gelöscht: Die personenbezogenen Daten wurden gelöscht.',
    candidates_erased:
      '%{smart_count} Kandidat gelöscht und die personenbezogenen Daten gelöscht |||| %{smart_count} Kandidaten gelöscht und ihre personenbezogenen Daten gelöscht',
  },
};
