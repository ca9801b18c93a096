import { z } from 'zod';
import { PAGE_SIZE_MAX } from './domain';
import { filterText } from './fields';

const page = (max: number) =>
  z.coerce
    .number({ error: 'validation.number_invalid' })
    .int({ error: 'validation.number_invalid' })
    .min(1, { error: 'validation.number_invalid' })
    .max(max, { error: 'validation.number_max' });

/** Query parameters every list call takes beyond its filters: free search, ordering and optional paging. */
export const listQuery = z.object({
  search: filterText(),
  ordering: filterText(),
  page: page(1_000_000).optional(),
  page_size: page(PAGE_SIZE_MAX).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;
