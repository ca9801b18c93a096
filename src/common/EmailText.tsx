import { Fragment } from 'react';

/** A part of an address that breaks only when it is wider than its column on its own (at its hyphens first). */
const WHOLE = { display: 'inline-block', maxWidth: '100%' } as const;

/**
 * An email address that wraps, when its column is too narrow for it, before its '@' or a dot of its domain
 * rather than inside a word ('anna.mueller' / '@example' / '.com'); the name before the '@' keeps its dots,
 * which would scatter it over lines. Each part is kept whole, so that a hyphen ('mueller-soehne') does not end a
 * line and read as a hyphenation; a part too long for the column still breaks (the cells' overflow-wrap).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const parts = at < 0 ? [email] : [email.slice(0, at), ...email.slice(at).split(/(?=\.)/)];
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span style={WHOLE}>{part}</span>
        </Fragment>
      ))}
    </>
  );
}
