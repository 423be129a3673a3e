import { useSWRConfig } from 'swr';
import { sessionStore } from './session';

/** Which cached keys of the user `email` a change on the server has made stale. */
export type Stale = (key: unknown, email: string) => boolean;

/** A per-user key maker of an area's `*Keys` (its first part names the data, the e-mail is last). */
type KeyOf = (email: string, ...rest: never[]) => readonly unknown[];

/**
 * The user's keys of these kinds, whatever their middle parts (every yield wallet, every tier):
 * the first part is the kind, the e-mail the last (see `forUser`).
 */
export function keysOf(...kinds: readonly KeyOf[]): Stale {
  const firsts = new Set(kinds.map((kind) => kind('')[0]));
  return (key, email) => Array.isArray(key) && firsts.has(key[0]) && key.at(-1) === email;
}

/**
 * A function that reads the stale keys of the signed-in user again (those shown now at once,
 * the others when next shown), through the SWR cache of the page (a story's own cache in
 * stories). Each area exports its named ones (`useRevalidateAfterWithdrawal`, ...).
 */
export function useRevalidate(stale: Stale): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return async () => {
    const email = sessionStore.get('userEmail');
    if (email) await mutate((key) => stale(key, email));
  };
}
