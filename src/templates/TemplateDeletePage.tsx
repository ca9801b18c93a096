import { DeletePage } from '../common/DeletePage';
import { DetailCard } from '../common/DetailCard';
import { useTemplateParams, type TemplateRecord } from './types';

/** /template/all/delete/{uid}: the template under the confirmation; then the server's message and the list. */
export default function TemplateDeletePage() {
  const { uid, listRoute } = useTemplateParams();
  return (
    <DeletePage<TemplateRecord>
      resource="templates"
      id={uid}
      listRoute={listRoute}
      details={(record) => (
        <DetailCard
          title={record.template_name}
          picture={false}
          items={[
            { label: 'templates.fields.subject_en', value: record.subject_en },
            { label: 'templates.fields.subject_de', value: record.subject_de },
          ]}
        />
      )}
    />
  );
}
