import { AddScreen } from '../common/resource/AddScreen';
import { lazySchemaValidator } from '../common/validation';
import { PackageFields } from './PackageFields';
import { usePackageParams } from './types';

const validator = lazySchemaValidator(async () => (await import('@contract/packages')).packageWrite);

/** /add-package/all: the names, then 'Package added successfully' and the list; a taken name shows the 409. */
export default function AddPackagePage() {
  const { listRoute } = usePackageParams();
  return (
    <AddScreen resource="packages" validator={validator} listRoute={listRoute}>
      <PackageFields />
    </AddScreen>
  );
}
