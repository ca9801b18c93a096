import ToggleOnIcon from '@mui/icons-material/ToggleOn';
import { CANDIDATE_ACTIVE_CHOICES, CANDIDATE_STATUSES } from '@contract/domain';
import { BulkActionButton } from '../common/list-kit/bulk/BulkActionButton';
import { BulkDeleteButton } from '../common/list-kit/bulk/BulkDeleteButton';
import { BulkStatusButton } from '../common/list-kit/bulk/BulkStatusButton';
import { BulkToolbar } from '../common/list-kit/bulk/BulkToolbar';
import { BulkReasonDetails } from '../rejection-reasons/BulkReasonDetails';
import { BulkMailButton } from './mails/BulkMailButton';

/** The stored active states' labels (candidates.active.Active) by the call's lower-case words. */
const activeChoices = CANDIDATE_ACTIVE_CHOICES.map((value) => ({
  id: value,
  name: value === 'active' ? 'candidates.active.Active' : 'candidates.active.Inactive',
}));

/** The spec's question before any deletion (app.delete), with what erasing the candidates takes (issue 30). */
const ERASE_TEXT = ['bulk.candidates.erase_text', 'app.delete.text'] as const;

/**
 * The candidate list's bulk actions (issue 12): status (Rejected with its reason, issue 34), active state and a
 * mail from a template (issue 34); and, for the roles that may delete
 * candidates, erasing their personal data (issue 30), as the details screen's delete does one.
 */
export default function CandidateBulkActions() {
  return (
    <BulkToolbar>
      <BulkStatusButton
        resource="candidates"
        statuses={CANDIDATE_STATUSES}
        field="candidate_status"
        details={BulkReasonDetails}
      />
      <BulkActionButton
        label="bulk.candidates.set_active"
        title="bulk.candidates.active_title"
        icon={<ToggleOnIcon />}
        action="update"
        choices={activeChoices}
        set={(candidate_active_or_inactive) => ({ candidate_active_or_inactive })}
      />
      <BulkMailButton />
      <BulkDeleteButton title="app.delete.title" text={ERASE_TEXT} confirm="app.delete.confirm" />
    </BulkToolbar>
  );
}
