/**
 * The calls that hand a person a copy of their data (issue 30, GDPR Art. 15 and 20), relative to the API base
 * (contract/paths.ts gathers them into API_PATHS). Each answers a ZIP file; without zod, so that the app's
 * first load reads the paths without any schema.
 */
export const DATA_EXPORT_PATHS = {
  /** A candidate's data: SubAdmin any, CustomerAdmin within their company (:id the candidate's uid). */
  candidateDataExport: 'customer-api/candidate-data-export/:id/',
  /** A user's data: SubAdmin any, CustomerAdmin within their company (:id the user's uid). */
  userDataExport: 'admin-api/user-data-export/:id/',
  /** The signed-in user's own data, for every role. */
  profileDataExport: 'admin-api/user-profile-data-export/',
} as const;

/** The names inside the archive: the JSON document, and the folder of the stored files. */
export const DATA_EXPORT_ENTRIES = {
  candidate: 'candidate.json',
  user: 'user.json',
  files: 'files/',
} as const;

/** The archive's name: what it holds, the record's uid and the server's day (`candidate-data-<uid>-2026-11-28.zip`). */
export const dataExportFileName = (kind: 'candidate' | 'user', uid: string, day: string) =>
  `${kind}-data-${uid}-${day}.zip`;
