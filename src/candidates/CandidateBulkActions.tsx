import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { CANDIDATE_ACTIVE_CHOICES, CANDIDATE_STATUSES } from '@contract/domain';
import { BulkActionButton } from '../common/list-kit/bulk/BulkActionButton';
import { BulkStatusButton } from '../common/list-kit/bulk/BulkStatusButton';
import { BulkToolbar } from '../common/list-kit/bulk/BulkToolbar';

/** The stored active states' labels (candidates.active.Active) by the call's lower-case words. */
const activeChoices = CANDIDATE_ACTIVE_CHOICES.map((value) => ({
  id: value,
  name: value === 'active' ? 'candidates.active.Active' : 'candidates.active.Inactive',
}));

/** The candidate list's bulk actions (issue 12): status and active state; candidates are never deleted. */
export default function CandidateBulkActions() {
  return (
    <BulkToolbar>
      <BulkStatusButton resource="candidates" statuses={CANDIDATE_STATUSES} field="candidate_status" />
      <BulkActionButton
        label="bulk.candidates.set_active"
        title="bulk.candidates.active_title"
        icon={<ToggleOnIcon />}
        action="update"
        choices={activeChoices}
        set={(candidate_active_or_inactive) => ({ candidate_active_or_inactive })}
      />
    </BulkToolbar>
  );
}
