// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// The build's scripts are no package; the build inlines the same text.
// eslint-disable-next-line import-x/no-relative-packages
import { THEME_SCRIPT } from '../../../../scripts/security-headers.mjs';
import { currentTheme, readTheme, subscribeTheme, writeTheme } from './theme';

// The inlined theme script (before the first paint; boot/theme.js as the build inlines it) and
// applyTheme (on a change in the app) must leave the page alike: run here against index.html's head.
const themeScript = THEME_SCRIPT;
const indexHtml = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');

/** A fresh page: index.html's head (its scripts left out: the tests run them), no theme set. */
function loadIndexHead() {
  const parsed = new DOMParser().parseFromString(indexHtml, 'text/html').head;
  parsed.querySelectorAll('script').forEach((script) => script.remove());
  document.head.replaceChildren(...parsed.childNodes);
  document.documentElement.removeAttribute('data-theme');
}

const snapshot = () => ({
  theme: document.documentElement.getAttribute('data-theme'),
  scheme: document.querySelector('meta[name="color-scheme"]')?.getAttribute('content'),
  bars: [...document.querySelectorAll('meta[name="theme-color"]')].map((m) =>
    m.getAttribute('content'),
  ),
});

beforeEach(() => {
  loadIndexHead();
  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe.each(['light', 'dark', 'system'] as const)('the %s theme', (theme) => {
  it('is remembered and applied alike by theme.js at load and by the app', () => {
    writeTheme(theme);
    expect(readTheme()).toBe(theme);
    const inApp = snapshot();

    loadIndexHead();
    runInThisContext(themeScript);
    expect(snapshot()).toEqual(inApp);
  });
});

it('pins the page and the browser bars to a chosen theme, and System gives them back', () => {
  writeTheme('dark');
  expect(snapshot()).toEqual({ theme: 'dark', scheme: 'dark', bars: ['#0d1017', '#0d1017'] });
  writeTheme('system');
  expect(snapshot()).toEqual({ theme: null, scheme: 'light dark', bars: ['#f5f6f9', '#0d1017'] });
  expect(localStorage.getItem('wallet-theme')).toBeNull();
});

it('ignores a value it did not write', () => {
  localStorage.setItem('wallet-theme', 'sepia');
  expect(readTheme()).toBe('system');
  runInThisContext(themeScript);
  expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
});

it('follows a choice made in another tab: applied here, and the switch told', () => {
  let told = 0;
  const unsubscribe = subscribeTheme(() => told++);
  localStorage.setItem('wallet-theme', 'dark');
  window.dispatchEvent(new StorageEvent('storage', { key: 'wallet-theme', newValue: 'dark' }));
  expect(snapshot().theme).toBe('dark');
  expect(currentTheme()).toBe('dark');
  // Another key of the app's storage changes nothing here.
  window.dispatchEvent(new StorageEvent('storage', { key: 'wallet-sidebar', newValue: '1' }));
  expect(told).toBe(1);
  // A choice made here tells the switch as well.
  writeTheme('light');
  expect(told).toBe(2);
  unsubscribe();
  writeTheme('dark');
  expect(told).toBe(2);
});
