/**
 * The interviews' calls (issue 33, beyond the contract), relative to the API base (contract/paths.ts gathers
 * them into API_PATHS). A module of its own, without zod, so that the app's first load reads the paths without
 * the schemas.
 */
export const INTERVIEW_PATHS = {
  /** The interviews in a time range, with the calendar's filters (contract/interviews.ts, interviewListQuery). */
  interviewList: 'customer-api/interview-list/',
  interviewDetail: 'customer-api/interview-detail/:id/',
  interviewCreate: 'customer-api/interview-create/',
  interviewUpdate: 'customer-api/interview-update/:id/',
  /** Cancels the interview: its interviewers (and the candidate, if invited) receive METHOD:CANCEL. */
  interviewCancel: 'customer-api/interview-cancel/:id/',
  /** Who may conduct a candidate's interviews (:id the candidate's uid): its company's users and the admins. */
  interviewInterviewers: 'customer-api/interview-interviewers/:id/',
  /** The interviewers' other interviews overlapping a time: the form warns of them before saving. */
  interviewConflicts: 'customer-api/interview-conflicts/',
  /** The scorecards of a candidate's interviews the caller may read (:id the candidate's uid). */
  candidateScorecards: 'customer-api/candidate-scorecards/:id/',
  /** The caller's scorecard of an interview they conducted (:id the interview's uid), submitted or replaced. */
  scorecardSubmit: 'customer-api/scorecard-submit/:id/',
} as const;
