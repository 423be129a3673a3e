import { Fragment } from 'react';
import styles from './EmailAddress.module.css';

export interface EmailAddressProps {
  /** The address, shown as typed. */
  value: string;
}

/**
 * An e-mail address that wraps before its "@" or after a dot, never at a hyphen inside a part
 * ("jane-" / "doe@…" misreads as two addresses). A part wider than the whole line still wraps
 * inside itself rather than overflow. The text and what is copied stay the address itself.
 */
export function EmailAddress({ value }: EmailAddressProps) {
  const parts = value.split(/(?=@)|(?<=\.)/);
  return (
    <span className={styles.email}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className={styles.part}>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
