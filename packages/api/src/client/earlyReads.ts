import { getApiConfig } from './config';
import { takeReadsFrom } from './request';
import { sessionStore } from './session';

declare global {
  interface Window {
    /** The reads the page's boot script sent before any module ran (app/boot/reads.js). */
    __earlyReads?: { token: string; reads: Record<string, Promise<Response> | undefined> };
  }
}

interface Saved {
  locale: string;
  timeoutMs: number;
  /** Each page's reads (their URLs), by the path the page was opened at. */
  pages: Record<string, string[]>;
}

/** The first reads sent with a token since the page loaded (URLs), for the next load to send. */
export const sentReads: string[] = [];

/** The boot script's answer to `url` when it asked with this token; each is taken once. */
function takeEarlyRead(url: string, token: string) {
  if (sentReads.length < 32) sentReads.push(url);
  const early = globalThis.window?.__earlyReads;
  const read = early?.token === token ? early.reads[url] : undefined;
  if (read) early!.reads[url] = undefined;
  return read;
}

/**
 * Early reads (issue 41): from now on the client takes the answers the page's boot script sent
 * (app/boot/reads.js), and notes the reads it sends for rememberLandingReads. The signed-in
 * pages' loaders call it before their first read; the public pages never load it.
 */
export function adoptEarlyReads() {
  takeReadsFrom(takeEarlyRead);
}

/**
 * Keeps the reads the visit's first page sent on its way to its first render, under its path, in
 * the session (sessionStorage, cleared with it): the page's next load in this tab sends them from
 * its HTML (app/boot/reads.js) before any module has loaded, and the client takes those answers.
 * URLs only: never an answer or a token. Only when the page was opened at `pathname` (a reload,
 * a typed URL, a return), not reached from another page of the app.
 */
export function rememberLandingReads(pathname: string) {
  const landing = globalThis.performance?.getEntriesByType?.('navigation')[0];
  if (!landing || new URL(landing.name).pathname !== pathname) return;
  let pages: Saved['pages'] = {};
  try {
    const saved = JSON.parse(sessionStore.get('earlyReads') ?? 'null') as Saved | null;
    if (saved && typeof saved.pages === 'object') pages = saved.pages;
  } catch {
    // unreadable: start again
  }
  const { locale, readTimeoutMs } = getApiConfig();
  const saved: Saved = {
    locale,
    timeoutMs: readTimeoutMs,
    pages: { ...pages, [pathname]: [...new Set(sentReads)] },
  };
  sessionStore.set('earlyReads', JSON.stringify(saved));
}
