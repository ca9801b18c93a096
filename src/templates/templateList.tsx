import { useLocaleState, useTranslate } from 'react-admin';
import { listBasics, type ListDeclaration } from '../common/list-kit';
import { templateRoutes } from './routes';
import { subjectIn, type TemplateRecord } from './types';

/** Whose a template is: its customer's name, or the platform's. */
function Owner({ record }: { record: TemplateRecord }) {
  const translate = useTranslate();
  return <>{record.company?.company_name ?? translate('templates.platform')}</>;
}

/** The subject in the UI's language. */
function Subject({ record }: { record: TemplateRecord }) {
  const [locale] = useLocaleState();
  return <>{subjectIn(record, locale)}</>;
}

/** /all-templates: name, whose, subject; searchable by name and sortable, as a list or cards; no tabs. */
export const templateList: ListDeclaration<TemplateRecord> = {
  ...listBasics('templates'),
  columns: [
    { source: 'template_name', label: 'templates.fields.template_name' },
    {
      source: 'company',
      label: 'templates.fields.company',
      sortable: false,
      render: (record) => <Owner record={record} />,
    },
    {
      source: 'subject_en',
      label: 'templates.fields.subject',
      sortable: false,
      render: (record) => <Subject record={record} />,
    },
  ],
  phone: { title: (record) => record.template_name, subtitle: (record) => <Owner record={record} /> },
  card: {
    title: (record) => record.template_name,
    subtitle: (record) => <Owner record={record} />,
    body: (record) => <Subject record={record} />,
  },
  advancedFilters: [],
  detailRoute: (record) => templateRoutes.edit('all', record.id),
  editRoute: (record) => templateRoutes.edit('all', record.id),
  deleteRoute: (record) => templateRoutes.delete('all', record.id),
  addRoute: () => templateRoutes.add('all'),
};
