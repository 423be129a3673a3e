import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Link } from '@wallet/ui';
import { FormTextField } from '../../forms/FormFields';
import { useBlurValidatedForm } from '../../forms/useBlurValidatedForm';
import { lazyZodResolver } from '../../forms/lazyZodResolver';
import { useCanSubmit } from '../../forms/useCanSubmit';
import { useSingleSubmit } from '../../forms/useSingleSubmit';
import { EmailField } from '../EmailField';
import { saveRedirect } from '../redirect';
import type { loginSchema, LoginValues } from '../schemas';
import { useAuthOutcome } from '../useAuthOutcome';
import styles from '../auth.module.css';

const loadLogic = () => import('./loginLogic');
const resolver = lazyZodResolver<LoginValues>(() => loadLogic().then((m) => m.loginSchema));

const normalise = (email: string) => email.trim().toLowerCase();

/** /login: e-mail and password, then two-factor (spec 1 sections 2, 5, 8). */
export function LoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const form = useBlurValidatedForm<LoginValues>({ email: '', password: '' }, resolver);
  const outcome = useAuthOutcome(form);
  const [lockedEmail, setLockedEmail] = useState<string | null>(null);
  const [schema, setSchema] = useState<typeof loginSchema>();
  const email = useWatch({ control: form.control, name: 'email' });
  const canSubmit = useCanSubmit(form, schema);
  const { isSubmitting } = form.formState;
  const isLocked = lockedEmail !== null && normalise(email) === lockedEmail;

  // The page a signed-out visitor asked for, used after two-factor.
  useEffect(() => saveRedirect(redirect), [redirect]);
  useEffect(() => {
    void loadLogic().then((m) => setSchema(() => m.loginSchema));
  }, []);

  const submit = useSingleSubmit(form, async (values) => {
    outcome.clear();
    const result = await (await loadLogic()).submitLogin(values);
    if (!result) return navigate('/login/two-fa');
    if (result.kind === 'form' && result.locked) setLockedEmail(normalise(values.email));
    outcome.show(result);
  });

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Log In</h1>
        <p>Welcome back. Enter your details to continue.</p>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <EmailField form={form} autoComplete="username" />
        <FormTextField
          form={form}
          name="password"
          label="Password"
          isPassword
          autoComplete="current-password"
        />
        <Link href="/reset-password" className={styles.end}>
          Forgot Password?
        </Link>
        {outcome.feedback}
        <Button
          type="submit"
          fullWidth
          isDisabled={!canSubmit || isLocked}
          isPending={isSubmitting}
        >
          Log In
        </Button>
      </form>
      <p className={styles.center}>
        Don&apos;t have an account? <Link href="/signup">Sign Up</Link>
      </p>
    </div>
  );
}
