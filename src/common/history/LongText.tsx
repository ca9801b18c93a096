import { Button } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

/** Long texts (a note, a description) show this many characters until the user asks for the whole text. */
export const SHORT_TEXT_LENGTH = 120;

/** A text shortened to SHORT_TEXT_LENGTH characters with a button that shows it whole, and short again. */
export function LongText({ text }: { text: string }) {
  const translate = useTranslate();
  const [whole, setWhole] = useState(false);
  const id = useId();
  if (text.length <= SHORT_TEXT_LENGTH) return <>{text}</>;
  return (
    <>
      <span id={id} style={{ whiteSpace: whole ? 'pre-line' : undefined }}>
        {whole ? text : `${text.slice(0, SHORT_TEXT_LENGTH).trimEnd()}…`}
      </span>{' '}
      <Button
        size="small"
        variant="text"
        aria-expanded={whole}
        aria-controls={id}
        onClick={() => setWhole(!whole)}
        sx={{ minWidth: 0, p: 0, verticalAlign: 'baseline', textTransform: 'none' }}
      >
        {translate(whole ? 'app.history.short_text' : 'app.history.full_text')}
      </Button>
    </>
  );
}
