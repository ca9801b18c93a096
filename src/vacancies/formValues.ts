import { storedImage } from '../common/ImagePicker';
import type { VacancyRecord } from './types';

/**
 * The form's values from the record: its packages checked as in is_selected, its thumbnail as a preview, its
 * scorecard criteria as chips (none from a server of the bare contract).
 */
export const editValues = (record: VacancyRecord) => ({
  ...record,
  scorecard_criteria: record.scorecard_criteria ?? [],
  vacancy_quota: String(record.vacancy_quota),
  vacancy_package: record.vacancy_package.filter((item) => item.is_selected).map((item) => item.uid),
  vacancy_thumbnail: storedImage(record.vacancy_thumbnail),
});
