import { EditScreen } from '../common/EditScreen';
import { EditFormCard } from '../common/resource/EditFormCard';
import { lazySchemaValidator } from '../common/validation';
import { PackageFields } from './PackageFields';
import { usePackageParams, type PackageRecord } from './types';

/** A colleague's save meanwhile is settled on the fields the package's history records. */
const CONFLICT = { kind: 'package' };

const validator = lazySchemaValidator(async () => (await import('@contract/packages')).packageWrite);

const formValues = (record: PackageRecord) => ({
  id: record.id,
  package_name: record.package_name,
  package_name_de: record.package_name_de,
});

/** /package/all/edit/{uid}: the names, then 'Package edited successfully' and the list. */
export default function PackageEditPage() {
  const { uid, listRoute } = usePackageParams();
  return (
    <EditScreen resource="packages" id={uid} success="packages.edit.edited" listRoute={listRoute}>
      <EditFormCard validator={validator} values={formValues} conflict={CONFLICT} backTo={listRoute}>
        <PackageFields />
      </EditFormCard>
    </EditScreen>
  );
}
