import { useCallback, useEffect } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, StepHeader } from '@wallet/ui';
import { useSaveAsTyped } from '../../forms/useFlowDraft';
import { useNextSubmit } from '../../forms/useNextSubmit';
import { SubmitButton } from '../../forms/FormFields';
import { missingOf, type FieldLabels } from '../../forms/missingFields';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { EmailField } from '../EmailField';
import { NewPasswordFields } from '../../common/password/NewPasswordFields';
import { credentialsSchema, type CredentialsValues } from '../schemas';
import { referralFromUrl, signupAccountCreated, useSignupFlow } from './SignupFlow';
import styles from '../auth.module.css';

/** /signup, step 1 of 3: e-mail and password with the live rules checklist. */
export function SignupCredentialsScreen() {
  // Browser Back after the account was created: on to its code, not step 1 again.
  if (signupAccountCreated()) return <Navigate to="/signup/two-fa" replace />;
  return <CredentialsForm />;
}

function CredentialsForm() {
  const { search } = useLocation();
  const [params] = useSearchParams();
  const { draft, passwordLost, update } = useSignupFlow();
  const { form, canSubmit, blocking } = useSchemaForm<CredentialsValues>({
    schema: credentialsSchema,
    defaultValues: draft.credentials ?? { email: draft.email, password: '', confirmPassword: '' },
  });
  const referral = referralFromUrl(params);
  // The e-mail follows what is typed (Back, Forward, reload keep it); the password stays here.
  useSaveAsTyped(
    form,
    useCallback(({ email }) => update({ email: email ?? '' }), [update]),
  );

  // An invitation link's code is applied to the account and cannot be changed.
  useEffect(() => {
    if (referral)
      update({ details: { ...draft.details, referralCode: referral }, referralLocked: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link
  }, [referral]);

  // After a reload the password is gone: the user is asked for it where it is typed.
  const { setFocus } = form;
  useEffect(() => {
    if (passwordLost && draft.email) setFocus('password');
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- on arrival only

  const { submit } = useNextSubmit(form, (values, go) => {
    update({ credentials: values, email: values.email, step1Done: true });
    go(`/signup/next${search}`);
  });

  const { t } = useLingui();
  const labels = {
    email: t`Email Address`,
    password: t`Password`,
    confirmPassword: t`Confirm Password`,
  } satisfies FieldLabels<CredentialsValues>;
  const { referralCode } = draft.details;
  return (
    <div className={styles.page}>
      <StepHeader title={t`Create Your Account`} step={1} totalSteps={3} progress={25} />
      {draft.referralLocked && referralCode && (
        <p className={styles.note}>
          <Trans>
            You were invited with the referral code <strong>{referralCode}</strong>. It will be
            applied to your account.
          </Trans>
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        {passwordLost && (
          <p role="status" className={styles.note}>
            <Trans>For your security, please re-enter your password.</Trans>
          </p>
        )}
        <EmailField form={form} />
        <NewPasswordFields
          form={form}
          label={labels.password}
          confirmLabel={labels.confirmPassword}
        />
        <SubmitButton
          form={form}
          canSubmit={canSubmit}
          missing={missingOf(form, blocking, labels)}
          action={t`continue`}
          fullWidth
        >
          <Trans>Next</Trans>
        </SubmitButton>
      </form>
      <p className={styles.center}>
        <Trans>
          Already have an account? <Link href="/login">Log In</Link>
        </Trans>
      </p>
    </div>
  );
}
