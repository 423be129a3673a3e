import { sessionStore } from '@wallet/api';

/**
 * The signed-in half of the app's route table (spec 1 section 2, spec 2 section 2): the pages
 * a login may return to. Sign-in and reset pages are never a destination after two-factor. The
 * app checks this list against its own route table (app guards/rules.test.ts); `:name` stands
 * for one path segment.
 */
export const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/transactions',
  '/transactions/:id',
  '/insights',
  '/profile',
  '/kyc-verification',
  '/buy-crypto',
  '/deposit',
  '/withdraw',
  '/withdraw/review',
  '/referral',
  '/address-book',
  '/card',
  '/card/apply',
  '/card/topup',
  '/card/setting',
  '/card/setting/:screen',
] as const;

/** Longer than any path of the app with its query; anything longer is refused unread. */
const MAX_LENGTH = 2048;

const matches = (route: string, path: string) => {
  const want = route.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => part === have[i] || (part.startsWith(':') && /^[\w-]+$/.test(have[i]!)))
  );
};

/**
 * A redirect inside this app, normalised, or null. Control characters and backslashes are
 * refused before parsing (the URL parser drops tabs and newlines and reads `\` as `/`, so
 * `/<TAB>/evil.com` would become `//evil.com`); then the value, parsed against this origin,
 * must stay on it and name a signed-in route. Encoded forms stay encoded in the path, so they
 * match no route.
 */
export function appRedirect(
  value: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!value || value.length > MAX_LENGTH || !value.startsWith('/') || /[\p{Cc}\\]/u.test(value))
    return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !SIGNED_IN_ROUTES.some((route) => matches(route, url.pathname)))
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The saved redirect to use after two-factor, else the dashboard. */
export const safeRedirect = (redirect: string | null | undefined) =>
  appRedirect(redirect) ?? '/dashboard';

/** Keeps a login's ?redirect= for after two-factor (the session's last location), if it is ours. */
export function saveRedirect(redirect: string | null) {
  const target = appRedirect(redirect);
  if (target) sessionStore.set('lastLocation', target);
  else sessionStore.remove('lastLocation');
}

/** Where to go once two-factor passes; the saved redirect is used once, checked again. */
export function takeRedirect(): string {
  const target = safeRedirect(sessionStore.get('lastLocation'));
  sessionStore.remove('lastLocation');
  return target;
}
