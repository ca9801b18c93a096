import { DeletePage } from '../common/DeletePage';
import { DetailCard } from '../common/DetailCard';
import { usePackageParams, type PackageRecord } from './types';

/**
 * /package/all/delete/{uid}: the package under the confirmation; then the server's message and the list. A
 * package some vacancy offers is refused with the server's hint (its 409), shown as the error toast.
 */
export default function PackageDeletePage() {
  const { uid, listRoute } = usePackageParams();
  return (
    <DeletePage<PackageRecord>
      resource="packages"
      id={uid}
      listRoute={listRoute}
      details={(record) => (
        <DetailCard
          title={record.package_name}
          picture={false}
          items={[
            { label: 'packages.fields.package_name', value: record.package_name },
            { label: 'packages.fields.package_name_de', value: record.package_name_de },
          ]}
        />
      )}
    />
  );
}
