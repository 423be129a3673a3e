import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { clsx } from 'clsx';
import styles from './Field.module.css';

/** Props every labelled form field shares. */
export interface FieldBaseProps {
  /** Visible label; also the accessible name. */
  label: ReactNode;
  /** Help text under the field, linked by aria-describedby. */
  description?: ReactNode;
  /** Shown, and announced, when `isInvalid` is true. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
}

/** Label above the control; a required field's ends with the required mark (`styles.required`). */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return <Label className={clsx(styles.label, isRequired && styles.required)}>{children}</Label>;
}

/** Description and error under the control; react-aria wires both to aria-describedby. */
export function FieldHelp({
  description,
  errorMessage,
}: Pick<FieldBaseProps, 'description' | 'errorMessage'>) {
  return (
    <>
      {description && (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      )}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

export { styles as fieldStyles };
