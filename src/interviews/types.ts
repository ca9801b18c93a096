import type { Interview } from '@contract/interviews';

/** An interview as the dataProvider gives it: `id` is its uid. */
export type InterviewRecord = Interview & { id: string };

/** The dataProvider's resource of interviews (src/resources.ts). */
export const INTERVIEWS = 'interviews';
