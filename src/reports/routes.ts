/** The hiring funnel report's screen (issue 34): every role, each for its own company (a SubAdmin for any). */
export const reportRoutes = { funnel: '/reports' } as const;
