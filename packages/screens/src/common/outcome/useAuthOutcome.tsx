import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormAlert } from '../../forms/FormAlert';
import { LazyAuthDialog } from './LazyAuthDialog';
import type { AuthDialogKind, AuthOutcome } from './types';

/**
 * Shows a failed call's outcome on a form: a field's message (announced, since the field keeps
 * no focus: focusing it would clear the message), a message for the whole form, or a dialog.
 * Nothing the user typed is touched.
 */
export function useAuthOutcome<T extends FieldValues>(form: UseFormReturn<T>) {
  const [formError, setFormError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dialog, setDialog] = useState<AuthDialogKind | null>(null);

  const show = (outcome: AuthOutcome) => {
    if (outcome.kind === 'field') {
      form.setError(outcome.field as Path<T>, { type: 'server', message: outcome.message });
      setAnnouncement(outcome.message);
    } else if (outcome.kind === 'form') setFormError(outcome.message);
    else setDialog(outcome.dialog);
  };

  const clear = () => {
    setFormError(null);
    setAnnouncement('');
  };

  /** The form-level message, the announcement and the dialog, to place in the form. */
  const feedback = (
    <>
      <FormAlert>{formError}</FormAlert>
      <p className="visually-hidden" aria-live="assertive">
        {announcement}
      </p>
      <LazyAuthDialog kind={dialog} onClose={() => setDialog(null)} />
    </>
  );

  return { show, clear, feedback };
}
