/** The mail queue's screen (issue 34): SubAdmins only. */
export const mailRoutes = { queue: '/mail-queue' } as const;
