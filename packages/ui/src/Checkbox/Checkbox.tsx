import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { CheckIcon } from '../icons/icons';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  /** The label; may hold a link (e.g. to the terms). */
  children: ReactNode;
  /** Shown under the box when `isInvalid`. */
  errorMessage?: ReactNode;
}

/** A checkbox with its label as the click target (terms, agreements, confirmations). */
export function Checkbox({ children, errorMessage, ...props }: CheckboxProps) {
  return (
    <div className={styles.wrapper}>
      <AriaCheckbox {...props} className={styles.checkbox}>
        <span className={styles.box} aria-hidden="true">
          <CheckIcon className={styles.check} />
        </span>
        <span className={styles.label}>{children}</span>
      </AriaCheckbox>
      {props.isInvalid && errorMessage && <p className={styles.error}>{errorMessage}</p>}
    </div>
  );
}
