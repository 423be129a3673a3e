// @vitest-environment jsdom
import { runInThisContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickLocale } from '@wallet/ui';
// The build's scripts are no package; the build inlines the same text.
// eslint-disable-next-line import-x/no-relative-packages
import { LOCALE_SCRIPT } from '../../../scripts/security-headers.mjs';

// boot/locale.js as the build inlines it in each page's head: the language before the first
// paint, as the app's pickLocale picks it, and the page hidden while it is in another one.
const run = () => runInThisContext(LOCALE_SCRIPT) as void;
const root = document.documentElement;
const browserSays = (...languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(() => {
  localStorage.clear();
  root.removeAttribute('data-locale-pending');
  root.lang = 'en';
  document.cookie = 'locale=; max-age=0; path=/';
});
afterEach(() => vi.restoreAllMocks());

describe('the boot script of the language (boot/locale.js)', () => {
  it.each([
    [null, ['es-VE', 'en'], 'es'],
    [null, ['fr-FR', 'de'], 'en'],
    ['en', ['es-MX'], 'en'],
    ['es', ['en-US'], 'es'],
    ['xx', ['pt-BR', 'es-419'], 'es'],
  ])('device %s, browser %j: %s, as pickLocale', (device, languages, locale) => {
    if (device) localStorage.setItem('locale', device);
    browserSays(...languages);
    run();
    expect(document.cookie).toContain(`locale=${locale}`);
    expect(pickLocale([device, ...languages])).toBe(locale);
  });

  it('hides a page prerendered in another language until the app has rendered it', () => {
    localStorage.setItem('locale', 'es');
    run();
    expect(root.getAttribute('data-locale-pending')).toBe('es');
  });

  it("asks for the catalog of a page to be rendered in Spanish from its file's template, only then", () => {
    const template = document.createElement('template');
    template.dataset.catalog = 'es';
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload' });
    link.setAttribute('href', '/assets/es.js');
    template.content.append(link);
    document.head.replaceChildren(template);
    const asked = () =>
      [...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    localStorage.setItem('locale', 'en');
    run();
    expect(asked()).toEqual([]);
    // A Spanish page (prerendered in Spanish) asks for it after its paint: not here.
    root.lang = 'es';
    localStorage.setItem('locale', 'es');
    run();
    expect(asked()).toEqual([]);
    // A page the service worker serves: the whole catalog is in its cache.
    root.lang = 'en';
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { controller: {} },
    });
    run();
    expect(asked()).toEqual([]);
    Reflect.deleteProperty(navigator, 'serviceWorker');
    run();
    expect(asked()).toEqual(['/assets/es.js']);
    document.head.replaceChildren();
  });

  it('shows a page already in the language at once', () => {
    root.lang = 'es';
    localStorage.setItem('locale', 'es');
    run();
    expect(root.hasAttribute('data-locale-pending')).toBe(false);
    root.lang = 'en';
    localStorage.setItem('locale', 'en');
    run();
    expect(root.hasAttribute('data-locale-pending')).toBe(false);
  });

  it('takes the browser language when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    browserSays('es');
    run();
    expect(document.cookie).toContain('locale=es');
  });
});
