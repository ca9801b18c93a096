import { Fragment } from 'react';

/**
 * An email address that wraps, when its column is too narrow for it, before an '@' or a dot rather than
 * inside a word ('anna.mueller' / '@example' / '.com'), as addresses are broken in print. The cells' own rule
 * (overflow-wrap: anywhere) still breaks a part too long for the column. The parts stay text of one element.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <>
      {email.split(/(?=[.@])/).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
