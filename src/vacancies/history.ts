import { VACANCY_STATUSES } from '@contract/domain';
import type { VACANCY_HISTORY } from '@contract/vacancies';
import { choice, day, historyLabels, percent } from '../common/history/labels';

export const history = historyLabels<typeof VACANCY_HISTORY>('vacancy', {
  vacancy_title: { label: 'vacancies.fields.title' },
  vacancy_description: { label: 'vacancies.fields.description', long: true },
  vacancy_tag: { label: 'vacancies.fields.tags' },
  vacancy_quota: { label: 'vacancies.fields.quota', show: percent },
  vacancy_start_date: { label: 'vacancies.fields.start_date', show: day },
  vacancy_due_date: { label: 'vacancies.fields.due_date', show: day },
  vacancy_status: {
    label: 'vacancies.fields.status',
    show: choice('vacancies.status', VACANCY_STATUSES),
  },
  vacancy_form_id: { label: 'vacancies.fields.form_id' },
  vacancy_thumbnail: { label: 'vacancies.fields.thumbnail' },
  vacancy_package: { label: 'vacancies.fields.packages' },
  scorecard_criteria: { label: 'vacancies.fields.scorecard_criteria' },
});
