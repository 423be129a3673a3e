import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Link, StepHeader } from '@wallet/ui';
import { useBlurValidatedForm } from '../../forms/useBlurValidatedForm';
import { useCanSubmit } from '../../forms/useCanSubmit';
import { useSingleSubmit } from '../../forms/useSingleSubmit';
import { EmailField } from '../EmailField';
import { NewPasswordFields } from '../NewPasswordFields';
import { credentialsSchema, type CredentialsValues } from '../schemas';
import { referralFromUrl, useSignupFlow } from './SignupFlow';
import styles from '../auth.module.css';

/** /signup, step 1 of 3: e-mail and password with the live rules checklist. */
export function SignupCredentialsScreen() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const { draft, update } = useSignupFlow();
  const form = useBlurValidatedForm<CredentialsValues>(
    draft.credentials ?? { email: '', password: '', confirmPassword: '' },
    zodResolver(credentialsSchema),
  );
  const canSubmit = useCanSubmit(form, credentialsSchema);
  const referral = referralFromUrl(params);

  // An invitation link's code is applied to the account and cannot be changed.
  useEffect(() => {
    if (referral)
      update({ details: { ...draft.details, referralCode: referral }, referralLocked: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per link
  }, [referral]);

  const submit = useSingleSubmit(form, (values) => {
    update({ credentials: values });
    navigate(`/signup/next${search}`);
  });

  return (
    <div className={styles.page}>
      <StepHeader title="Create Your Account" step={1} totalSteps={3} progress={25} />
      {draft.referralLocked && draft.details.referralCode && (
        <p className={styles.note}>
          You were invited with the referral code <strong>{draft.details.referralCode}</strong>. It
          will be applied to your account.
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailField form={form} />
        <NewPasswordFields form={form} label="Password" confirmLabel="Confirm Password" />
        <Button type="submit" fullWidth isDisabled={!canSubmit}>
          Next
        </Button>
      </form>
      <p className={styles.center}>
        Already have an account? <Link href="/login">Log In</Link>
      </p>
    </div>
  );
}
