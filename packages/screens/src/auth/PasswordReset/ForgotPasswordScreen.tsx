import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPassword } from '@wallet/api';
import { Button, Link } from '@wallet/ui';
import { FormTextField } from '../../forms/FormFields';
import { useCanSubmit } from '../../forms/useCanSubmit';
import { useSingleSubmit } from '../../forms/useSingleSubmit';
import { LIMITS } from '../messages';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas';
import { forgotPasswordOutcome } from '../serverErrors';
import { useAuthOutcome } from '../useAuthOutcome';
import styles from '../auth.module.css';

/** /reset-password: the e-mail to send a reset link to. */
export function ForgotPasswordScreen() {
  const navigate = useNavigate();
  const form = useForm<ForgotPasswordValues>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { email: '' },
    resolver: zodResolver(forgotPasswordSchema),
  });
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
        <FormTextField
          form={form}
          name="email"
          label="Email Address"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={LIMITS.email}
        />
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
