import { ResourceList } from '../common/list-kit';
import { PageLoading } from '../common/PageLoading';
import { useMayOpen } from '../common/useMayOpen';
import { templateList } from './templateList';

/** /all-templates: for those who manage templates (a StaffAdmin reads them in the mail dialog only). */
export default function TemplateListPage() {
  const mayOpen = useMayOpen('templates', 'edit');
  if (!mayOpen) return <PageLoading />;
  return <ResourceList declaration={templateList} pageType="all" />;
}
