import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { useGetList } from 'react-admin';
import { BulkActionButton } from '../../common/list-kit/bulk/BulkActionButton';
import type { TemplateRecord } from '../../templates/types';

const ALL_TEMPLATES = { page: 1, perPage: 200 };

/** The candidate list's bulk mail (issue 34): a template to each selected candidate, in their language. */
export function BulkMailButton() {
  const { data: templates = [] } = useGetList<TemplateRecord>('templates', {
    pagination: ALL_TEMPLATES,
    sort: { field: 'template_name', order: 'ASC' },
  });
  return (
    <BulkActionButton
      label="bulk.candidates.send_mail"
      title="bulk.candidates.mail_title"
      text="bulk.candidates.mail_text"
      icon={<MailOutlineIcon />}
      action="mail"
      confirm="bulk.candidates.mail_confirm"
      choices={templates.map((template) => ({ id: template.id, name: template.template_name }))}
      set={(template_uid) => ({ template_uid })}
    />
  );
}
