import type { ReactNode } from 'react';
import { ErrorIcon } from '@wallet/ui';
import styles from './forms.module.css';

/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      {children && (
        <>
          <ErrorIcon className={styles.alertIcon} aria-hidden="true" />
          <p>{children}</p>
        </>
      )}
    </div>
  );
}
