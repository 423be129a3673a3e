import { Navigate, useLocation, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordWithToken } from '@wallet/api';
import { Button } from '@wallet/ui';
import { useBlurValidatedForm } from '../../forms/useBlurValidatedForm';
import { useCanSubmit } from '../../forms/useCanSubmit';
import { useSingleSubmit } from '../../forms/useSingleSubmit';
import { NewPasswordFields } from '../NewPasswordFields';
import { newPasswordSchema, type NewPasswordValues } from '../schemas';
import { newPasswordOutcome } from '../serverErrors';
import { useAuthOutcome } from '../useAuthOutcome';
import styles from '../auth.module.css';

/** /password-reset-form: a new password for the account of a checked link. */
export function NewPasswordScreen() {
  const token = (useLocation().state as { token?: string } | null)?.token;
  // The token only arrives from the link check; without it the link must be opened again.
  if (!token) return <Navigate to="/password-reset-fail" replace />;
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useBlurValidatedForm<NewPasswordValues>(
    { password: '', confirmPassword: '' },
    zodResolver(newPasswordSchema),
  );
  const outcome = useAuthOutcome(form);
  const canSubmit = useCanSubmit(form, newPasswordSchema);

  const submit = useSingleSubmit(form, async (values) => {
    outcome.clear();
    try {
      await resetPasswordWithToken({
        recovery_token: token,
        password: values.password,
        confirm_password: values.confirmPassword,
      });
      navigate('/password-reset-form/confirmation', { replace: true });
    } catch (error) {
      outcome.show(newPasswordOutcome(error));
    }
  });

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Set New Password</h1>
        <p>Choose a new password for your account.</p>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <NewPasswordFields form={form} label="New Password" confirmLabel="Confirm New Password" />
        {outcome.feedback}
        <Button
          type="submit"
          fullWidth
          isDisabled={!canSubmit}
          isPending={form.formState.isSubmitting}
        >
          Reset Password
        </Button>
      </form>
    </div>
  );
}
