import { SelectInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { lacksRequiredReason, REJECTED_STATUS } from '@contract/rejection';
import type { CandidateRecord } from '../candidates/types';
import type { LazyValidator } from '../common/validation';
import { useReasonChoices } from './useReasonChoices';

/** The candidate as it was read: its status and reason before the edit. */
const before = (record: CandidateRecord) => ({
  candidate_status: record.candidate_status,
  rejection_reason: record.rejection_reason?.uid ?? null,
});

/**
 * The edit form's validator with the reason's rule (issue 34) beside the schema's: a rejection without a reason
 * where the candidate's company requires one is refused on the field, as the server refuses it.
 */
export function withReasonRule(validator: LazyValidator, record: CandidateRecord): LazyValidator {
  return {
    preload: validator.preload,
    validate: async (values) => {
      const errors = await validator.validate(values);
      const after = {
        candidate_status: String(values.candidate_status ?? ''),
        rejection_reason:
          typeof values.rejection_reason === 'string' && values.rejection_reason ? 'given' : null,
      };
      if (!lacksRequiredReason(before(record), after, record.rejection_reason_required === true))
        return errors;
      return { ...errors, rejection_reason: { message: 'validation.rejection_reason_required', args: {} } };
    },
  };
}

/**
 * The reason of a rejection on the candidate edit form: there while the status is Rejected, its choices the
 * company's (platform-wide and its own); "No reason" unless the company requires one.
 */
export function RejectionReasonInput({ record }: { record: CandidateRecord }) {
  const status: unknown = useWatch({ name: 'candidate_status' });
  const { choices, isPending } = useReasonChoices(record.vacancy.vacancy_company.company_uid);
  if (status !== REJECTED_STATUS) return null;
  const required = record.rejection_reason_required === true;
  return (
    <SelectInput
      source="rejection_reason"
      label="rejectionReasons.choice.label"
      choices={choices}
      translateChoice={false}
      isPending={isPending}
      emptyText="rejectionReasons.choice.none"
      helperText={required ? 'rejectionReasons.choice.ask_required' : false}
      isRequired={required}
      // "No reason" stays the empty text (react-admin would make it null, which is not sent): the reason is cleared.
      parse={(value: string) => value}
    />
  );
}
