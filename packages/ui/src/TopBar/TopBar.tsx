import type { ReactNode } from 'react';
import styles from './TopBar.module.css';

export interface TopBarProps {
  /** Start of the bar: a menu button on mobile, a greeting. */
  start?: ReactNode;
  /** End of the bar: profile and logout. */
  end?: ReactNode;
}

/** The bar across the top of signed-in pages (a banner landmark). */
export function TopBar({ start, end }: TopBarProps) {
  return (
    <header className={styles.topbar}>
      <div className={styles.start}>{start}</div>
      <div className={styles.end}>{end}</div>
    </header>
  );
}
