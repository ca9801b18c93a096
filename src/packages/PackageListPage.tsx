import { ResourceList } from '../common/list-kit';
import { PageLoading } from '../common/PageLoading';
import { useMayOpen } from '../common/useMayOpen';
import { packageList } from './packageList';

/** /all-packages: for those who manage packages (a CustomerAdmin only reads them on the vacancy forms). */
export default function PackageListPage() {
  const mayOpen = useMayOpen('packages', 'edit');
  if (!mayOpen) return <PageLoading />;
  return <ResourceList declaration={packageList} pageType="all" />;
}
