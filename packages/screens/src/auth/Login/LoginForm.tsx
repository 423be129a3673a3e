import {
  memo,
  startTransition,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useBoundField } from '../../forms/FormFields';
import { useSchemaForm } from '../../forms/useSchemaForm';
import type { LoginValues } from '../schemas';
import { useAuthOutcome } from '../../common/outcome/useAuthOutcome';

const loadLogic = () => import('./loginLogic');
const loadSchema = () => loadLogic().then((m) => m.loginSchema);

const normalise = (email: string) => email.trim().toLowerCase();

/** What the login page's fields and button take from the form once its code is in. */
export interface LoginBinding {
  email: ReturnType<typeof useBoundField<LoginValues>>;
  password: ReturnType<typeof useBoundField<LoginValues>>;
  submit: (event?: FormEvent) => void;
  canSubmit: boolean;
  /** The fields that stop it (`useSubmitCheck`), for the page's MissingFields. */
  blocking: string[];
  isPending: boolean;
  feedback: ReactNode;
  /**
   * Called by the page in the commit that binds its fields: takes over what was typed and the
   * fields left before then. From here on the binding follows the form synchronously.
   */
  takeOver: () => void;
  /** False until takeOver: the page's fields still show what its stand-in holds. */
  handedOver: boolean;
}

export interface LoginFormLogicProps {
  /** The page's inputs: what they hold now (typed before this code was in) is taken over. */
  typed: () => Partial<LoginValues>;
  /** The fields left (blurred, and not entered again) before this code was in. */
  left: () => (keyof LoginValues)[];
  /** Called on every render of the form with what the page's fields and button show. */
  onBind: (binding: LoginBinding) => void;
}

/**
 * The login form's logic: react-hook-form with the login schema and call. It renders nothing:
 * LoginScreen's fields, painted before this code loads, stay the same elements and are bound to
 * it, so what was typed, the focus and the caret stay where they are (issue 24).
 */
export const LoginFormLogic = memo(function LoginFormLogic({
  typed,
  left,
  onBind,
}: LoginFormLogicProps) {
  const navigate = useNavigate();
  const [lockedEmail, setLockedEmail] = useState<string | null>(null);
  // The schema and the call load right after the form has rendered (the page's size budget).
  const { form, submit, canSubmit, blocking, isPending } = useSchemaForm<LoginValues>({
    schema: loadSchema,
    defaultValues: { email: '', password: '', ...typed() },
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
  const emailField = useBoundField({ form, name: 'email' });
  const passwordField = useBoundField({ form, name: 'password' });

  // The first binding is a transition: the page re-renders its fields in slices, not in one
  // long task after this code arrives (/login's TBT). Until the page commits it, its stand-in
  // keeps taking the keys; takeOver then brings over what it took.
  const handedOver = useRef(false);
  const takeOver = () => {
    handedOver.current = true;
    // Keys typed before this commit are in the inputs only. A field left meanwhile is judged
    // now, as its blur would have been (validation on blur).
    for (const [name, value] of Object.entries(typed()) as [keyof LoginValues, string][])
      if (form.getValues(name) !== value) form.setValue(name, value);
    for (const name of left()) void form.trigger(name);
  };
  useLayoutEffect(() => {
    const binding: LoginBinding = {
      email: emailField,
      password: passwordField,
      submit,
      canSubmit: canSubmit && !isLocked,
      blocking,
      isPending,
      feedback: outcome.feedback,
      takeOver,
      handedOver: handedOver.current,
    };
    if (handedOver.current) onBind(binding);
    else startTransition(() => onBind(binding));
  });
  return null;
});
