import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { resendEmailCode, sessionStore, verifyEmailCode } from '@wallet/api';
import { Button, CodeField, StepHeader } from '@wallet/ui';
import { useCanSubmit } from '../../forms/useCanSubmit';
import { useSingleSubmit } from '../../forms/useSingleSubmit';
import { useCountdown } from '../../hooks/useCountdown';
import { LIMITS } from '../messages';
import { takeRedirect } from '../redirect';
import { codeSchema, type CodeValues } from '../schemas';
import { twoFactorOutcome } from '../serverErrors';
import { useAuthOutcome } from '../useAuthOutcome';
import styles from '../auth.module.css';

export interface TwoFactorScreenProps {
  /** After login (then the saved redirect) or as step 3 of sign-up (then the confirmation). */
  flow: 'login' | 'signup';
  /** Seconds before a new code may be asked for. @default 59 (spec 1 section 9) */
  resendSeconds?: number;
}

/** /login/two-fa and /signup/two-fa: the six-digit code e-mailed at login or sign-up. */
export function TwoFactorScreen({
  flow,
  resendSeconds = LIMITS.resendSeconds,
}: TwoFactorScreenProps) {
  const navigate = useNavigate();
  const email = sessionStore.get('userEmail');
  const form = useForm<CodeValues>({
    // Checked when sent; typing after a failed attempt only clears the flag.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { code: '' },
    resolver: zodResolver(codeSchema),
  });
  const outcome = useAuthOutcome(form);
  const canSubmit = useCanSubmit(form, codeSchema);
  const { secondsLeft, restart } = useCountdown(resendSeconds);
  const [isResending, setResending] = useState(false);
  const [resent, setResent] = useState(false);

  const submit = useSingleSubmit(form, async ({ code }) => {
    outcome.clear();
    try {
      await verifyEmailCode(code);
      navigate(flow === 'login' ? takeRedirect() : '/signup/confirmation', { replace: true });
    } catch (error) {
      const result = twoFactorOutcome(error);
      // Either way the boxes are flagged (spec 1 section 8).
      if (result.kind === 'dialog') form.setError('code', { type: 'server', message: '' });
      outcome.show(result);
    }
  });

  const resend = async () => {
    setResending(true);
    outcome.clear();
    try {
      await resendEmailCode();
      setResent(true);
      restart();
    } catch {
      outcome.show({ kind: 'dialog', dialog: 'generic' });
    } finally {
      setResending(false);
    }
  };

  const title = 'Verify Your Email';
  const intro = (
    <>
      Enter the 6-digit code we sent to <strong>{email ?? 'your email address'}</strong>.
    </>
  );

  return (
    <div className={styles.page}>
      {flow === 'signup' ? (
        <StepHeader title={title} step={3} totalSteps={3} progress={75} description={intro} />
      ) : (
        <div className={styles.heading}>
          <h1>{title}</h1>
          <p>{intro}</p>
        </div>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <Controller
          control={form.control}
          name="code"
          render={({ field, fieldState }) => (
            <CodeField
              label="Verification code"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                form.clearErrors('code');
              }}
              isInvalid={Boolean(fieldState.error)}
              errorMessage={fieldState.error?.message}
              autoFocus
            />
          )}
        />
        <div className={styles.row}>
          {secondsLeft > 0 ? (
            <p className={styles.muted}>You can resend the code in {secondsLeft} s.</p>
          ) : (
            <>
              <p className={styles.muted}>Didn&apos;t get the code?</p>
              <Button variant="link" onPress={() => void resend()} isPending={isResending}>
                Resend Code
              </Button>
            </>
          )}
        </div>
        <p role="status" className={styles.muted}>
          {resent ? 'A new code has been sent to your email.' : ''}
        </p>
        {outcome.feedback}
        <Button
          type="submit"
          fullWidth
          isDisabled={!canSubmit}
          isPending={form.formState.isSubmitting}
        >
          {flow === 'signup' ? 'Sign Up' : 'Verify'}
        </Button>
      </form>
    </div>
  );
}
