import type { ReactNode } from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import styles from './Switch.module.css';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  /** The setting's name. */
  children: ReactNode;
}

/** An on/off setting that applies at once (marketing e-mails, card permissions). */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={styles.switch}>
      <span className={styles.label}>{children}</span>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.handle} />
      </span>
    </AriaSwitch>
  );
}
