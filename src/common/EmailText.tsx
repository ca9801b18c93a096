import { Fragment } from 'react';

/**
 * An email address that wraps, when its column is too narrow for it, before its '@' or a dot of its domain
 * rather than inside a word ('anna.mueller' / '@example' / '.com'); the name before the '@' keeps its dots,
 * which would scatter it over lines. The cells' own rule (overflow-wrap: anywhere) still breaks a part too
 * long for the column. The parts stay text of one element.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  const parts = at < 0 ? [email] : [email.slice(0, at), ...email.slice(at).split(/(?=\.)/)];
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
