import type { FormEvent, ReactNode } from 'react';
import { Button, Dialog } from '@wallet/ui';
import styles from './forms.module.css';

export interface FormDialogProps {
  title: string;
  /** Cancel, the close button, Escape or a click outside. */
  onClose: () => void;
  /** The form's submit handler (from `useSingleSubmit`). */
  onSubmit: (event?: FormEvent) => void;
  submitLabel: string;
  /** From `useCanSubmit`: the values pass the schema. */
  canSubmit: boolean;
  isSubmitting: boolean;
  /** The fields and the form's feedback. */
  children: ReactNode;
}

/** A form in a dialog (profile preferences, password, and the like): fields, Cancel, submit. */
export function FormDialog({
  title,
  onClose,
  onSubmit,
  submitLabel,
  canSubmit,
  isSubmitting,
  children,
}: FormDialogProps) {
  return (
    <Dialog isOpen title={title} onOpenChange={(open) => !open && onClose()}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={!canSubmit} isPending={isSubmitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
