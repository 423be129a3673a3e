// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@wallet/api';
import { appRedirect, safeRedirect, saveRedirect, takeRedirect } from './redirect';

const ORIGIN = 'https://wallet.example';

describe('appRedirect: a signed-in page of this app, or nothing', () => {
  it.each([
    ['/card', '/card'],
    ['/withdraw?x=1', '/withdraw?x=1'],
    ['/card/setting/terminate', '/card/setting/terminate'],
    ['/card/topup?step=2#amount', '/card/topup?step=2#amount'],
    ['/kyc-verification', '/kyc-verification'],
    // Normalised by the parser, and still a page of the table.
    ['/profile/../referral', '/referral'],
  ])('%s -> %s', (input, expected) => {
    expect(appRedirect(input, ORIGIN)).toBe(expected);
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['absolute', 'https://evil.example'],
    ['absolute, same path', 'https://evil.example/dashboard'],
    ['same origin spelt out', `${ORIGIN}/dashboard`],
    ['protocol-relative', '//evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['backslash slash', '\\/evil.example'],
    ['backslashes', '\\\\evil.example'],
    ['backslash inside', '/dashboard\\..\\..\\evil'],
    ['tab', '/\t/evil.example'],
    ['newline', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['NUL', '/dashboard\0'],
    ['C1 control', '/dashboard\u0085'],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: upper case with spaces', ' JavaScript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['https:evil', 'https:evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded backslash', '/%5C%5Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded newline', '/%0A/evil.example'],
    ['encoded scheme', '%2F%2Fevil.example'],
    ['encoded dots out of a page', '/dashboard/%2E%2E/%2E%2E/evil'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['userinfo', '/@evil.example'],
    ['not a route', '/evil.example'],
    ['a public page', '/login'],
    ['a sign-in step', '/signup/two-fa'],
    ['the root', '/'],
    ['trailing slash', '/dashboard/'],
    ['a segment too many', '/card/setting/a/b'],
    ['relative', 'dashboard'],
    ['very long', `/dashboard?${'a'.repeat(5000)}`],
  ])('refuses %s', (_, input) => {
    expect(appRedirect(input, ORIGIN)).toBeNull();
  });

  it('reads the page origin when none is given', () => {
    expect(appRedirect('/profile')).toBe('/profile');
    expect(appRedirect('//evil.example/profile')).toBeNull();
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/card', '/card'],
    [null, '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['/\t/evil.example', '/dashboard'],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});

describe('saved redirect', () => {
  beforeEach(() => sessionStorage.clear());

  it('is used once after two-factor', () => {
    saveRedirect('/referral');
    expect(sessionStore.get('lastLocation')).toBe('/referral');
    expect(takeRedirect()).toBe('/referral');
    expect(takeRedirect()).toBe('/dashboard');
  });

  it('never leaves the app, and a hostile one is not even kept', () => {
    saveRedirect('https://evil.example/phish');
    expect(sessionStore.get('lastLocation')).toBeNull();
    expect(takeRedirect()).toBe('/dashboard');
  });

  it('is checked again when taken (the stored value may have been changed)', () => {
    sessionStore.set('lastLocation', '/\n/evil.example');
    expect(takeRedirect()).toBe('/dashboard');
  });

  it('a login without one forgets an older one', () => {
    saveRedirect('/card');
    saveRedirect(null);
    expect(takeRedirect()).toBe('/dashboard');
  });
});
