import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { codePendingFor, sessionStore } from '@wallet/api';
import { Button, Link, MissingFields, PasswordField, TextField, PageHeader } from '@wallet/ui';
import { LIMITS } from '../../common/messages';
import { missingItems, type FieldLabels } from '../../forms/missingFields';
import { usePainted } from '../../hooks/usePainted';
import { saveRedirect } from '../redirect';
import styles from '../auth.module.css';
import type { LoginValues } from '../schemas';
import type { LoginBinding } from './LoginForm';

// The form's logic (react-hook-form, the schema, the call) loads once the page is on screen: the
// page paints its text and fields without waiting for it (issue 15, the login page's first paint).
const LoginFormLogic = lazy(() =>
  import('./LoginForm').then((m) => ({ default: m.LoginFormLogic })),
);

type FieldName = keyof LoginValues;

const LABELS = { email: msg`Email Address`, password: msg`Password` };

/**
 * The login fields before the form's logic is in: they take typing from the first paint (the
 * prerendered HTML's too); the logic then takes over these very elements, with their values,
 * focus and caret, and judges the fields left meanwhile as their blur would have. Log In waits
 * for it.
 */
function useStandIn() {
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement>>>({});
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const refs = useMemo(
    () => ({
      email: (input: HTMLInputElement | null) => void (input && (inputs.current.email = input)),
      password: (input: HTMLInputElement | null) =>
        void (input && (inputs.current.password = input)),
    }),
    [],
  );
  // Typed into the prerendered HTML before React took it over: React keeps the DOM's value on
  // hydration, then writes its own on the next render; the state follows the page first.
  useLayoutEffect(() => {
    const email = inputs.current.email?.value ?? '';
    const password = inputs.current.password?.value ?? '';
    if (email || password) setValues({ email, password });
  }, []);
  const typed = useCallback(() => {
    const now: Partial<LoginValues> = {};
    for (const name of ['email', 'password'] as const)
      if (inputs.current[name]?.value) now[name] = inputs.current[name].value;
    return now;
  }, []);
  // The fields left (blurred, and not entered again) while only the stand-in listened.
  const leaving = useMemo(() => {
    const left = new Set<FieldName>();
    const on = (name: FieldName) => ({
      onBlur: () => void left.add(name),
      onFocus: () => void left.delete(name),
    });
    return { left: () => [...left], email: on('email'), password: on('password') };
  }, []);
  const field = (name: FieldName) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((now) => ({ ...now, [name]: value })),
    ...leaving[name],
    inputRef: refs[name],
  });
  return { email: field('email'), password: field('password'), typed, left: leaving.left };
}

const noSubmit = (event: FormEvent) => event.preventDefault();

/** /login: e-mail and password, then two-factor (spec 1 sections 2, 5, 8). */
export function LoginScreen() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const standIn = useStandIn();
  const painted = usePainted();
  const [bound, setBound] = useState<LoginBinding | null>(null);
  const navigate = useNavigate();

  // Still signed in (browser Back after login): on to the app. In an effect, not a loader, so
  // the prerendered page hydrates as it was rendered, then leaves.
  useEffect(() => {
    if (sessionStore.hasAccessToken() && !codePendingFor())
      navigate('/dashboard', { replace: true });
  }, [navigate]);

  // The page a signed-out visitor asked for, used after two-factor.
  useEffect(() => saveRedirect(redirect), [redirect]);

  // The commit that binds the fields to the form shows what the stand-in holds (keys typed
  // while the binding rendered are there only), then hands it over to the form.
  const isBound = bound !== null;
  useLayoutEffect(() => bound?.takeOver(), [isBound]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when bound
  const fieldOf = (name: FieldName) =>
    bound
      ? { ...bound[name], ...(!bound.handedOver && { value: standIn[name].value }) }
      : standIn[name];

  // One set of fields from the first paint on: bound to the stand-in's state, then to the form.
  const email = fieldOf('email');
  const password = fieldOf('password');
  // What Log In waits for: before the form's logic is in, the fields still empty.
  const values = { email: email.value, password: password.value };
  const blocking =
    bound?.blocking ?? Object.keys(values).filter((name) => !values[name as FieldName]);
  const hintId = useId();
  const { t } = useLingui();
  const labels = {
    email: t(LABELS.email),
    password: t(LABELS.password),
  } satisfies FieldLabels<LoginValues>;
  return (
    <div className={styles.page}>
      <PageHeader
        title={t`Log In`}
        description={t`Welcome back. Enter your details to continue.`}
      />
      <form className={styles.form} onSubmit={bound?.submit ?? noSubmit} noValidate>
        <TextField
          {...email}
          label={labels.email}
          type="email"
          autoComplete="username"
          inputMode="email"
          maxLength={LIMITS.email}
          isRequired
        />
        <PasswordField
          {...password}
          label={labels.password}
          autoComplete="current-password"
          isRequired
        />
        <Link href="/reset-password" className={styles.end}>
          <Trans>Forgot Password?</Trans>
        </Link>
        {bound?.feedback}
        <MissingFields
          id={hintId}
          action={t`log in`}
          items={bound?.canSubmit ? [] : missingItems(values, blocking, labels)}
        />
        <Button
          type="submit"
          isDisabled={!bound?.canSubmit}
          aria-describedby={hintId}
          isPending={bound?.isPending ?? false}
          fullWidth
        >
          <Trans>Log In</Trans>
        </Button>
      </form>
      {painted && (
        <Suspense>
          <LoginFormLogic typed={standIn.typed} left={standIn.left} onBind={setBound} />
        </Suspense>
      )}
      <p className={styles.center}>
        <Trans>
          Don&apos;t have an account? <Link href="/signup">Sign Up</Link>
        </Trans>
      </p>
    </div>
  );
}
