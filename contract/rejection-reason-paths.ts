/**
 * The rejection reasons' calls (issue 34), relative to the API base (contract/paths.ts gathers them into
 * API_PATHS). A module of its own, without zod, so that the app's first load reads the paths without the schemas.
 */
export const REJECTION_REASON_PATHS = {
  /** Every role reads the reasons it may give: the platform-wide ones and its company's. */
  rejectionReasonList: 'customer-api/rejection-reason-list/',
  rejectionReasonCreate: 'customer-api/rejection-reason-create/',
  rejectionReasonUpdate: 'customer-api/rejection-reason-update/:id/',
  rejectionReasonDelete: 'customer-api/rejection-reason-delete/:id/',
} as const;
