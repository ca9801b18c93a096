import { useMemo } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import type { UserRole } from '@contract/domain';
import { ResourceList } from '../common/list-kit';
import { PageLoading } from '../common/PageLoading';
import { useMayOpen } from '../common/useMayOpen';
import { reasonList } from './reasonList';

/** /all-rejection-reasons: for those who manage reasons (a StaffAdmin only reads them where it rejects). */
export default function RejectionReasonListPage() {
  const mayOpen = useMayOpen('rejectionReasons', 'edit');
  const { permissions } = usePermissions<UserRole>();
  const translate = useTranslate();
  const platformWide = translate('rejectionReasons.platform_wide');
  const declaration = useMemo(() => reasonList(permissions, platformWide), [permissions, platformWide]);
  if (!mayOpen) return <PageLoading />;
  return <ResourceList declaration={declaration} pageType="all" />;
}
