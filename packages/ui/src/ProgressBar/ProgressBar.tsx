import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import styles from './ProgressBar.module.css';

export interface ProgressBarProps {
  /** Visible label; also the accessible name. */
  label: string;
  /** 0 to 100. */
  value: number;
  /** Hide the label visually (it is still announced). @default false */
  hideLabel?: boolean;
  /** Show the percentage beside the label. @default true */
  showValue?: boolean;
}

/** Determinate progress, e.g. the sign-up steps (25, 50, 75, 100). */
export function ProgressBar({
  label,
  value,
  hideLabel = false,
  showValue = true,
}: ProgressBarProps) {
  return (
    <AriaProgressBar value={value} className={styles.progress}>
      {({ percentage, valueText }) => (
        <>
          <div className={hideLabel ? 'visually-hidden' : styles.labels}>
            <Label>{label}</Label>
            {showValue && <span className={styles.value}>{valueText}</span>}
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
