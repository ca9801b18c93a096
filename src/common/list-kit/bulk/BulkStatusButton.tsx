import LabelIcon from '@mui/icons-material/Label';
import { domainChoices } from '../../choices';
import { BulkActionButton, type BulkDetailsProps } from './BulkActionButton';
import type { ComponentType } from 'react';

interface BulkStatusButtonProps {
  /** The list's resource: its texts are bulk.<resource>.set_status and .status_title, its labels <resource>.status. */
  resource: string;
  statuses: readonly string[];
  /** The field of the bulk call's change that carries the chosen status. */
  field: string;
  /** What else a chosen status asks for (a candidate's rejection reason). */
  details?: ComponentType<BulkDetailsProps>;
}

/** The bulk action that gives the selected records the status chosen from the resource's statuses. */
export function BulkStatusButton({ resource, statuses, field, details }: BulkStatusButtonProps) {
  return (
    <BulkActionButton
      label={`bulk.${resource}.set_status`}
      title={`bulk.${resource}.status_title`}
      icon={<LabelIcon />}
      action="update"
      choices={domainChoices(`${resource}.status`, statuses)}
      set={(status) => ({ [field]: status })}
      details={details}
    />
  );
}
