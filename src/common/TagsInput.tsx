import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { InputHelperText, useInput, useTranslate, type ValidationErrorMessage } from 'react-admin';
import { joinTags, splitTags } from './tags';

export { joinTags, splitTags };

interface TagsInputProps {
  source: string;
  /** i18n keys of the label and the hint below it. */
  label: string;
  hint?: string;
  /** The value is a list of names (a vacancy's scorecard criteria), not one comma-separated text. */
  list?: boolean;
}

/**
 * Free tags entered as chips: Enter or a comma adds the tag being typed (leaving the field adds it too),
 * Backspace in the empty box or a chip's delete button removes one.
 */
export function TagsInput({ source, label, hint, list = false }: TagsInputProps) {
  const translate = useTranslate();
  const { id, field, fieldState } = useInput({ source, defaultValue: list ? [] : '' });
  const [typed, setTyped] = useState('');
  const tags = splitTags(list ? joinTags(Array.isArray(field.value) ? field.value : []) : field.value);
  const save = (next: readonly string[]) => field.onChange(list ? splitTags(joinTags(next)) : joinTags(next));

  const type = (text: string) => {
    if (!text.includes(',')) return setTyped(text);
    const parts = text.split(',');
    setTyped(parts.pop() ?? '');
    save([...tags, ...parts]);
  };
  const leave = () => {
    if (typed.trim()) save([...tags, typed]);
    setTyped('');
    field.onBlur();
  };
  // react-admin's validators put a {message, args} object where react-hook-form types a string.
  const error = fieldState.invalid ? (fieldState.error?.message as ValidationErrorMessage) : undefined;

  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={tags}
      inputValue={typed}
      onInputChange={(_, text, reason) => reason === 'input' && type(text)}
      onChange={(_, next) => {
        setTyped('');
        save(next);
      }}
      // MUI's own text is English: the clear button is named as react-admin's inputs name theirs.
      clearText={translate('ra.action.clear_input_value')}
      sx={{ mb: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          id={id}
          name={field.name}
          inputRef={field.ref}
          label={translate(label)}
          onBlur={leave}
          error={Boolean(error)}
          helperText={<InputHelperText error={error} helperText={hint} />}
        />
      )}
    />
  );
}
