// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  bootScript,
  headerConfig,
  headersFile,
  parseHeadersFile,
  REACT_ARIA_STYLES,
  LOCALE_SCRIPT,
  READS_SCRIPT,
  securityHeaders,
  THEME_SCRIPT,
} from './security-headers.mjs';

/** The inlined boot script, the one inline script the policy allows (by this hash; lower case
 * as parseCsp reads a policy): the theme, and in the real-API build the early reads after it. */
const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`.toLowerCase();
const BOOT_SCRIPT_HASH = hashOf(bootScript(false));
const DEMO_BOOT_SCRIPT_HASH = hashOf(bootScript(true));

/*
 * The MDN HTTP Observatory's scoring, as published in "HTTP Observatory tests and scoring"
 * (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring) and implemented in
 * mdn/mdn-http-observatory (src/grader/charts.js SCORE_TABLE, src/analyzer/tests/*.js).
 * Start at 100, subtract the penalties; only a score of 90 or more then gets the bonuses;
 * 100 or more is A+. One row per test: the rule that matched and its modifier.
 */
type Headers = Record<string, string>;
interface Result {
  rule: string;
  modifier: number;
}
interface Site {
  headers: Headers;
  /** The `src` of each <script> in the served HTML (the SRI test reads them). */
  scripts: string[];
}

const BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const isBroadOrInline = (source: string) => BROAD.has(source) || UNSAFE_INLINE.has(source);

function parseCsp(policy: string) {
  const csp = new Map<string, Set<string>>();
  for (const directive of policy.split(';')) {
    const [name, ...values] = directive.trim().toLowerCase().split(/\s+/);
    if (name) csp.set(name, new Set(values));
  }
  return csp;
}

/** src/analyzer/tests/csp.js: the first rule that matches, from the worst down. */
function csp({ headers }: Site): Result {
  const policy = headers['Content-Security-Policy'];
  if (!policy) return { rule: 'csp-not-implemented', modifier: -25 };
  const csp = parseCsp(policy);
  const any = new Set(['*']);
  const fallback = (name: string) => csp.get(name) ?? csp.get('default-src') ?? any;
  const script = fallback('script-src');
  const object = fallback('object-src');
  const style = fallback('style-src');
  const all = [...csp.values()].flatMap((set) => [...set]);
  if ([...script].some(isBroadOrInline) || [...object].some((s) => BROAD.has(s)))
    return { rule: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (all.some((s) => s.startsWith('http:') || s.startsWith('ftp:')))
    return { rule: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'"))
    return { rule: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if ([...style].some(isBroadOrInline))
    return { rule: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    return { rule: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { rule: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

/** Cookies: a static host sets none (the sidebar's cookie is written by the page itself). */
function cookies({ headers }: Site): Result {
  if (!headers['Set-Cookie']) return { rule: 'cookies-not-found', modifier: 0 };
  throw new Error('score the Set-Cookie header before shipping one');
}

/** src/analyzer/tests/cors.js: only credentialed universal access is penalised. */
function cors({ headers }: Site): Result {
  const origin = headers['Access-Control-Allow-Origin'];
  if (!origin) return { rule: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (origin === '*')
    return { rule: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  return headers['Access-Control-Allow-Credentials'] === 'true'
    ? { rule: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 }
    : { rule: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

/** Redirection is the host's (http to https on the same host); docs/security.md asks for it. */
const redirection = (): Result => ({ rule: 'redirection-to-https', modifier: 0 });

/** src/analyzer/tests/referrer-policy.js: the last valid token decides. */
function referrerPolicy({ headers }: Site): Result {
  const header = headers['Referrer-Policy'];
  if (!header) return { rule: 'referrer-policy-not-implemented', modifier: 0 };
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = header
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => good.includes(token) || bad.includes(token))
    .at(-1);
  if (policy && good.includes(policy)) return { rule: 'referrer-policy-private', modifier: 5 };
  if (policy) return { rule: 'referrer-policy-unsafe', modifier: -5 };
  return { rule: 'referrer-policy-header-invalid', modifier: -5 };
}

/** src/analyzer/tests/strict-transport-security.js (15552000 s counts as six months). */
function hsts({ headers }: Site): Result {
  const header = headers['Strict-Transport-Security'];
  if (!header) return { rule: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(header)?.[1];
  if (maxAge === undefined || header.includes(','))
    return { rule: 'hsts-header-invalid', modifier: -20 };
  return Number(maxAge) >= 15_552_000
    ? { rule: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { rule: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

/** src/analyzer/tests/subresource-integrity.js: scripts from this origin need no SRI. */
function sri({ scripts }: Site): Result {
  if (scripts.length === 0)
    return { rule: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const sameOrigin = scripts.every((src) => src.startsWith('/') && !src.startsWith('//'));
  return sameOrigin
    ? { rule: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
    : { rule: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

/** src/analyzer/tests/x-content-type-options.js */
function xContentTypeOptions({ headers }: Site): Result {
  const header = headers['X-Content-Type-Options'];
  if (!header) return { rule: 'x-content-type-options-not-implemented', modifier: -5 };
  return header.trim().toLowerCase() === 'nosniff'
    ? { rule: 'x-content-type-options-nosniff', modifier: 0 }
    : { rule: 'x-content-type-options-header-invalid', modifier: -5 };
}

/** src/analyzer/tests/x-frame-options.js: CSP frame-ancestors overrides the header. */
function xFrameOptions(site: Site): Result {
  const policy = site.headers['Content-Security-Policy'];
  if (policy && parseCsp(policy).has('frame-ancestors'))
    return { rule: 'x-frame-options-implemented-via-csp', modifier: 5 };
  const header = site.headers['X-Frame-Options']?.trim().toLowerCase();
  if (!header) return { rule: 'x-frame-options-not-implemented', modifier: -20 };
  if (header === 'deny' || header === 'sameorigin')
    return { rule: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (header.startsWith('allow-from'))
    return { rule: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { rule: 'x-frame-options-header-invalid', modifier: -20 };
}

/** src/analyzer/tests/cross-origin-resource-policy.js */
function crossOriginResourcePolicy({ headers }: Site): Result {
  const header = headers['Cross-Origin-Resource-Policy']?.trim().toLowerCase();
  if (!header) return { rule: 'corp-not-implemented', modifier: 0 };
  if (header === 'same-origin') return { rule: 'corp-implemented-with-same-origin', modifier: 10 };
  if (header === 'same-site') return { rule: 'corp-implemented-with-same-site', modifier: 10 };
  if (header === 'cross-origin') return { rule: 'corp-implemented-with-cross-origin', modifier: 0 };
  return { rule: 'corp-header-invalid', modifier: -5 };
}

const TESTS = {
  'content-security-policy': csp,
  cookies,
  'cross-origin-resource-sharing': cors,
  redirection,
  'referrer-policy': referrerPolicy,
  'strict-transport-security': hsts,
  'subresource-integrity': sri,
  'x-content-type-options': xContentTypeOptions,
  'x-frame-options': xFrameOptions,
  'cross-origin-resource-policy': crossOriginResourcePolicy,
};

function score(site: Site) {
  const results = Object.fromEntries(
    Object.entries(TESTS).map(([name, test]) => [name, test(site)]),
  );
  const modifiers = Object.values(results).map((r) => r.modifier);
  const penalised = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const bonus = modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0);
  const total = Math.max(0, penalised >= 90 ? penalised + bonus : penalised);
  return { total, results };
}

/** What `vite build` writes into the build output, read back the way a host reads it. */
const shipped = (env: Record<string, string>, demo: boolean) =>
  parseHeadersFile(headersFile(securityHeaders(headerConfig(env, demo))));

// The scripts of the built page: the entry module only, from this origin (index.html).
const indexHtml = readFileSync(new URL('../packages/app/index.html', import.meta.url), 'utf8');
const scripts = [...indexHtml.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);

const REAL_API = {
  VITE_API_HOST: 'https://api.example.com',
  VITE_SUMSUB_BASE_URL: 'https://kyc.example.com/websdk/',
  VITE_PARTNER_EXCHANGE_URL: 'https://exchange.example.net/widget?partner=wallet',
  VITE_CARD_WIDGET_URL: 'https://cards.example.org/embed',
  VITE_SENTRY_DSN: 'https://public-key@o123.ingest.sentry.io/456',
  VITE_RECAPTCHA_SITE_KEY: 'site-key',
  VITE_VITALS_URL: 'https://vitals.example.com/v1/collect',
};

describe('the shipped security headers, scored by the HTTP Observatory rules', () => {
  it('scores no headers at all as the issue measured them: 30, a D', () => {
    expect(score({ headers: {}, scripts }).total).toBe(30);
  });

  it('penalises a script policy with unsafe-inline below A+', () => {
    const headers = shipped(REAL_API, false);
    headers['Content-Security-Policy'] += "; script-src 'self' 'unsafe-inline'";
    const { total, results } = score({ headers, scripts });
    expect(results['content-security-policy']!.rule).toBe('csp-implemented-with-unsafe-inline');
    expect(total).toBeLessThan(100);
  });

  it.each([
    ['a real-API build with every third party configured', REAL_API, false],
    ['a real-API build with nothing configured', {}, false],
    ['the demo build', {}, true],
  ])('%s gets A+ (100 or more)', (_name, env, demo) => {
    const { total, results } = score({ headers: shipped(env, demo), scripts });
    expect(Object.values(results).filter((r) => r.modifier < 0)).toEqual([]);
    expect(results['content-security-policy']!.rule).toBe('csp-implemented-with-no-unsafe');
    expect(total).toBeGreaterThanOrEqual(100);
  });
});

describe('the Content-Security-Policy', () => {
  const directives = (env: Record<string, string>, demo: boolean) =>
    parseCsp(shipped(env, demo)['Content-Security-Policy']!);

  it('lets frames and connections reach exactly the configured third parties', () => {
    const csp = directives(REAL_API, false);
    const widgets = [
      'https://kyc.example.com',
      'https://exchange.example.net',
      'https://cards.example.org',
    ];
    expect([...csp.get('frame-src')!]).toEqual([
      ...widgets,
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect([...csp.get('connect-src')!]).toEqual([
      "'self'",
      ...widgets,
      'https://api.example.com',
      'https://o123.ingest.sentry.io',
      'https://vitals.example.com',
    ]);
    expect([...csp.get('script-src')!]).toEqual([
      "'self'",
      BOOT_SCRIPT_HASH,
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
  });

  it("is the policy docs/security.md's nginx example gives", () => {
    const nginx = readFileSync(join(import.meta.dirname, '../docs/security.md'), 'utf8').match(
      /add_header Content-Security-Policy "([^"]*)" always;/,
    );
    // Its build: the API and Sentry configured, a reCAPTCHA key, Sumsub's default host.
    const { VITE_API_HOST, VITE_SENTRY_DSN, VITE_RECAPTCHA_SITE_KEY } = REAL_API;
    const env = { VITE_API_HOST, VITE_SENTRY_DSN, VITE_RECAPTCHA_SITE_KEY };
    expect(nginx?.[1]).toBe(shipped(env, false)['Content-Security-Policy']);
  });

  it('inlines the early reads in the real-API build only, after the theme and the language', () => {
    expect(bootScript(false)).toBe(`${THEME_SCRIPT}\n${LOCALE_SCRIPT}\n${READS_SCRIPT}`);
    expect(bootScript(true)).toBe(`${THEME_SCRIPT}\n${LOCALE_SCRIPT}`);
    expect(READS_SCRIPT).toContain('__earlyReads');
  });

  it('lets the real-API build register its own service worker and no other', () => {
    expect([...directives(REAL_API, false).get('worker-src')!]).toEqual(["'self'"]);
  });

  it("has no reCAPTCHA and no third party in the demo build, whose stand-ins are 'self'", () => {
    const csp = directives(REAL_API, true);
    expect([...csp.get('script-src')!]).toEqual(["'self'", DEMO_BOOT_SCRIPT_HASH]);
    expect([...csp.get('frame-src')!]).toEqual(["'self'"]);
    expect([...csp.get('connect-src')!]).toEqual(["'self'"]);
    expect([...csp.get('worker-src')!]).toEqual(["'none'"]);
    expect(shipped(REAL_API, true)['Permissions-Policy']).toMatch(/^camera=\(self\), /);
  });

  it("falls back to Sumsub's own host and keeps the camera for it alone", () => {
    const headers = shipped({}, false);
    expect(parseCsp(headers['Content-Security-Policy']!).get('frame-src')).toEqual(
      new Set(['https://api.sumsub.com']),
    );
    expect(headers['Permissions-Policy']).toMatch(
      /^camera=\(self "https:\/\/api\.sumsub\.com"\), /,
    );
    expect(headers['Permissions-Policy']).toContain('microphone=()');
  });

  it.each([
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['default-src', "'self'"],
  ])('sets %s to %s', (name, value) => {
    for (const demo of [false, true])
      expect([...directives(REAL_API, demo).get(name)!]).toEqual([value]);
  });

  it('lets no page frame the app; the demo only its own origin (the exchange stand-in)', () => {
    expect([...directives(REAL_API, false).get('frame-ancestors')!]).toEqual(["'none'"]);
    expect([...directives(REAL_API, true).get('frame-ancestors')!]).toEqual(["'self'"]);
  });

  it('never allows inline or evaluated script in either build', () => {
    for (const demo of [false, true])
      expect(shipped(REAL_API, demo)['Content-Security-Policy']).not.toMatch(
        /unsafe-(inline|eval)/,
      );
  });

  it("allows inline styles only by hash: react-aria's own, as the installed version writes them", () => {
    const csp = directives(REAL_API, false);
    const style = [...csp.get('style-src')!];
    expect(style[0]).toBe("'self'");
    expect(style.slice(1)).toHaveLength(REACT_ARIA_STYLES.length);
    expect(style.slice(1).every((source) => source.startsWith("'sha256-"))).toBe(true);

    // The text each hook puts into its <style>: its template literal, constants filled in.
    const fromRoot = createRequire(new URL('../package.json', import.meta.url));
    const fromComponents = createRequire(fromRoot.resolve('react-aria-components'));
    const dist = fromComponents
      .resolve('react-aria/package.json')
      .replace(/package\.json$/, 'dist/');
    const injected = ['interactions/usePress.mjs', 'overlays/usePreventScroll.mjs'].map((file) => {
      const source = readFileSync(`${dist}private/${file}`, 'utf8');
      const constant = (name: string) => source.split(`const ${name} = '`)[1]!.split("'")[0]!;
      const template = /\.textContent = `([^`]*)`/.exec(source)![1]!;
      return template.replace(/\$\{([^}]+)\}/g, (_, name: string) => constant(name)).trim();
    });
    expect(injected).toEqual(REACT_ARIA_STYLES);
  });
});
