import { t } from '@lingui/core/macro';
import type { Metric } from 'web-vitals';

/**
 * The timings the demo panel shows, in its order, with what each measures (read at render, in
 * the active language).
 */
export const TIMINGS = [
  {
    name: 'TTFB',
    get label() {
      return t`Time to first byte`;
    },
  },
  {
    name: 'LCP',
    get label() {
      return t`Largest contentful paint`;
    },
  },
  {
    name: 'INP',
    get label() {
      return t`Interaction to next paint`;
    },
  },
  {
    name: 'CLS',
    get label() {
      return t`Cumulative layout shift`;
    },
  },
] as const;

export type PageTimings = Partial<Record<Metric['name'], Pick<Metric, 'value' | 'rating'>>>;

let timings: PageTimings = {};
const listeners = new Set<() => void>();
let started = false;

/**
 * This visit's timings as web-vitals measures them (the same library and metrics as the field
 * timings of the real-API build, docs/performance.md), each as it changes: LCP until the first
 * input, INP at its worst so far, CLS as it grows. A store for the demo panel
 * (useSyncExternalStore); measuring starts with its first subscriber, web-vitals reading the
 * browser's buffered entries, so what came before the panel loaded counts too.
 */
export const pageTimings = {
  get: () => timings,
  subscribe(listener: () => void) {
    listeners.add(listener);
    if (!started) {
      started = true;
      void import('web-vitals').then(({ onCLS, onINP, onLCP, onTTFB }) => {
        const record = ({ name, value, rating }: Metric) => {
          timings = { ...timings, [name]: { value, rating } };
          listeners.forEach((l) => l());
        };
        for (const observe of [onTTFB, onLCP, onINP, onCLS])
          observe(record, { reportAllChanges: true });
      });
    }
    return () => void listeners.delete(listener);
  },
};

/** A timing as the panel says it: whole milliseconds ("1234 ms"), a CLS score to 3 places. */
export const formatTiming = (name: Metric['name'], value: number) =>
  name === 'CLS' ? String(Math.round(value * 1000) / 1000) : `${Math.round(value)} ms`;
