import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPassword } from '@wallet/api';
import { Button, Link } from '@wallet/ui';
import { useBlurValidatedForm } from '../../forms/useBlurValidatedForm';
import { useCanSubmit } from '../../forms/useCanSubmit';
import { useSingleSubmit } from '../../forms/useSingleSubmit';
import { EmailField } from '../EmailField';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { forgotPasswordOutcome } from '../serverErrors';
import { useAuthOutcome } from '../useAuthOutcome';
import styles from '../auth.module.css';

/** /reset-password: the e-mail to send a reset link to. */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const form = useBlurValidatedForm<ForgotPasswordValues>(
    { email: '' },
    zodResolver(forgotPasswordSchema),
  );
  const outcome = useAuthOutcome(form);
  const canSubmit = useCanSubmit(form, forgotPasswordSchema);

  const submit = useSingleSubmit(form, async ({ email }) => {
    outcome.clear();
    try {
      await forgotPassword(email);
      navigate('/reset-password/confirmation', { state: { email } });
    } catch (error) {
      outcome.show(forgotPasswordOutcome(error));
    }
  });

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Reset Password</h1>
        <p>Enter the email address of your account and we will send you a link to reset it.</p>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailField form={form} />
        {outcome.feedback}
        <Button
          type="submit"
          fullWidth
          isDisabled={!canSubmit}
          isPending={form.formState.isSubmitting}
        >
          Send Reset Link
        </Button>
      </form>
      <Link href="/login" variant="standalone" className={styles.center}>
        Back To Log In
      </Link>
    </div>
  );
}
