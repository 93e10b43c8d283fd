/**
 * Stands in for `tough-cookie` in the app's bundles (vite.config.ts aliases it here). MSW keeps a cookie jar for
 * mocked responses that set cookies, and tough-cookie brings the public-suffix list (tldts): 56 kB gzip on
 * every page of the in-browser build. The in-browser backend sets no cookies (sessions travel as bearer tokens, as
 * with Supabase), so the jar is always empty; a response that did set one fails loudly instead of being dropped.
 * Tests and stories run the real package.
 */
export class Cookie {
  /** MSW restores its jar from localStorage at start; nothing stored there is taken. */
  static fromJSON(_json: unknown): undefined {
    return undefined;
  }
}

export class MemoryCookieStore {
  idx: Record<string, never> = {};
}

export class CookieJar {
  constructor(_store?: MemoryCookieStore) {}

  getCookiesSync(_url: string): Cookie[] {
    return [];
  }

  setCookie(_cookie: string, _url: string): Promise<never> {
    return Promise.reject(new Error('The in-browser backend sets no cookies'));
  }
}
