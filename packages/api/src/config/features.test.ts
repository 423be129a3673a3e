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

describe('isRouteEnabled on the proposed pages (reset PIN, physical replacement)', () => {
  it.each([
    // Only a flag of their own (or longer) enables them; the rest of /card/setting is as before.
    [[{ route: '/card/setting', enabled: true }], '/card/setting/reset-pin', false],
    [[{ route: '/card', enabled: true }], '/card/setting/replace-physical', false],
    [[], '/card/setting/reset-pin', false],
    [[{ route: '/card/setting', enabled: true }], '/card/setting/terminate', true],
    [[{ route: '/card/setting/reset-pin', enabled: true }], '/card/setting/reset-pin', true],
    [[{ route: '/card/setting/reset-pin', enabled: false }], '/card/setting/reset-pin', false],
    // Its own flag on wins over a shorter one off, as for every page.
    [
      [
        { route: '/card', enabled: false },
        { route: '/card/setting/replace-physical', enabled: true },
      ],
      '/card/setting/replace-physical',
      true,
    ],
    // One page's flag does not enable the other.
    [
      [{ route: '/card/setting/reset-pin', enabled: true }],
      '/card/setting/replace-physical',
      false,
    ],
    // A page whose name only starts the same is not under it.
    [[{ route: '/card/setting', enabled: true }], '/card/setting/reset-pins', true],
  ])('%j: %s -> %s', (list, path, enabled) => {
    expect(isRouteEnabled(list, path)).toBe(enabled);
  });

  it('keeps them off while the list is unknown', () => {
    expect(isRouteEnabled(undefined, '/card/setting/reset-pin')).toBe(false);
    expect(isRouteEnabled(undefined, '/card/setting')).toBe(true);
  });
});
