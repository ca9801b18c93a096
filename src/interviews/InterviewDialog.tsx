import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { Form, type ValidateForm } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { CandidateStatus } from '@contract/domain';
import { lazySchemaValidator } from '../common/validation';
import { ConflictWarning } from './ConflictWarning';
import {
  createOf,
  editValues,
  scheduleValues,
  startOf,
  updateOf,
  type InterviewFormValues,
} from './formValues';
import { InterviewFields } from './InterviewFields';
import { useInterviewTranslate } from './texts';
import type { InterviewRecord } from './types';
import { useInterviewWrites } from './useInterviews';

const createCheck = lazySchemaValidator(async () => (await import('@contract/interviews')).interviewCreate);
const updateCheck = lazySchemaValidator(async () => (await import('@contract/interviews')).interviewUpdate);

/**
 * The contract's check of the write the values make. The start is one field there and two here: its problem
 * shows on the day while the day is not whole, else on the time.
 */
function validatorOf(candidateUid: string, scheduling: boolean): ValidateForm {
  return async (values) => {
    const form = values as Partial<InterviewFormValues>;
    const errors = scheduling
      ? await createCheck.validate(createOf(candidateUid, form))
      : await updateCheck.validate(updateOf(form));
    const { starts_at: start, ...others } = errors as Record<string, unknown>;
    if (!start) return others;
    const dayWhole = startOf(form.day, '00:00') !== '';
    return { ...others, [dayWhole ? 'time' : 'day']: start };
  };
}

function Actions({ onClose, scheduling }: { onClose: () => void; scheduling: boolean }) {
  const translate = useInterviewTranslate();
  const { isSubmitting } = useFormState();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button variant="outlined" onClick={onClose} disabled={isSubmitting}>
        {translate('interviews.close')}
      </Button>
      <Button type="submit" variant="contained" loading={isSubmitting}>
        {translate(scheduling ? 'interviews.schedule' : 'interviews.save')}
      </Button>
    </DialogActions>
  );
}

export interface InterviewDialogProps {
  candidateUid: string;
  /** The candidate's status: a new interview proposes the round after it. */
  status: CandidateStatus;
  /** The interview to change; none to schedule one. */
  interview?: InterviewRecord;
  onClose: () => void;
}

/**
 * Scheduling or changing an interview, in a dialog that keeps the focus while open and gives it back to the
 * button that opened it. Checked by the contract's schema before sending; the server's refusal is a toast and
 * the dialog stays open with what was typed.
 */
export default function InterviewDialog({ candidateUid, status, interview, onClose }: InterviewDialogProps) {
  const translate = useInterviewTranslate();
  const titleId = useId();
  const scheduling = interview === undefined;
  // Drawn once: a form given new values would start again from them.
  const [values] = useState(() => (interview ? editValues(interview) : scheduleValues(status)));
  const [validate] = useState(() => validatorOf(candidateUid, scheduling));
  useEffect(() => (scheduling ? createCheck : updateCheck).preload(), [scheduling]);
  const writes = useInterviewWrites(onClose);
  const save = async (typed: Partial<InterviewFormValues>) => {
    const write = interview
      ? ({ action: 'update', interview, data: updateOf(typed) } as const)
      : ({ action: 'create', data: createOf(candidateUid, typed) } as const);
    await writes.mutateAsync(write).catch(() => undefined);
  };
  return (
    <Dialog
      open
      onClose={writes.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <Form record={values} validate={validate} mode="onSubmit" noValidate onSubmit={save}>
        <DialogTitle id={titleId}>
          {translate(scheduling ? 'interviews.schedule' : 'interviews.edit')}
        </DialogTitle>
        <DialogContent>
          <InterviewFields
            candidateUid={candidateUid}
            interviewers={interview?.interviewers}
            scheduling={scheduling}
          />
          <ConflictWarning except={interview?.id} />
        </DialogContent>
        <Actions onClose={onClose} scheduling={scheduling} />
      </Form>
    </Dialog>
  );
}
