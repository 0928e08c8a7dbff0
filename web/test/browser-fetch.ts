/**
 * jsdom has no fetch; Vitest hands the tests Node's, which knows neither the page's address nor its
 * cookies. `browserFetch` adds what a browser does around a real request, so the web client can be
 * tested against a real HTTP server: relative URLs resolve against the page, cookies from jsdom's jar
 * go out as a browser would send them (credentials 'include', or 'same-origin' to the page's origin),
 * and Set-Cookie answers land in the same jar, where document.cookie reads them.
 */

interface TJsdomCookieJar {
  getCookieStringSync(url: string): string;
  setCookieSync(cookie: string, url: string, options?: { ignoreError?: boolean }): unknown;
  removeAllCookiesSync(): void;
}

interface TJsdom {
  cookieJar: TJsdomCookieJar;
  reconfigure(options: { url?: string }): void;
}

function currentJsdom(): TJsdom {
  const dom = (globalThis as { jsdom?: TJsdom }).jsdom;
  if (!dom) throw new Error('browserFetch needs the jsdom test environment');
  return dom;
}

/** Moves the page to `url` (for example the test server's origin), as if it had been served from there. */
export function setPageUrl(url: string): void {
  currentJsdom().reconfigure({ url });
}

/** Forgets every cookie, HttpOnly ones included. */
export function clearAllCookies(): void {
  currentJsdom().cookieJar.removeAllCookiesSync();
}

export function createBrowserFetch(nodeFetch: typeof fetch = globalThis.fetch): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const credentials = init.credentials ?? 'same-origin';
    const withCookies =
      credentials === 'include' || (credentials === 'same-origin' && url.origin === window.location.origin);
    const jar = currentJsdom().cookieJar;

    const headers = new Headers(init.headers);
    headers.delete('cookie');
    if (withCookies) {
      const cookies = jar.getCookieStringSync(url.href);
      if (cookies) headers.set('cookie', cookies);
    }
    const response = await nodeFetch(url, { ...init, headers });
    if (withCookies) {
      for (const cookie of response.headers.getSetCookie()) {
        jar.setCookieSync(cookie, url.href, { ignoreError: true });
      }
    }
    return response;
  };
}
