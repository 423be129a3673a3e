import { useEffect, useState } from 'react';
import { DRAFT_KEY_PREFIX, isApiError, SHARED_SESSION_PREFIX, sessionSharedKey } from '@wallet/api';

/**
 * A review whose confirm went out: kept in localStorage, which every tab of the browser shares
 * and a reload keeps, so no tab and no reload sends that review again. Kept under the session
 * (sessionSharedKey), so its outcome (an amount, a transaction ID) goes when the session ends.
 */
export interface SpentReview {
  /**
   * 'sending': sent and not answered yet, or answered to a tab that is gone (reloaded while
   * pending): the outcome is not known here. 'done': the server accepted it. 'unknown': the call
   * failed without an answer (the network): it may or may not have reached the server.
   */
  state: 'sending' | 'done' | 'unknown';
  at: number;
  /** What the done screen shows (a transaction ID, the amount moved), when it was answered. */
  outcome?: Record<string, string>;
}

/**
 * The review's identity, beside the flow's draft in sessionStorage: a reload keeps it, a
 * duplicated tab copies it (so the copy is the same review), and logout clears it as a draft.
 */
const idKey = (flow: string) => `${DRAFT_KEY_PREFIX}once:${flow}`;
/**
 * The mark's key in localStorage, and the name of the review's Web Lock: the session's (no
 * review is confirmed signed out; a key of no session is still swept after MARK_TTL_MS).
 */
export const markKey = (flow: string, id: string) =>
  sessionSharedKey(`once:${flow}:${id}`) ?? `${SHARED_SESSION_PREFIX}none:once:${flow}:${id}`;
const isMarkKey = (key: string) => key.startsWith(SHARED_SESSION_PREFIX) && key.includes(':once:');
/** Marks older than this are dropped when a new one is written: no review lives that long. */
const MARK_TTL_MS = 7 * 24 * 60 * 60_000;

const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
const shared = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

const newId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** Starts a new review of `flow` (a new intended action): its confirm may be sent once. */
export function startReview(flow: string): string {
  const id = newId();
  session()?.setItem(idKey(flow), id);
  return id;
}

/** The review of `flow` now shown in this tab, if one was started. */
export const currentReview = (flow: string) => session()?.getItem(idKey(flow)) ?? undefined;

/** Forgets this tab's review of `flow` (closed or finished), so the next one starts afresh. */
export function endReview(flow: string) {
  session()?.removeItem(idKey(flow));
}

function parseMark(raw: string | null | undefined): SpentReview | undefined {
  try {
    const mark = raw ? (JSON.parse(raw) as SpentReview) : undefined;
    return mark?.state === 'sending' || mark?.state === 'done' || mark?.state === 'unknown'
      ? mark
      : undefined;
  } catch {
    return undefined;
  }
}

export const readSpent = (flow: string, id: string) =>
  parseMark(shared()?.getItem(markKey(flow, id)));

function writeSpent(flow: string, id: string, mark: SpentReview) {
  const store = shared();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
  for (const key of keys) {
    if (!isMarkKey(key)) continue;
    if (mark.at - (parseMark(store.getItem(key))?.at ?? 0) > MARK_TTL_MS) store.removeItem(key);
  }
  try {
    store.setItem(markKey(flow, id), JSON.stringify(mark));
  } catch {
    // Storage full or refused: the lock still keeps the tabs open now from sending twice.
  }
}

/**
 * Whether a failure means the server refused the confirm (an error answer: nothing happened, the
 * customer may try again), rather than an unknown outcome (no answer: it may have gone through).
 */
const refused = (error: unknown) => isApiError(error) && error.status >= 400;

/** A failed send whose outcome is not known (no answer): the page says so, not "failed". */
export const outcomeUnknown = (error: unknown) => !refused(error);

export type SendOnceResult<T> = { sent: true; value: T } | { sent: false; spent: SpentReview };

/**
 * Runs `send` for the review `id` of `flow` unless it was sent already, in this tab or any other,
 * before or after a reload. The claim is made under a Web Lock named after the review, held
 * while the call is out, so two tabs pressing Confirm at once cannot both pass the check; a tab
 * that finds the lock taken or the mark written gets the mark instead. A refusal clears the
 * mark (Confirm may be pressed again); a call without an answer leaves the review spent.
 */
export async function sendOnce<T>(
  flow: string,
  id: string,
  send: () => Promise<T>,
  outcome?: (value: T) => Record<string, string> | undefined,
): Promise<SendOnceResult<T>> {
  const key = markKey(flow, id);
  const run = async (): Promise<SendOnceResult<T>> => {
    const found = readSpent(flow, id);
    if (found) return { sent: false, spent: found };
    writeSpent(flow, id, { state: 'sending', at: Date.now() });
    try {
      const value = await send();
      writeSpent(flow, id, { state: 'done', at: Date.now(), outcome: outcome?.(value) });
      return { sent: true, value };
    } catch (error) {
      if (refused(error)) shared()?.removeItem(key);
      // Still spent (never sent again), and marked so that every tab says the outcome is unknown
      // rather than that it was submitted.
      else writeSpent(flow, id, { state: 'unknown', at: Date.now() });
      throw error;
    }
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Without Web Locks (an old browser, a page over plain http) the mark alone guards it.
  if (!locks) return run();
  return locks.request(key, { ifAvailable: true }, (lock) =>
    lock
      ? run()
      : { sent: false, spent: readSpent(flow, id) ?? { state: 'sending', at: Date.now() } },
  );
}

/**
 * The review of `flow` in this tab and whether it is spent, kept up to date when another tab
 * sends it (storage events) so that tab's outcome shows here too; `send` is `sendOnce` for it.
 */
export function useSendOnce(flow: string) {
  const [id] = useState(() => currentReview(flow) ?? startReview(flow));
  const [spent, setSpent] = useState(() => readSpent(flow, id));
  useEffect(() => {
    const key = markKey(flow, id);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) setSpent(readSpent(flow, id));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [flow, id]);
  const send = async <T>(
    action: () => Promise<T>,
    outcome?: (value: T) => Record<string, string> | undefined,
  ) => {
    try {
      const result = await sendOnce(flow, id, action, outcome);
      setSpent(
        result.sent
          ? { state: 'done', at: Date.now(), outcome: outcome?.(result.value) }
          : result.spent,
      );
      return result;
    } catch (error) {
      setSpent(readSpent(flow, id));
      throw error;
    }
  };
  return { id, spent, send, end: () => endReview(flow) };
}
