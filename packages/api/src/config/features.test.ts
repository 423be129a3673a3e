import { describe, expect, it } from 'vitest';
import { isRouteEnabled } from './features';

const features = [
  { route: '/deposit', enabled: true },
  { route: '/withdraw', enabled: false },
  { route: '/card', enabled: false },
  { route: '/card/setting', enabled: true },
  { route: '/referral', enabled: true },
];

describe('isRouteEnabled', () => {
  it.each([
    ['/deposit', true],
    ['/withdraw', false],
    ['/withdraw/review', false],
    ['/card', false],
    ['/card/apply', false],
    ['/card/setting/terminate', true],
    ['/referral', true],
    ['/address-book', true],
    ['/cardboard', true],
  ])('%s -> %s', (path, enabled) => {
    expect(isRouteEnabled(features, path)).toBe(enabled);
  });

  it('allows everything while the list is unknown', () => {
    expect(isRouteEnabled(undefined, '/withdraw')).toBe(true);
  });
});

describe('isRouteEnabled under /card: the longest matching prefix decides', () => {
  const applyOff = [
    { route: '/card', enabled: true },
    { route: '/card/apply', enabled: false },
  ];
  it.each([
    ['/card', true],
    ['/card/apply', false],
    ['/card/topup', true],
    ['/card/setting/freeze', true],
  ])('/card on, /card/apply off: %s -> %s', (path, enabled) => {
    expect(isRouteEnabled(applyOff, path)).toBe(enabled);
  });

  // The order of the list does not matter; a longer flag switches its pages back on.
  const topUpOnly = [
    { route: '/card/topup', enabled: true },
    { route: '/card', enabled: false },
  ];
  it.each([
    ['/card', false],
    ['/card/apply', false],
    ['/card/topup', true],
    ['/card/topups', false],
  ])('/card off, /card/topup on: %s -> %s', (path, enabled) => {
    expect(isRouteEnabled(topUpOnly, path)).toBe(enabled);
  });
});
