import { useId, type FormEvent, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Button, Dialog, MissingFields, type MissingItem } from '@wallet/ui';
import styles from './forms.module.css';

export interface FormDialogProps {
  title: string;
  /** Cancel, the close button, Escape or a click outside. */
  onClose: () => void;
  /** The form's submit handler (from `useSingleSubmit`). */
  onSubmit: (event?: FormEvent) => void;
  submitLabel: string;
  /** From `useSubmitCheck`: the values pass the schema. */
  canSubmit: boolean;
  /** What the submit still waits for (`missingOf`), said above the buttons. */
  missing: readonly MissingItem[];
  /** The submit's action, in the active language, in "To {action}, fill in …": "add this address". */
  action: string;
  isSubmitting: boolean;
  /** Why the submit cannot be sent now whatever is filled in (offline: `useOfflinePause`, common/connection.ts). */
  unavailable?: string;
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
  missing,
  action,
  isSubmitting,
  unavailable,
  children,
}: FormDialogProps) {
  const hintId = useId();
  return (
    <Dialog isOpen title={title} onOpenChange={(open) => !open && onClose()}>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {children}
        <MissingFields
          id={hintId}
          action={action}
          items={canSubmit ? [] : missing}
          unavailable={unavailable}
          align="end"
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onPress={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            isDisabled={!canSubmit || Boolean(unavailable)}
            isPending={isSubmitting}
            aria-describedby={hintId}
          >
            {submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
