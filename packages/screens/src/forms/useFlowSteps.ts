import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';

/**
 * What a step's history entry carries in its `state`: its flow, its step, the step it came from,
 * and how many entries after the flow's first it is.
 */
interface StepState {
  flow?: unknown;
  step?: unknown;
  from?: unknown;
  depth?: unknown;
}

const stateOf = (location: Pick<Location, 'state'>) => (location.state ?? {}) as StepState;

/** The flow a history entry belongs to; undefined for an entry of no flow of steps. */
export function flowOf(location: Pick<Location, 'state'>) {
  const { flow } = stateOf(location);
  return typeof flow === 'string' ? flow : undefined;
}

/** The step a history entry shows, if it is a step of a flow. */
function stepOf(location: Pick<Location, 'state'>) {
  const { step } = stateOf(location);
  return typeof step === 'string' ? step : undefined;
}

/** The entries of the browser's history before this one, nearest first (see `entriesBefore`). */
interface EarlierEntry {
  pathname: string;
  /** The entry belongs to this document; else Back loads it, which react-router cannot block. */
  sameDocument: boolean;
}

/**
 * The entries before the current one, nearest first, when the router stands on the browser's
 * history (not one in memory, as in stories) and the browser says (Navigation API); undefined
 * otherwise. An entry of another document (the page was loaded or reloaded since) is reached by
 * loading it. (react-router calls a loaded page's first entry, which has no key of its own,
 * "default".)
 */
function entriesBefore(location: Location): EarlierEntry[] | undefined {
  const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
  if (key !== location.key) return undefined;
  const { navigation } = window as {
    navigation?: {
      currentEntry: { index: number } | null;
      entries(): { url: string | null; sameDocument: boolean }[];
    };
  };
  const index = navigation?.currentEntry?.index;
  if (!navigation || index === undefined) return undefined;
  return navigation
    .entries()
    .slice(0, index)
    .reverse()
    .map(({ url, sameDocument }) => ({
      pathname: url ? new URL(url).pathname : '',
      sameDocument,
    }));
}

/** The entry before this one in the browser's history, when the browser says. */
export const previousEntry = (location: Location) => entriesBefore(location)?.[0];

/** Whether going back `count` entries stays in this document (as far as the browser says). */
export const backStaysInDocument = (location: Location, count: number) =>
  (entriesBefore(location)?.slice(0, count) ?? []).every((entry) => entry.sameDocument);

/** How many entries after its flow's first this entry is (0 for the first, or no flow). */
export function depthOf(location: Pick<Location, 'state'>) {
  const { depth } = stateOf(location);
  return typeof depth === 'number' ? depth : 0;
}

const newId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * The steps of a flow shown on one page (the card top-up, the card application, the card
 * settings flows), each step in a history entry of its own: the browser's Back and Forward move
 * between the steps as the page's back arrow and Next do, and a reload keeps the step.
 *
 * Every entry of one flow carries the flow's id (`flow`): the id of its first entry, written into
 * that entry in place, so a draft can belong to the flow (and a new visit, a new first entry,
 * starts afresh). `step` is the entry's step (`first` without one): the page checks it against
 * its draft and, where the draft does not allow it (Forward to a review whose amount was changed
 * meanwhile), `replace`s it with the step the draft allows.
 */
export function useFlowSteps<S extends string>(first: S) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = stateOf(location);
  // A loaded page's first entry is react-router's shared "default", which every load has.
  const [loadedId] = useState(newId);
  const flow = flowOf(location) ?? (location.key === 'default' ? loadedId : location.key);
  useEffect(() => {
    if (!flowOf(location))
      void navigate(location, {
        replace: true,
        state: { ...(location.state as object | null), flow },
      });
  }, [location, navigate, flow]);
  // One move per entry: a double click on Next pushes one entry, so Back needs one press.
  const moved = useRef(false);
  useEffect(() => {
    moved.current = false;
  }, [location.key]);

  const step = (stepOf(location) ?? first) as S;
  const from = typeof state.from === 'string' ? (state.from as S) : undefined;
  const depth = depthOf(location);
  const show = (next: S, replace: boolean, previous: S | undefined) => {
    moved.current = true;
    const { pathname, search, hash } = location;
    const entryState = { flow, step: next, depth: replace ? depth : depth + 1 };
    void navigate(
      { pathname, search, hash },
      { replace, state: previous ? { ...entryState, from: previous } : entryState },
    );
  };
  return {
    flow,
    /** This entry's own key. */
    entry: location.key,
    step,
    /** The step this entry was reached from by going onward, if it was. */
    from,
    /** On to `next` (Next, Apply): a new entry, so Back returns to this step. */
    go(next: S) {
      if (!moved.current) show(next, false, step);
    },
    /**
     * Back to `previous` (the page's back arrow): the entry before, as the browser's Back, when
     * that entry is `previous` in this document; else `previous` in place of this entry.
     */
    back(previous: S) {
      if (moved.current) return;
      if (from === previous && backStaysInDocument(location, 1)) {
        moved.current = true;
        void navigate(-1);
      } else show(previous, true, undefined);
    },
    /** `next` in place of this entry: the step the draft allows. */
    replace(next: S) {
      if (!moved.current) show(next, true, from);
    },
  };
}

export type FlowSteps<S extends string> = ReturnType<typeof useFlowSteps<S>>;
