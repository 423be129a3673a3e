import { beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@wallet/api';
import { safeRedirect, saveRedirect, takeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/card', '/card'],
    ['/withdraw?x=1', '/withdraw?x=1'],
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
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

  it('never leaves the app', () => {
    saveRedirect('https://evil.example/phish');
    expect(takeRedirect()).toBe('/dashboard');
  });

  it('a login without one forgets an older one', () => {
    saveRedirect('/card');
    saveRedirect(null);
    expect(takeRedirect()).toBe('/dashboard');
  });
});
