import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  /** Status colour. The text must say the status too: colour alone carries no meaning. @default 'neutral' */
  tone?: Tone;
  children: ReactNode;
}

/** A short status label (Verified, Pending Approval, Coming Soon ...). */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {children}
    </span>
  );
}
