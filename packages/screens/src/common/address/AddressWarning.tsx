import { useId, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { AlertIcon, Checkbox } from '@wallet/ui';
import styles from './address.module.css';

export interface AddressWarningProps {
  /** What is wrong, in one line: the warning's accessible name. */
  title: string;
  children: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * The frame of the address-safety warnings: the title, what the user should know, and the box
 * the user must tick before the form may go on.
 */
export function AddressWarning({ title, children, checked, onCheckedChange }: AddressWarningProps) {
  const titleId = useId();
  return (
    <section className={styles.warning} aria-labelledby={titleId} role="group">
      <p id={titleId} className={styles.warningTitle}>
        <AlertIcon className={styles.icon} aria-hidden="true" />
        {title}
      </p>
      {children}
      <Checkbox isSelected={checked} onChange={onCheckedChange} isRequired>
        <Trans>I have compared every character and this is the address I mean to use.</Trans>
      </Checkbox>
    </section>
  );
}
