import type { TEMPLATE_HISTORY } from '@contract/templates';
import { historyLabels } from '../common/history/labels';

export const history = historyLabels<typeof TEMPLATE_HISTORY>('email_template', {
  template_name: { label: 'templates.fields.template_name' },
  subject_en: { label: 'templates.fields.subject_en' },
  body_en: { label: 'templates.fields.body_en' },
  subject_de: { label: 'templates.fields.subject_de' },
  body_de: { label: 'templates.fields.body_de' },
});
