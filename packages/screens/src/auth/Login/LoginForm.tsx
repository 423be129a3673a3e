import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '@wallet/ui';
import { FormTextField, SubmitButton } from '../../forms/FormFields';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { EmailField } from '../EmailField';
import type { LoginValues } from '../schemas';
import { useAuthOutcome } from '../../common/outcome/useAuthOutcome';
import styles from '../auth.module.css';

const loadLogic = () => import('./loginLogic');
const loadSchema = () => loadLogic().then((m) => m.loginSchema);

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * The login form proper: react-hook-form with the login schema and call. It replaces the
 * placeholder of LoginScreen and takes over the field the visitor had focused there.
 */
export function LoginForm({
  focusedBefore,
}: {
  /** The placeholder's field that had focus, if any. */
  focusedBefore: () => keyof LoginValues | undefined;
}) {
  const navigate = useNavigate();
  const [lockedEmail, setLockedEmail] = useState<string | null>(null);
  // The schema and the call load right after the form has rendered (the page's size budget).
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

  useEffect(() => {
    const name = focusedBefore();
    if (name) form.setFocus(name);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it replaces the placeholder

  return (
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
  );
}
