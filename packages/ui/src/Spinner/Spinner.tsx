import { t } from '@lingui/core/macro';
import { useActiveLocale } from '../i18n/useActiveLocale';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Accessible name announced while loading. @default 'Loading' */
  label?: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * An indeterminate progress indicator: role="progressbar" with a name and no value, drawn as a
 * ring. Plain markup (no react-aria) because it shows while the first page's code loads.
 */
export function Spinner({ label, size = 'md' }: SpinnerProps) {
  useActiveLocale();
  return (
    <span
      role="progressbar"
      aria-label={label ?? t`Loading`}
      className={styles.spinner}
      data-size={size}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.ring}>
        <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" className={styles.track} />
        <circle cx="12" cy="12" r="9" fill="none" strokeWidth="3" className={styles.arc} />
      </svg>
    </span>
  );
}
