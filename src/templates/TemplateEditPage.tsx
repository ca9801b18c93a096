import { EditScreen } from '../common/EditScreen';
import { EditFormCard } from '../common/resource/EditFormCard';
import { usePlatformOnly } from '../common/resource/usePlatformOnly';
import { lazySchemaValidator } from '../common/validation';
import { TemplateFields } from './TemplateFields';
import { useTemplateParams, type TemplateRecord } from './types';

/** A colleague's save meanwhile is settled on the fields the template's history records. */
const CONFLICT = { kind: 'email_template' };

const validator = lazySchemaValidator(async () => (await import('@contract/templates')).templateWrite);

const formValues = (record: TemplateRecord) => ({
  id: record.id,
  template_name: record.template_name,
  company_uid: record.company?.company_uid ?? '',
  subject_en: record.subject_en,
  body_en: record.body_en,
  subject_de: record.subject_de,
  body_de: record.body_de,
});

/**
 * /template/all/edit/{uid}: the template's texts, then 'Template updated' and the list. A platform template is
 * a SubAdmin's to change: anyone else reads it, and is told why they cannot change it.
 */
export default function TemplateEditPage() {
  const { uid, listRoute } = useTemplateParams();
  const readOnlyBecause = usePlatformOnly('api.template_platform_only');
  return (
    <EditScreen resource="templates" id={uid} success="templates.edit.edited" listRoute={listRoute}>
      <EditFormCard
        validator={validator}
        values={formValues}
        conflict={CONFLICT}
        backTo={listRoute}
        readOnlyBecause={readOnlyBecause}
      >
        <TemplateFields />
      </EditFormCard>
    </EditScreen>
  );
}
