/**
 * The calls of the stage automations (issue 34, beyond the contract), relative to the API base (contract/paths.ts
 * gathers them into API_PATHS).
 */
export const AUTOMATION_PATHS = {
  /** A company's rules (`company`, its uid; a SubAdmin's choice), and with `vacancy` that vacancy's own. */
  automationList: 'customer-api/automation-list/',
  automationCreate: 'customer-api/automation-create/',
  automationDelete: 'customer-api/automation-delete/:id/',
} as const;
