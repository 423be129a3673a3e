import { createContext, useContext, useState, type ReactNode } from 'react';
import { LIMITS } from '../messages';
import type { CredentialsValues, DetailsValues } from '../schemas';

/** What sign-up steps 1 and 2 collect, kept in memory (never stored: it holds the password). */
export interface SignupDraft {
  credentials?: CredentialsValues;
  details: DetailsValues;
  /** The referral code came with the invitation link: shown, not editable. */
  referralLocked: boolean;
}

export const EMPTY_DETAILS: DetailsValues = {
  countryCode: '',
  name: '',
  referralCode: '',
  acceptTerms: false,
};

interface SignupFlow {
  draft: SignupDraft;
  update: (change: Partial<SignupDraft>) => void;
  reset: () => void;
}

const SignupFlowContext = createContext<SignupFlow | null>(null);

/** Keeps the sign-up data across its steps and Back (spec 1 section 4). */
export function SignupFlowProvider({
  children,
  initial,
}: {
  children: ReactNode;
  /** A draft to start from (stories). */
  initial?: Partial<SignupDraft>;
}) {
  const fresh = (): SignupDraft => ({ details: EMPTY_DETAILS, referralLocked: false, ...initial });
  const [draft, setDraft] = useState<SignupDraft>(fresh);
  const flow: SignupFlow = {
    draft,
    update: (change) => setDraft((current) => ({ ...current, ...change })),
    reset: () => setDraft(fresh()),
  };
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
