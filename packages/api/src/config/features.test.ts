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
