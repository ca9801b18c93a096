import { z } from 'zod';
import { LIST_FORMATS, PAGE_SIZE_MAX } from './domain';
import { choice, dayOrEmpty, filterText } from './fields';

const page = (max: number) =>
  z.coerce
    .number({ error: 'validation.number_invalid' })
    .int({ error: 'validation.number_invalid' })
    .min(1, { error: 'validation.number_invalid' })
    .max(max, { error: 'validation.number_max' });

/** A list's created_at_gte or created_at_lte: a day, or empty or left out for none. */
export const dayFilter = () => dayOrEmpty().optional();

/**
 * Query parameters every list call takes beyond its filters: free search, ordering, optional paging, and the
 * answer's format (Django REST's renderer switch): `xlsx` and `csv` are every matching record as a
 * spreadsheet file.
 */
export const listQuery = z.object({
  search: filterText(),
  ordering: filterText(),
  page: page(1_000_000).optional(),
  page_size: page(PAGE_SIZE_MAX).optional(),
  rank: choice(['name'] as const)
    .optional()
    .describe(
      "name: with a search, the records whose name holds every term come first (on the first 500 records' pages), then the others, each in the list's order",
    ),
  format: choice(LIST_FORMATS)
    .optional()
    .describe(
      "json (the default), xlsx or csv: every matching record, unpaged, as an Excel workbook or a CSV file in the caller's language",
    ),
});
export type ListQuery = z.infer<typeof listQuery>;
