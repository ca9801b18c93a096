import { Button, Stack } from '@mui/material';
import { useEffect, useRef, type FocusEvent } from 'react';
import { Form, TextInput, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { NOTE_TEXT_MAX } from '@contract/domain';
import { AskBeforeLeaving } from '../../common/AskBeforeLeaving';
import { ReportUnsavedInput } from '../../common/ReportUnsavedInput';
import { useFocusBackAfter } from '../../common/useFocusBackAfter';
import { REQUIRED_MARK } from '../../common/requiredMark';
import { lazySchemaValidator } from '../../common/validation';

const validator = lazySchemaValidator(async () => (await import('@contract/notes')).candidateNoteWrite);

/**
 * The focus a form starts with puts the caret after the text, where an edit usually goes on: the browser puts it
 * before. A later click keeps the caret where it lands.
 */
function useCaretToEndOnce() {
  const placed = useRef(false);
  return (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (placed.current) return;
    placed.current = true;
    const box = event.currentTarget;
    box.setSelectionRange(box.value.length, box.value.length);
  };
}

/** How much of the 5,000 characters the text uses, below the box while it has no error. */
function LengthHint() {
  const translate = useTranslate();
  const text = useWatch<{ note_text?: string }>({ name: 'note_text' }) ?? '';
  return <>{translate('candidates.notes.length', { count: text.length, max: NOTE_TEXT_MAX })}</>;
}

function Buttons({ submitLabel, onCancel }: { submitLabel: string; onCancel?: () => void }) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const submit = useFocusBackAfter(isSubmitting);
  return (
    <Stack direction="row" gap={1} justifyContent="flex-end">
      {onCancel && (
        <Button variant="outlined" onClick={onCancel} disabled={isSubmitting}>
          {translate('candidates.notes.cancel')}
        </Button>
      )}
      <Button ref={submit} type="submit" variant="contained" loading={isSubmitting}>
        {translate(submitLabel)}
      </Button>
    </Stack>
  );
}

interface NoteFormProps {
  /** The text to start from (an edit), none for a new note. */
  text?: string;
  /** i18n keys of the text box and of the submit button. */
  label: string;
  submitLabel: string;
  /** Sends the text; resolves once the server has answered (a failure is the caller's toast). */
  onSave: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  /** The text box takes the focus as the form appears. */
  autoFocus?: boolean;
}

/**
 * A note's text, several lines, checked by the contract's schema when sent (required, at most 5,000
 * characters) and again as it changes once it was refused.
 */
export function NoteForm({ text = '', label, submitLabel, onSave, onCancel, autoFocus }: NoteFormProps) {
  useEffect(() => validator.preload(), []);
  const caretToEnd = useCaretToEndOnce();
  return (
    <Form
      record={{ note_text: text }}
      validate={validator.validate}
      mode="onSubmit"
      noValidate
      onSubmit={async (values: { note_text?: unknown }) => {
        await onSave(String(values.note_text ?? '')).catch(() => undefined);
      }}
    >
      <TextInput
        source="note_text"
        label={label}
        multiline
        minRows={3}
        // A long note scrolls inside its box, keeping the buttons and the length hint in sight.
        maxRows={12}
        autoFocus={autoFocus}
        onFocus={autoFocus ? caretToEnd : undefined}
        validate={REQUIRED_MARK}
        helperText={<LengthHint />}
      />
      <Buttons submitLabel={submitLabel} onCancel={onCancel} />
      <ReportUnsavedInput />
      <AskBeforeLeaving />
    </Form>
  );
}
