import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** An icon (one of ui's icons), decorative. */
  icon: ReactNode;
  /** What is empty, in the spec's words where it has them ("No record"). */
  title: string;
  /** One line on what fills it. */
  description?: ReactNode;
  /** The next step: a Button or a Link. */
  action?: ReactNode;
}

/** Nothing to show yet: an icon, what is empty, and the next step, centred in its surface. */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
