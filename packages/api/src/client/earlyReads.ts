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

/** The reads sent with a token since the signed-in area opened (URLs), for the next load to send. */
export const sentReads: string[] = [];
// Off once the first signed-in page has kept its reads: the pages after it are not its.
let recording = true;
// What pages read after their first paint (readAfterPaint): never sent from the HTML.
const afterPaint = new Set<string>();
let sendingAfterPaint = false;

/** The boot script's answer to `url` when it asked with this token; each is taken once. */
function takeEarlyRead(url: string, token: string) {
  if (sendingAfterPaint) afterPaint.add(url);
  else if (recording && !afterPaint.has(url) && sentReads.length < 32) sentReads.push(url);
  const early = globalThis.window?.__earlyReads;
  const read = early?.token === token ? early.reads[url] : undefined;
  if (read) early!.reads[url] = undefined;
  return read;
}

/**
 * Early reads (issue 41): from now on the client takes the answers the page's boot script sent
 * (app/boot/reads.js), and notes the reads it sends for rememberFirstPageReads. The signed-in
 * pages' loaders call it before their first read; the public pages never load it.
 */
export function adoptEarlyReads() {
  takeReadsFrom(takeEarlyRead);
}

/**
 * Keeps the reads the first signed-in page sent on its way to its first render, under its path,
 * in the session (sessionStorage, cleared with it): the page's next load in this tab (a reload, a
 * return) sends them from its HTML (app/boot/reads.js) before any module has loaded, and the
 * client takes those answers. The first page whether it was opened at its path or reached from
 * the sign-in (the page a reload of the tab opens first); pages reached in the app after it are
 * not kept (their reads are not told apart from the pages' before them). URLs only: never an
 * answer or a token. Returns what the signed-in area calls when it closes (signed out): the next
 * one's first page keeps its own reads.
 */
export function rememberFirstPageReads(pathname: string) {
  const first = recording;
  recording = false;
  const reopen = () => {
    sentReads.length = 0;
    recording = true;
  };
  if (!first || sentReads.length === 0) return reopen;
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
  return reopen;
}

/**
 * Sends the reads of `send` (called at once) as reads a page makes after its first paint (a
 * loader's `later`, sent early on a move in the app): a load of the page never sends them from
 * its HTML, where they would share the line with its first paint's.
 */
export function readAfterPaint(send: () => void) {
  sendingAfterPaint = true;
  send();
  sendingAfterPaint = false;
}
