import { t } from '@lingui/core/macro';
import { useActiveLocale } from '../i18n/useActiveLocale';
import { Spinner } from '../Spinner/Spinner';
import styles from './LoadingOverlay.module.css';

export interface LoadingOverlayProps {
  /** Shown under the spinner and announced. @default 'Loading' */
  label?: string;
  /** Cover the whole viewport instead of the nearest positioned ancestor. @default false */
  fullScreen?: boolean;
}

/**
 * Covers content while a submission is in flight, so nothing underneath can be pressed twice.
 * Render it only while busy.
 */
export function LoadingOverlay({ label, fullScreen = false }: LoadingOverlayProps) {
  useActiveLocale();
  const text = label ?? t`Loading`;
  return (
    <div
      className={styles.overlay}
      data-fullscreen={fullScreen || undefined}
      role="status"
      aria-live="polite"
    >
      <div className={styles.panel}>
        <Spinner size="lg" label={text} />
        <p>{text}</p>
      </div>
    </div>
  );
}
