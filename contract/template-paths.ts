/**
 * The mail templates' calls and the mails to candidates (issue 34, beyond the contract), relative to the API
 * base (contract/paths.ts gathers them into API_PATHS).
 */
export const TEMPLATE_PATHS = {
  templateList: 'customer-api/email-template-list/',
  templateDetail: 'customer-api/email-template-detail/:id/',
  templateCreate: 'customer-api/email-template-create/',
  templateUpdate: 'customer-api/email-template-update/:id/',
  templateDelete: 'customer-api/email-template-delete/:id/',
  /** The template filled in for one candidate (`?candidate=` its uid), in the candidate's language. */
  templatePreview: 'customer-api/email-template-preview/:id/',
  /** Sends a candidate (:id its uid) a mail: a template's, as written in the form. */
  candidateMailSend: 'customer-api/candidate-mail-send/:id/',
  /** The mails a candidate (:id its uid) was sent, newest first, with their delivery state. */
  candidateMails: 'customer-api/candidate-mails/:id/',
} as const;
