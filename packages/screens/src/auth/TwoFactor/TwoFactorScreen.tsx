import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { sessionStore } from '@wallet/api';
import { Button, EmailAddress, StepHeader, PageHeader } from '@wallet/ui';
import { FormCodeField } from '../../forms/FormCodeField';
import { SubmitButton } from '../../forms/FormFields';
import { missingOf } from '../../forms/missingFields';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useCountdown } from '../../hooks/useCountdown';
import { LIMITS } from '../../common/messages';
import { takeRedirect } from '../redirect';
import type { CodeValues } from '../schemas';
import { useAuthOutcome } from '../../common/outcome/useAuthOutcome';
import styles from '../auth.module.css';

const loadLogic = () => import('./twoFactorLogic');
const loadSchema = () => loadLogic().then((m) => m.codeSchema);

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
  const { form, submit, canSubmit, blocking } = useSchemaForm<CodeValues>({
    schema: loadSchema,
    defaultValues: { code: '' },
    // Checked when sent; typing after a failed attempt only clears the flag.
    validate: 'onSubmit',
    onSubmit: async ({ code }) => {
      outcome.clear();
      const logic = await loadLogic();
      try {
        await logic.verifyEmailCode(code);
        // Only now are the tokens a session: the guard lets signed-in pages open.
        sessionStore.remove('codePending');
        navigate(flow === 'login' ? takeRedirect() : '/signup/confirmation', { replace: true });
      } catch (error) {
        const result = logic.twoFactorOutcome(error);
        // Either way the boxes are flagged (spec 1 section 8).
        if (result.kind === 'dialog') form.setError('code', { type: 'server', message: '' });
        outcome.show(result);
      }
    },
  });
  const outcome = useAuthOutcome(form);
  const { secondsLeft, restart } = useCountdown(resendSeconds);
  const [isResending, setResending] = useState(false);
  const [resent, setResent] = useState(false);

  const resend = async () => {
    setResending(true);
    outcome.clear();
    try {
      await (await loadLogic()).resendEmailCode();
      setResent(true);
      restart();
    } catch {
      outcome.show({ kind: 'dialog', dialog: 'generic' });
    } finally {
      setResending(false);
    }
  };

  const { t } = useLingui();
  const title = t`Verify Your Email`;
  const codeLabel = t`Verification code`;
  const intro = email ? (
    <Trans>
      Enter the 6-digit code we sent to{' '}
      <strong>
        <EmailAddress value={email} />
      </strong>
      .
    </Trans>
  ) : (
    <Trans>
      Enter the 6-digit code we sent to <strong>your email address</strong>.
    </Trans>
  );

  return (
    <div className={styles.page}>
      {flow === 'signup' ? (
        <StepHeader title={title} step={3} totalSteps={3} progress={75} description={intro} />
      ) : (
        <PageHeader title={title} description={<>{intro}</>} />
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <FormCodeField form={form} name="code" label={codeLabel} autoFocus isRequired />
        <div className={styles.row}>
          {secondsLeft > 0 ? (
            // Visual tests ignore the line: how far the count has run depends on the machine.
            <p className={`${styles.muted} ${styles.count}`} data-chromatic="ignore">
              <Trans>You can resend the code in {secondsLeft} s.</Trans>
            </p>
          ) : (
            <>
              <p className={styles.muted}>
                <Trans>Didn&apos;t get the code?</Trans>
              </p>
              <Button variant="link" onPress={() => void resend()} isPending={isResending}>
                <Trans>Resend Code</Trans>
              </Button>
            </>
          )}
        </div>
        <p role="status" className={styles.muted}>
          {resent ? t`A new code has been sent to your email.` : ''}
        </p>
        {outcome.feedback}
        <SubmitButton
          form={form}
          canSubmit={canSubmit}
          missing={missingOf(form, blocking, {
            code: { label: codeLabel, kind: 'fill' },
          })}
          action={flow === 'signup' ? t`sign up` : t`verify`}
          fullWidth
        >
          {flow === 'signup' ? <Trans>Sign Up</Trans> : <Trans>Verify</Trans>}
        </SubmitButton>
      </form>
    </div>
  );
}
