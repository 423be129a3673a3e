import { useId, type ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  type CheckboxProps as AriaCheckboxProps,
} from 'react-aria-components';
import { CheckIcon } from '../icons/icons';
import { clsx } from 'clsx';
import { fieldStyles } from '../Field/Field';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<
  AriaCheckboxProps,
  'children' | 'className' | 'validationBehavior'
> {
  /** The label; may hold a link (e.g. to the terms). */
  children: ReactNode;
  /** Shown under the box when `isInvalid`. */
  errorMessage?: ReactNode;
}

/**
 * A checkbox with its label as the click target (terms, agreements, confirmations). A required
 * one (`isRequired`) carries the required mark after its label and aria-required; the browser's
 * own validation never runs (the form shows `errorMessage`).
 */
export function Checkbox({ children, errorMessage, ...props }: CheckboxProps) {
  const errorId = useId();
  const showError = Boolean(props.isInvalid && errorMessage);
  return (
    <div className={styles.wrapper}>
      <AriaCheckbox
        {...props}
        validationBehavior="aria"
        // The error is read with the box, not only when a screen reader passes the text by.
        aria-describedby={
          [props['aria-describedby'], showError && errorId].filter(Boolean).join(' ') || undefined
        }
        className={styles.checkbox}
      >
        <span className={styles.box} aria-hidden="true">
          <CheckIcon className={styles.check} />
        </span>
        <span className={clsx(styles.label, props.isRequired && fieldStyles.required)}>
          {children}
        </span>
      </AriaCheckbox>
      {showError && (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      )}
    </div>
  );
}
