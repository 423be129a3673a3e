// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { endSession, sessionSharedKey, sessionStore } from './session';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('what the tabs of a session share goes with the session', () => {
  it('is keyed by a random session id that a duplicated tab copies, never by the person', () => {
    expect(sessionSharedKey('activity')).toBeUndefined();
    sessionStore.set('userEmail', 'verified@demo.test');
    sessionStore.setTokens('access', 'refresh');
    const key = sessionSharedKey('activity')!;
    expect(key).toMatch(/^wallet-session:[\w-]{8,}:activity$/);
    expect(key).not.toContain('demo.test');
    // A refresh keeps the session (its tabs keep sharing).
    sessionStore.setTokens('access 2', 'refresh 2');
    expect(sessionSharedKey('activity')).toBe(key);
  });

  it.each(['logout', 'timeout', 'expired', 'multiple-login'] as const)(
    'ending it (%s) removes its shared keys and keeps another session’s and the theme',
    (reason) => {
      sessionStorage.setItem('session_id', 'other-tab');
      const other = sessionSharedKey('activity')!;
      localStorage.setItem(other, '1');
      sessionStorage.removeItem('session_id');
      sessionStore.setTokens('access', 'refresh');
      localStorage.setItem(sessionSharedKey('activity')!, String(Date.now()));
      localStorage.setItem(sessionSharedKey('once:withdraw:r1')!, '{"state":"done"}');
      localStorage.setItem('wallet-theme', 'dark');
      endSession(reason);
      expect(Object.keys(localStorage).sort()).toEqual([other, 'wallet-theme'].sort());
      expect(sessionStorage.length).toBe(0);
      expect(sessionSharedKey('activity')).toBeUndefined();
    },
  );
});
