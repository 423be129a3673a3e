import type { Metric } from 'web-vitals';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportFieldTimings, routePattern } from './fieldTimings';

const metric = (name: Metric['name'], value: number): Metric =>
  ({
    name,
    value,
    rating: 'good',
    delta: value,
    id: 'v5-1700000000000-1234567890123',
    entries: [],
    navigationType: 'navigate',
    navigationId: 1,
    // What the app never sends: the address the visit was at.
    navigationURL: 'https://wallet.example.com/transactions/tx_8f3a',
  }) as Metric;

/** A stand-in for web-vitals whose observers report what `reports` holds, at once. */
const library = (reports: Metric[]) => {
  const observe = (name: Metric['name']) => (report: (m: Metric) => void) =>
    reports.filter((m) => m.name === name).forEach(report);
  return async () => ({
    onLCP: observe('LCP'),
    onINP: observe('INP'),
    onCLS: observe('CLS'),
    onTTFB: observe('TTFB'),
  });
};

afterEach(() => vi.unstubAllGlobals());

describe('field timings', () => {
  it('sends each timing with the route pattern and version only, as text', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const reports = [metric('LCP', 1234.5), metric('CLS', 0.02), metric('INP', 88)];
    await reportFieldTimings(
      'https://vitals.example.com/v1',
      '/transactions/:id',
      'a1b2c3d',
      library(reports),
    );
    expect(sendBeacon).toHaveBeenCalledTimes(3);
    const sent = sendBeacon.mock.calls.map(([url, body]: unknown[]) => {
      expect(url).toBe('https://vitals.example.com/v1');
      expect(typeof body).toBe('string');
      return JSON.parse(body as string);
    });
    expect(sent[0]).toEqual({
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      navigationType: 'navigate',
      route: '/transactions/:id',
      version: 'a1b2c3d',
    });
    expect(sent.map((t) => t.name)).toEqual(['LCP', 'INP', 'CLS']);
    // web-vitals' own id (a timestamp and a random number) would tie the visits together.
    for (const body of sendBeacon.mock.calls.map((call: unknown[]) => call[1] as string)) {
      expect(body).not.toContain('v5-1700000000000');
      expect(body).not.toContain('tx_8f3a');
    }
  });

  it('loads nothing and sends nothing without an endpoint', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const load = vi.fn(library([metric('LCP', 1)]));
    await reportFieldTimings(undefined, '/dashboard', 'x', load);
    await reportFieldTimings('', '/dashboard', 'x', load);
    expect(load).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('names a route by its pattern, never by the id in the address', () => {
    const matches = [
      { route: {} },
      { route: { path: '/dashboard' } },
      { route: { path: '/transactions/:id' } },
      { route: { index: true } },
    ];
    expect(routePattern(matches)).toBe('/transactions/:id');
    expect(routePattern([{ route: {} }])).toBe('*');
  });
});
