/**
 * The hiring funnel report's call (issue 34, beyond the contract), relative to the API base (contract/paths.ts
 * gathers it into API_PATHS).
 */
export const REPORT_PATHS = {
  /** The funnel of the candidates who applied in a time range (contract/reports.ts, funnelQuery). */
  funnelReport: 'customer-api/funnel-report/',
} as const;
