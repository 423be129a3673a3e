import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { changePassword } from '@wallet/api';
import { FormDialog } from '../../forms/FormDialog';
import { NewPasswordFields, useAuthOutcome } from '../../common';
import { FormTextField } from '../../forms/FormFields';
import { missingOf, type FieldLabels } from '../../forms/missingFields';
import { MessageDialog } from '../../forms/MessageDialog';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { endSignedInSession } from '../endSignedInSession';
import { PROFILE_MESSAGES } from '../messages';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';
import { changePasswordOutcome } from '../serverErrors';

const LABELS = {
  get currentPassword() {
    return t`Current Password`;
  },
  get password() {
    return t`New Password`;
  },
  get confirmPassword() {
    return t`Confirm New Password`;
  },
} satisfies FieldLabels<ChangePasswordValues>;

/**
 * Reset Password from the profile: current password, new password with its rules, confirmation.
 * Saving is possible once all three are filled, the rules met and the two match. On success the
 * session ends: closing the success dialog or Login Again leads to /login.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [changed, setChanged] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const { form, submit, canSubmit, blocking, isPending } = useSchemaForm<ChangePasswordValues>({
    schema: changePasswordSchema,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    onSubmit: async (values) => {
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
    },
  });
  const outcome = useAuthOutcome(form);

  const loginAgain = () => {
    if (leaving) return;
    setLeaving(true);
    void endSignedInSession(navigate, { serverLogout: true });
  };

  if (changed)
    return (
      <MessageDialog
        tone="success"
        size="sm"
        title={PROFILE_MESSAGES.passwordChanged}
        onClose={loginAgain}
        action={{ label: t`Login Again`, onPress: loginAgain, isPending: leaving, fullWidth: true }}
      >
        <p>
          <Trans>For your security, log in again with your new password.</Trans>
        </p>
      </MessageDialog>
    );

  return (
    <FormDialog
      title={t`Reset Password`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={t`Reset Password`}
      canSubmit={canSubmit}
      missing={missingOf(form, blocking, LABELS)}
      action={t`reset your password`}
      isSubmitting={isPending}
    >
      <FormTextField
        form={form}
        name="currentPassword"
        label={LABELS.currentPassword}
        isPassword
        autoComplete="current-password"
        autoFocus
        isRequired
      />
      <NewPasswordFields
        form={form}
        label={LABELS.password}
        confirmLabel={LABELS.confirmPassword}
      />
      {outcome.feedback}
    </FormDialog>
  );
}
