/**
 * The demo build's stand-in for tough-cookie (vite.config.ts aliases the package to this module
 * in demo mode). MSW keeps the cookies its mocked responses set in a tough-cookie jar and reads
 * the jar for every request; tough-cookie needs tldts and its whole public suffix list for that:
 * 51 KB of the demo backend's 84 KB download (brotli), and a large literal to evaluate before the
 * first call can be answered. The demo backend sets no cookies, so this jar stays empty. The
 * cookies of the page (document.cookie) still reach the handlers: MSW reads those itself.
 */
export class Cookie {
  /** MSW restores the jar from localStorage at start: nothing to restore. */
  static fromJSON(): undefined {
    return undefined;
  }
}

export class MemoryCookieStore {
  idx: Record<string, never> = {};
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return [];
  }

  async setCookie(): Promise<void> {}
}
