import { useState } from 'react';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePassword } from '@wallet/api';
import { Button, Dialog } from '@wallet/ui';
import { FormDialog } from '../../forms/FormDialog';
import { NewPasswordFields } from '../../auth/NewPasswordFields';
import { useAuthOutcome } from '../../auth/useAuthOutcome';
import { FormTextField } from '../../forms/FormFields';
import { useBlurValidatedForm } from '../../forms/useBlurValidatedForm';
import { useCanSubmit } from '../../forms/useCanSubmit';
import { useSingleSubmit } from '../../forms/useSingleSubmit';
import { endSignedInSession } from '../endSignedInSession';
import { PROFILE_MESSAGES } from '../messages';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';
import { changePasswordOutcome } from '../serverErrors';

/**
 * Reset Password from the profile: current password, new password with its rules, confirmation.
 * Saving is possible once all three are filled, the rules met and the two match. On success the
 * session ends: closing the success dialog or Login Again leads to /login.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [changed, setChanged] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const form = useBlurValidatedForm<ChangePasswordValues>(
    { currentPassword: '', password: '', confirmPassword: '' },
    zodResolver(changePasswordSchema),
  );
  const outcome = useAuthOutcome(form);
  const canSubmit = useCanSubmit(form, changePasswordSchema);

  const submit = useSingleSubmit(form, async (values) => {
    outcome.clear();
    try {
      await changePassword({
        current_password: values.currentPassword,
        password: values.password,
        confirm_password: values.confirmPassword,
      });
      setChanged(true);
    } catch (error) {
      outcome.show(changePasswordOutcome(error));
    }
  });

  const loginAgain = () => {
    if (leaving) return;
    setLeaving(true);
    void endSignedInSession(navigate, { serverLogout: true });
  };

  if (changed)
    return (
      <Dialog
        isOpen
        tone="success"
        size="sm"
        title={PROFILE_MESSAGES.passwordChanged}
        onOpenChange={(open) => !open && loginAgain()}
        actions={
          <Button autoFocus fullWidth isPending={leaving} onPress={loginAgain}>
            Login Again
          </Button>
        }
      >
        <p>For your security, log in again with your new password.</p>
      </Dialog>
    );

  return (
    <FormDialog
      title="Reset Password"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Reset Password"
      canSubmit={canSubmit}
      isSubmitting={form.formState.isSubmitting}
    >
      <FormTextField
        form={form}
        name="currentPassword"
        label="Current Password"
        isPassword
        autoComplete="current-password"
        autoFocus
      />
      <NewPasswordFields form={form} label="New Password" confirmLabel="Confirm New Password" />
      {outcome.feedback}
    </FormDialog>
  );
}
