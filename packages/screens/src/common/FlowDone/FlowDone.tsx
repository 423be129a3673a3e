import type { ReactNode } from 'react';
import { InfoIcon, SuccessIcon } from '@wallet/ui';
import styles from './FlowDone.module.css';

/**
 * The last screen of a flow (withdraw, card apply, top-up, settings): what happened, and its one
 * way on.
 * `tone="info"` is for an end where nothing was done (no success mark).
 */
export function FlowDone({
  title,
  children,
  action,
  tone = 'success',
}: {
  title: string;
  children?: ReactNode;
  action: ReactNode;
  tone?: 'success' | 'info';
}) {
  const Icon = tone === 'info' ? InfoIcon : SuccessIcon;
  return (
    <div className={styles.done}>
      <Icon width={48} height={48} aria-hidden="true" className={styles.icon} data-tone={tone} />
      <h1>{title}</h1>
      {children}
      {action}
    </div>
  );
}
