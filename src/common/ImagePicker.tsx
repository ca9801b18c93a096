import { useContext, useMemo, type ReactNode } from 'react';
import { I18nContext, ImageField, ImageInput, useTranslate } from 'react-admin';
import { UPLOAD_IMAGE_TYPES } from '@contract/domain';
import { fieldNames } from './fieldNames';
import { REQUIRED_MARK } from './requiredMark';

/** The picker's accepted types: the ones the API stores (it checks the bytes, too). */
const ACCEPT = Object.fromEntries(UPLOAD_IMAGE_TYPES.map((type) => [type, []]));

/** What a record's stored image URL looks like to the picker: a preview that is not sent again. */
export const storedImage = (url: string | null | undefined) => (url ? { src: url, title: '' } : null);

/**
 * One image (logo, thumbnail) with its preview: the stored one on edit (see storedImage), or the chosen file.
 * Only a newly chosen file is sent (src/providers/payloads.ts chosenFile). `required` marks it so.
 */
export function ImagePicker({
  source,
  label,
  required,
}: {
  source: string;
  label: string;
  required?: boolean;
}) {
  const translate = useTranslate();
  return (
    <RemoveButtonNamed label={label}>
      <ImageInput
        source={source}
        label={label}
        accept={ACCEPT}
        validate={required ? REQUIRED_MARK : undefined}
        // The keyboard reaches the file input itself, named after the field, rather than react-dropzone's zone
        // around it: a focusable box with the role "presentation" and no name, which screen readers announce as
        // nothing. The input opens the file chooser on Enter or Space as any file input does.
        options={{ noKeyboard: true }}
        inputProps={{ 'aria-label': translate(label), tabIndex: 0 }}
        sx={{
          '& .RaFileInput-dropZone': {
            color: 'text.secondary',
            border: 1,
            borderStyle: 'dashed',
            borderColor: 'divider',
            py: 2,
            cursor: 'pointer',
          },
          '& .RaFileInput-dropZone:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main' },
          '& .RaFileInput-removeButton button': { opacity: 1 },
          // The API keeps a stored image until another replaces it: only a newly chosen file (a blob: preview)
          // can be taken back.
          '& .RaFileInput-removeButton:has(img:not([src^="blob:"])) button': { display: 'none' },
          '& img': { maxHeight: 120, borderRadius: 1, m: 0.5 },
        }}
      >
        <ImageField source="src" title="title" />
      </ImageInput>
    </RemoveButtonNamed>
  );
}

const REMOVE = 'ra.action.delete';

/**
 * Names the preview's remove button after the field ("Remove the chosen logo"). react-admin's preview calls it
 * "Delete" (`ra.action.delete`) and takes no label: beside a record's form, that reads as deleting the record.
 */
function RemoveButtonNamed({ label, children }: { label: string; children: ReactNode }) {
  const i18n = useContext(I18nContext);
  const named = useMemo(() => {
    const names = fieldNames(i18n.translate(label));
    const translate = (key: string, options?: object) =>
      key === REMOVE ? i18n.translate('app.image_picker.remove', names) : i18n.translate(key, options);
    return { ...i18n, translate };
  }, [i18n, label]);
  return <I18nContext.Provider value={named}>{children}</I18nContext.Provider>;
}
