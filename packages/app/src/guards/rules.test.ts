// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_ROUTES } from '@wallet/screens';
import publicTable from '../router.tsx?raw';
import signedInTable from '../routes/signed-in/routes.tsx?raw';
import { guardRedirect, loginRedirectFor } from './rules';

describe('loginRedirectFor', () => {
  it('keeps the protected path and query', () => {
    expect(loginRedirectFor('/card/topup', '?step=2')).toBe(
      '/login?redirect=%2Fcard%2Ftopup%3Fstep%3D2',
    );
  });
  it('does not redirect back to the root or to login', () => {
    expect(loginRedirectFor('/')).toBe('/login');
    expect(loginRedirectFor('/login/two-fa')).toBe('/login');
    expect(loginRedirectFor('/signup/confirmation')).toBe('/login');
  });
  it.each([
    ['//evil.example', ''],
    ['/\t/evil.example', ''],
    ['/%2F%2Fevil.example', ''],
    ['/dashboard\\evil', ''],
    ['/dashboard', `?${'x'.repeat(3000)}`],
    ['/not-a-page', ''],
  ])('keeps no redirect for %s', (path, search) => {
    expect(loginRedirectFor(path, search, 'https://wallet.example')).toBe('/login');
  });
});

describe('guardRedirect', () => {
  const out = { hasToken: false, codePending: null };
  const session = { hasToken: true, codePending: null };
  const loginCode = { hasToken: true, codePending: 'login' } as const;
  const signupCode = { hasToken: true, codePending: 'signup' } as const;

  it.each([
    ['signed out', '/profile', out, '/login?redirect=%2Fprofile'],
    ['signed out, on the code page', '/login/two-fa', out, '/login'],
    ['signed in', '/profile', session, null],
    ['signed in, a code page', '/login/two-fa', session, null],
    ['login code pending, its code page', '/login/two-fa', loginCode, null],
    ['login code pending, a signed-in page', '/profile', loginCode, '/login/two-fa'],
    ['login code pending, home', '/dashboard', loginCode, '/login/two-fa'],
    ['login code pending, identity verification', '/kyc-verification', loginCode, '/login/two-fa'],
    ['login code pending, the sign-up code page', '/signup/two-fa', loginCode, '/login/two-fa'],
    ['sign-up code pending, its code page', '/signup/two-fa', signupCode, null],
    [
      'sign-up code pending, the confirmation',
      '/signup/confirmation',
      signupCode,
      '/signup/two-fa',
    ],
    ['sign-up code pending, a card page', '/card/setting/freeze', signupCode, '/signup/two-fa'],
    ['sign-up code pending, the login code page', '/login/two-fa', signupCode, '/signup/two-fa'],
  ] as const)('%s: %s', (_, path, state, expected) => {
    expect(guardRedirect(state, path)).toBe(expected);
  });
});

describe('the redirect table of @wallet/screens', () => {
  // Every path the app guards, read from its route table, so the two cannot drift apart.
  const paths = [...`${publicTable}\n${signedInTable}`.matchAll(/path: '(\/[^']+)/g)]
    .map((m) => m[1]!)
    .filter(
      (p) => !/^\/(login|signup|healthz|reset-password|verify|password-reset)/.test(p) && p !== '/',
    );

  it('names every signed-in page of the app, and nothing else', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect([...SIGNED_IN_ROUTES].sort()).toEqual([...new Set(paths)].sort());
  });
});
