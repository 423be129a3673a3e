import { useEffect, useMemo, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod/mini';
import { DRAFT_KEY_PREFIX } from '@wallet/api';

/**
 * Field names a draft refuses at compile time: passwords and one-time codes never touch storage.
 * (`referralCode`, `countryCode` are data, not secrets; a bare `code` is the 2FA code.)
 */
type SecretName =
  | `${string}assword${string}`
  | 'code'
  | 'otp'
  | 'pin'
  | `${string}${'Pin' | 'Otp' | 'Cvv' | 'Cvc' | 'Secret' | 'Passcode'}`
  | `${'verification' | 'twoFa' | 'auth' | 'security'}Code`;

/** The same rule at run time, for names the compiler cannot see (and for any letter case). */
const SECRET_FIELD =
  /password|passcode|passphrase|secret|cvv|cvc|otp|pin$|^code$|(verification|twofa|auth|security)code$/i;

type NoSecrets<S> = { [K in keyof S]: K extends SecretName ? never : S[K] };

/** A flow's draft: where it is stored and the only fields it may hold. */
export interface FlowDraft<T extends Record<string, unknown>> {
  key: string;
  fields: readonly (keyof T & string)[];
  schema: z.ZodMiniType<Partial<T>>;
}

/**
 * Declares a flow's draft: a name and the allow-list of fields kept, each with the type it must
 * have when read back. Only these fields are ever written; a secret-looking name is refused.
 */
export function defineFlowDraft<S extends NoSecrets<S> & Record<string, z.ZodMiniType>>(
  name: string,
  shape: S,
): FlowDraft<{ [K in keyof S]: z.infer<S[K]> }> {
  const fields = Object.keys(shape);
  const secret = fields.find((field) => SECRET_FIELD.test(field));
  if (secret) throw new Error(`A flow draft may not keep "${secret}": it looks like a secret`);
  return {
    key: `${DRAFT_KEY_PREFIX}${name}`,
    fields: fields as (keyof S & string)[],
    schema: z.partial(z.object(shape as Record<string, z.ZodMiniType>)) as never,
  };
}

const storage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/** The stored draft, or `{}` when there is none or it is not what the draft declares. */
export function readDraft<T extends Record<string, unknown>>(draft: FlowDraft<T>): Partial<T> {
  try {
    const stored = storage()?.getItem(draft.key);
    if (!stored) return {};
    const result = draft.schema.safeParse(JSON.parse(stored));
    return result.success ? result.data : {};
  } catch {
    return {}; // not JSON, or storage unavailable: start empty
  }
}

/** Merges the declared fields of `values` into the stored draft; any other field is dropped. */
export function writeDraft<T extends Record<string, unknown>>(
  draft: FlowDraft<T>,
  values: Partial<Record<keyof T, unknown>>,
) {
  const next: Record<string, unknown> = { ...readDraft(draft) };
  for (const field of draft.fields) if (values[field] !== undefined) next[field] = values[field];
  const checked = draft.schema.safeParse(next);
  if (!checked.success) return;
  try {
    storage()?.setItem(draft.key, JSON.stringify(checked.data));
  } catch {
    // Storage full or refused: the draft is a convenience, the form still works.
  }
}

export function clearDraft(draft: FlowDraft<Record<string, unknown>>) {
  storage()?.removeItem(draft.key);
}

/**
 * A flow's draft in session storage (kept across Back, Forward and reload; cleared by logout):
 * `saved` is what was stored when the page mounted, `save` merges new values, `clear` ends it.
 */
export function useFlowDraft<T extends Record<string, unknown>>(draft: FlowDraft<T>) {
  const [saved] = useState(() => readDraft(draft));
  return useMemo(
    () => ({
      saved,
      save: (values: Partial<Record<keyof T, unknown>>) => writeDraft(draft, values),
      clear: () => clearDraft(draft as FlowDraft<Record<string, unknown>>),
    }),
    [draft, saved],
  );
}

/** Calls `save` with the form's values on every change, so a draft follows what is typed. */
export function useSaveAsTyped<T extends FieldValues>(
  form: UseFormReturn<T>,
  save: (values: NoInfer<Partial<T>>) => void,
) {
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => save(values as Partial<T>));
    return () => subscription.unsubscribe();
  }, [watch, save]);
}
