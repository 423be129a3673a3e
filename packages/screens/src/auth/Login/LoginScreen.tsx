import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Link, PasswordField, TextField } from '@wallet/ui';
import { LIMITS } from '../../common/messages';
import { saveRedirect } from '../redirect';
import styles from '../auth.module.css';
import type { LoginValues } from '../schemas';

// The form (react-hook-form, the schema, the call) loads once the page is on screen: the page
// paints its text and fields without waiting for it (issue 15, the login page's first paint).
const LoginForm = lazy(() => import('./LoginForm').then((m) => ({ default: m.LoginForm })));

/**
 * True from the frame after the first paint: the form's download starts then, so the browser
 * spends the first paint's time on the page's own files only (its ~10 requests would otherwise
 * compete with them for the connections).
 */
function usePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A task queued in an animation frame runs once that frame is painted.
    // A transition: React renders the form in slices, yielding to input between them.
    const frame = requestAnimationFrame(
      () => (timer = setTimeout(() => startTransition(() => setPainted(true)))),
    );
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/**
 * The login form as it looks before its code is in, box for box, so nothing moves when the real
 * one replaces it: read-only fields (typing waits for the form) whose focus is handed over.
 */
function LoginFormPlaceholder({
  onFocusField,
}: {
  onFocusField: (name: keyof LoginValues) => void;
}) {
  return (
    <form className={styles.form} aria-busy="true" noValidate>
      <TextField
        name="email"
        label="Email Address"
        type="email"
        autoComplete="username"
        inputMode="email"
        maxLength={LIMITS.email}
        isReadOnly
        onFocus={() => onFocusField('email')}
      />
      <PasswordField
        name="password"
        label="Password"
        autoComplete="current-password"
        isReadOnly
        onFocus={() => onFocusField('password')}
      />
      <Link href="/reset-password" className={styles.end}>
        Forgot Password?
      </Link>
      <Button type="submit" isDisabled fullWidth>
        Log In
      </Button>
    </form>
  );
}

/** /login: e-mail and password, then two-factor (spec 1 sections 2, 5, 8). */
export function LoginScreen() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  // The placeholder's field that had focus, for the form to focus in its place.
  const focused = useRef<keyof LoginValues | undefined>(undefined);
  const painted = usePainted();

  // The page a signed-out visitor asked for, used after two-factor.
  useEffect(() => saveRedirect(redirect), [redirect]);
  // A field focused in the prerendered page, before React took it over, fired no onFocus.
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.closest('form[aria-busy]'))
      if (active.name === 'email' || active.name === 'password') focused.current ??= active.name;
  }, []);

  const placeholder = <LoginFormPlaceholder onFocusField={(name) => (focused.current = name)} />;
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1>Log In</h1>
        <p>Welcome back. Enter your details to continue.</p>
      </div>
      {painted ? (
        <Suspense fallback={placeholder}>
          <LoginForm focusedBefore={() => focused.current} />
        </Suspense>
      ) : (
        placeholder
      )}
      <p className={styles.center}>
        Don&apos;t have an account? <Link href="/signup">Sign Up</Link>
      </p>
    </div>
  );
}
