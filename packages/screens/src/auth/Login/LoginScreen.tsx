import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '@wallet/ui';
import { FormTextField, SubmitButton } from '../../forms/FormFields';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { EmailField } from '../EmailField';
import { saveRedirect } from '../redirect';
import type { LoginValues } from '../schemas';
import { useAuthOutcome } from '../../common/outcome/useAuthOutcome';
import styles from '../auth.module.css';

const loadLogic = () => import('./loginLogic');
const loadSchema = () => loadLogic().then((m) => m.loginSchema);

const normalise = (email: string) => email.trim().toLowerCase();

/** /login: e-mail and password, then two-factor (spec 1 sections 2, 5, 8). */
export function LoginScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [lockedEmail, setLockedEmail] = useState<string | null>(null);
  // The schema and the call load right after the page has rendered (the page's size budget).
  const { form, submit, canSubmit } = useSchemaForm<LoginValues>({
    schema: loadSchema,
    defaultValues: { email: '', password: '' },
    onSubmit: async (values) => {
      outcome.clear();
      const result = await (await loadLogic()).submitLogin(values);
      if (!result) return navigate('/login/two-fa');
      if (result.kind === 'form' && result.locked) setLockedEmail(normalise(values.email));
      outcome.show(result);
    },
  });
  const outcome = useAuthOutcome(form);
  const email = useWatch({ control: form.control, name: 'email' });
  const isLocked = lockedEmail !== null && normalise(email) === lockedEmail;

  // The page a signed-out visitor asked for, used after two-factor.
  useEffect(() => saveRedirect(redirect), [redirect]);

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
        <SubmitButton form={form} canSubmit={canSubmit} isDisabled={isLocked} fullWidth>
          Log In
        </SubmitButton>
      </form>
      <p className={styles.center}>
        Don&apos;t have an account? <Link href="/signup">Sign Up</Link>
      </p>
    </div>
  );
}
