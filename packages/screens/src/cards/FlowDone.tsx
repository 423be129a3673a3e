import type { ReactNode } from 'react';
import { SuccessIcon } from '@wallet/ui';
import styles from './flow.module.css';

/** The last screen of a card flow (apply, top-up, settings): what happened, and its one way on. */
export function FlowDone({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className={styles.done}>
      <SuccessIcon width={48} height={48} aria-hidden="true" className={styles.doneIcon} />
      <h1>{title}</h1>
      {children}
      {action}
    </div>
  );
}
