import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { z } from 'zod/mini';
import { codePendingFor, sessionStore } from '@wallet/api';
import { defineFlowDraft, useFlowDraft } from '../../forms/useFlowDraft';
import { LIMITS } from '../../common/messages';
import type { CredentialsValues, DetailsValues } from '../schemas';

/** What sign-up steps 1 and 2 collect (spec 1 section 4). */
export interface SignupDraft {
  /** Step 1's e-mail and password once step 1 passed: in memory only, so a reload forgets it. */
  credentials?: CredentialsValues;
  /** Step 1's e-mail as typed. */
  email: string;
  details: DetailsValues;
  /** The referral code came with the invitation link: shown, not editable. */
  referralLocked: boolean;
  /** Step 1 passed in this tab (kept across a reload, unlike the password). */
  step1Done: boolean;
}

export const EMPTY_DETAILS: DetailsValues = {
  countryCode: '',
  name: '',
  referralCode: '',
  acceptTerms: false,
};

/** The part of the draft kept in session storage, across Back, Forward and reload: no password. */
export const SIGNUP_DRAFT = defineFlowDraft('signup', {
  email: z.string(),
  countryCode: z.string(),
  name: z.string(),
  referralCode: z.string(),
  acceptTerms: z.boolean(),
  referralLocked: z.boolean(),
  step1Done: z.boolean(),
});

/**
 * Step 1 after a reload forgot the password (docs/flows.md): its English wording, for the
 * stories to find. The screen shows it in the active language (SignupCredentialsScreen's <Trans>).
 */
// eslint-disable-next-line lingui/no-unlocalized-strings -- the English to match, never shown from here
export const PASSWORD_LOST_MESSAGE = 'For your security, please re-enter your password.';

interface SignupFlow {
  draft: SignupDraft;
  /** Step 1 passed, but a reload forgot the password: it must be typed again. */
  passwordLost: boolean;
  update: (change: Partial<SignupDraft>) => void;
  /** Sign-up is complete: forgets the draft, in memory and in storage. */
  reset: () => void;
}

const SignupFlowContext = createContext<SignupFlow | null>(null);

/** Keeps the sign-up data across its steps, Back, Forward and reload (spec 1 section 4). */
export function SignupFlowProvider({
  children,
  initial,
}: {
  children: ReactNode;
  /** A draft to start from (stories). */
  initial?: Partial<SignupDraft>;
}) {
  const stored = useFlowDraft(SIGNUP_DRAFT);
  const [draft, setDraft] = useState<SignupDraft>(() => {
    const { email = '', referralLocked = false, step1Done = false, ...details } = stored.saved;
    return {
      email: initial?.credentials?.email ?? email,
      details: { ...EMPTY_DETAILS, ...details },
      referralLocked,
      step1Done: step1Done || Boolean(initial?.credentials),
      ...initial,
    };
  });
  // The latest draft, so that updates made in one event (typing, then Next) build on each other.
  const latest = useRef(draft);
  const { save, clear } = stored;
  const update = useCallback(
    (change: Partial<SignupDraft>) => {
      const next = { ...latest.current, ...change };
      latest.current = next;
      setDraft(next);
      // Only the draft's declared fields are written: the credentials' password never is.
      save({ ...next.details, ...next });
    },
    [save],
  );
  const reset = useCallback(() => {
    clear();
    latest.current = { email: '', details: EMPTY_DETAILS, referralLocked: false, step1Done: false };
    setDraft(latest.current);
  }, [clear]);
  const flow = useMemo<SignupFlow>(
    () => ({ draft, passwordLost: draft.step1Done && !draft.credentials, update, reset }),
    [draft, update, reset],
  );
  return <SignupFlowContext.Provider value={flow}>{children}</SignupFlowContext.Provider>;
}

export function useSignupFlow(): SignupFlow {
  const flow = useContext(SignupFlowContext);
  if (!flow) throw new Error('useSignupFlow outside SignupFlowProvider');
  return flow;
}

/** A referral code from the invitation link (?referral=), cleaned; '' when there is none. */
export const referralFromUrl = (params: URLSearchParams) =>
  (params.get('referral') ?? '').trim().slice(0, LIMITS.referralCode);

/**
 * The account exists: sign-up's e-mailed code is pending. Steps 1 and 2 are behind the user
 * then; sent again, the server would refuse the e-mail as an existing account.
 */
export const signupAccountCreated = () =>
  codePendingFor() === 'signup' && sessionStore.hasAccessToken();
