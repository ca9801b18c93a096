import type { TemplateItem } from '@contract/templates';
import type { Sheet } from '../export/sheet';

/** The template list's export: its name, whose it is, and its subjects (the bodies are too long for a cell). */
export const templateSheet: Sheet<TemplateItem> = {
  file: 'templates',
  title: 'templates.title',
  columns: [
    { header: 'templates.fields.template_name', cell: (template) => template.template_name },
    {
      header: 'templates.fields.company',
      cell: (template, word) => template.company?.company_name ?? word('templates.platform'),
    },
    { header: 'templates.fields.subject_en', cell: (template) => template.subject_en },
    { header: 'templates.fields.subject_de', cell: (template) => template.subject_de },
  ],
};
