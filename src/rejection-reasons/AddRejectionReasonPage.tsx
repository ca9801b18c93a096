import { Typography } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import type { UserRole } from '@contract/domain';
import { AddScreen } from '../common/resource/AddScreen';
import { lazySchemaValidator } from '../common/validation';
import { RejectionReasonFields } from './RejectionReasonFields';
import { useRejectionReasonParams } from './types';

const validator = lazySchemaValidator(
  async () => (await import('@contract/rejection-reasons')).rejectionReasonWrite,
);

/**
 * /add-rejection-reason/all: both names, then the server's message and the list. A SubAdmin's reason is
 * platform-wide, a CustomerAdmin's its company's: the form says which.
 */
export default function AddRejectionReasonPage() {
  const { listRoute } = useRejectionReasonParams();
  const translate = useTranslate();
  const { permissions } = usePermissions<UserRole>();
  const hint = permissions === 'SubAdmin' ? 'platform_hint' : 'company_hint';
  return (
    <AddScreen resource="rejectionReasons" validator={validator} listRoute={listRoute}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`rejectionReasons.add.${hint}`)}
      </Typography>
      <RejectionReasonFields />
    </AddScreen>
  );
}
