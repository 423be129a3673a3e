import { describe, expect, it } from 'vitest';
import { isRouteEnabled, loginRedirectFor } from './rules';

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

describe('loginRedirectFor', () => {
  it('keeps the protected path and query', () => {
    expect(loginRedirectFor('/card/topup', '?step=2')).toBe(
      '/login?redirect=%2Fcard%2Ftopup%3Fstep%3D2',
    );
  });
  it('does not redirect back to the root or to login', () => {
    expect(loginRedirectFor('/')).toBe('/login');
    expect(loginRedirectFor('/login/two-fa')).toBe('/login');
  });
});
