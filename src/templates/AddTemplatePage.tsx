import { AddScreen } from '../common/resource/AddScreen';
import { lazySchemaValidator } from '../common/validation';
import { TemplateFields } from './TemplateFields';
import { useTemplateParams } from './types';

const validator = lazySchemaValidator(async () => (await import('@contract/templates')).templateWrite);

/** /add-template/all: the name and both languages' texts, then 'Template added' and the list. */
export default function AddTemplatePage() {
  const { listRoute } = useTemplateParams();
  return (
    <AddScreen resource="templates" validator={validator} listRoute={listRoute}>
      <TemplateFields />
    </AddScreen>
  );
}
