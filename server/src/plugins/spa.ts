import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LOCALE_OF, type TLanguage } from '@app/shared/languages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accepts, brotliText } from '../lib/compression';
import { apiNotFound } from './errors';
import { languageOfPageAddress } from './language';

/**
 * What the web build's page-assets.json says of a public page (web/vite-page-assets.ts): the files it
 * needs beyond the entry's, which index.html names itself.
 */
interface TPageAssets {
  scripts: string[];
  styles: string[];
  texts: Partial<Record<TLanguage, string[]>>;
}

/** Asset paths as the build writes them: nothing to escape in an attribute. */
const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css)$/;

/** The public pages' assets from the build, or none (an older build: the pages then load them as before). */
function readPageAssets(webDist: string): Map<string, TPageAssets> {
  const file = path.join(webDist, '.vite', 'page-assets.json');
  if (!fs.existsSync(file)) return new Map();
  const { pages } = JSON.parse(fs.readFileSync(file, 'utf8')) as { pages: Record<string, TPageAssets> };
  const valid = (files: unknown) => Array.isArray(files) && files.every((f) => ASSET_PATH.test(String(f)));
  for (const [page, assets] of Object.entries(pages)) {
    if (!valid(assets.scripts) || !valid(assets.styles) || !Object.values(assets.texts).every(valid))
      throw new Error(`${file}: ${page} names a file that is not a built asset`);
  }
  return new Map(Object.entries(pages));
}

/**
 * Preloads of a page's own chunks, its stylesheets and its texts in `language`, in the form the page's
 * script loads them (Vite's preload helper: crossorigin, a stylesheet link it finds or adds), so they
 * download beside the entry instead of after it has run.
 */
function preloadTags(assets: TPageAssets, language: TLanguage, rendered: boolean): string[] {
  return [
    ...[...assets.scripts, ...(assets.texts[language] ?? [])].map(
      (file) => `<link rel="modulepreload" crossorigin href="${file}">`,
    ),
    // A page rendered on the server paints with its stylesheets; the preload helper finds them linked and
    // does not add them again.
    ...assets.styles.map((file) =>
      rendered
        ? `<link rel="stylesheet" crossorigin href="${file}">`
        : `<link rel="preload" as="style" crossorigin href="${file}">`,
    ),
  ];
}

/**
 * What the server renders of a page's address: its path, when the query says nothing but the language
 * (which the request's language already is); null otherwise, and the browser draws the page.
 */
function renderTarget(url: string, pathname: string): string | null {
  const query = url.indexOf('?');
  if (query >= 0) {
    const params = new URLSearchParams(url.slice(query + 1));
    if ([...params.keys()].some((name) => name !== 'lang')) return null;
  }
  return pathname;
}

/**
 * The built index.html with a page's `head`: the page's own title and description (when it brings them)
 * replace the build's generic ones, so a reader of the HTML finds one of each, and the document is in
 * the page's language.
 */
export function withHead(indexHtml: string, head: string, language: TLanguage): string {
  let html = indexHtml;
  if (head.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  if (head.includes('<meta name="description"'))
    html = html.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const lang = `lang="${LOCALE_OF[language]}"`;
  html = html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang="[^"]*"/.test(tag)
      ? tag.replace(/\slang="[^"]*"/, ` ${lang}`)
      : tag.replace(/^<html/i, `<html ${lang}`),
  );
  // A function, so that `$` in the head (a dish's name) is never read as a replacement pattern.
  return html.replace('</head>', () => `  ${head}\n  </head>`);
}

/**
 * A page's HTML with one head, and its Brotli copy once it has been asked for twice. A page rendered on the
 * server is kept until the next minute at most: what it draws may depend on the clock (today's hours).
 */
type TPageHtml = { head: string; html: Buffer; br?: Buffer; sent: number; until?: number; version?: string };

/** The web build's render of the public pages (web/src/entry-server.tsx). */
export type TRenderPage = (input: {
  url: string;
  language: TLanguage;
  head: string;
}) => Promise<{ html: string } | null>;

/** The render module beside a web build (web/dist-ssr beside web/dist), or undefined when there is none. */
export async function loadPageRenderer(webDist: string): Promise<TRenderPage | undefined> {
  const file = path.join(path.dirname(webDist), `${path.basename(webDist)}-ssr`, 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: TRenderPage };
  if (typeof module.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
  return module.renderPage;
}

/**
 * The built index.html with a page's server-rendered markup in `#root` (which main.tsx then hydrates). The
 * page shows without JavaScript, so the build's notice that it needs it goes, and its scripts are fetched
 * at low priority.
 */
export function withBody(html: string, body: string): string {
  return (
    html
      .replace(/\s*<noscript>[\s\S]*?<\/noscript>/i, '')
      // The page paints without its scripts: they load after what it paints with (its stylesheets, its
      // first photos), instead of sharing a slow phone's bandwidth with them.
      .replace(
        /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
        '<$1 fetchpriority="low"',
      )
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`)
  );
}

/** The start of the next minute: when a page rendered now may draw something else. */
const nextMinute = (now: number) => Math.floor(now / 60_000) * 60_000 + 60_000;

/** Heads kept per page and language (see `pages`). */
const HEADS_KEPT = 4;

/** The path React Router matches a URL's path as (case and a final slash ignored). */
const routePath = (pathname: string) => pathname.toLowerCase().replace(/(.)\/+$/, '$1');

/** web/dist beside the server package, from the source tree and from the bundled dist/ alike. */
export function findWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

/**
 * Serves the built SPA (Brotli or gzip when the browser accepts it): hashed assets cached for a
 * year, everything else revalidated, and index.html for every client route. Unknown /api paths get
 * the JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string | undefined,
  options: {
    /**
     * Tags for the head of a page's HTML from the page's data (/menu's first photo and lists, the public
     * pages' titles and descriptions), or null. A page with neither these nor assets of its own gets the
     * built index.html as it is (precompressed).
     */
    headFor?: (request: FastifyRequest, pathname: string) => Promise<string | null>;
    /**
     * The paths whose HTML is rendered on the server (with the web build's render module): their first
     * paint needs no JavaScript. Only without a query (or with `?lang=` alone), since what a query says
     * is read by the page itself.
     */
    renderedPaths?: ReadonlySet<string>;
    /** The render module; by default the one beside `webDist` (loadPageRenderer). */
    renderPage?: TRenderPage;
    /**
     * The version of everything a page's head and render are drawn from, for `request` (its data's
     * versions, the minute, the host its addresses name...), or undefined when it cannot be told: a page
     * kept under the same version is sent as it is, without building its head again.
     */
    pageVersion?: (request: FastifyRequest) => Promise<string | undefined>;
  } = {},
): Promise<void> {
  const indexHtml = webDist ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  const pageAssets = webDist ? readPageAssets(webDist) : new Map<string, TPageAssets>();
  const renderedPaths = options.renderedPaths ?? new Set<string>();
  const renderPage =
    options.renderPage ??
    (webDist && renderedPaths.size > 0
      ? await loadPageRenderer(webDist).catch((err: unknown) => {
          // The site works without it: its pages are then drawn in the browser, as before.
          app.log.error({ err }, 'the web build has a render module that cannot be loaded');
          return undefined;
        })
      : undefined);
  /**
   * Each page's HTML per language while its version (pageVersion) or else its head stays the same: the
   * latest few, since without PUBLIC_URL the head's addresses are the request's host and a site reached
   * under two names has two. The Brotli copy of a shell page (about 10 ms for one) is made when the same
   * HTML is asked for again, so a request with a host of its own costs no compression; a rendered page's
   * is made with it.
   */
  const pages = new Map<string, TPageHtml[]>();
  /** Pages being rendered, by key and head: requests that come meanwhile wait for the same render. */
  const rendering = new Map<string, Promise<TPageHtml>>();
  async function newPage(request: FastifyRequest, head: string, render: string | null): Promise<TPageHtml> {
    const html = withHead(indexHtml, head, request.language);
    if (!render || !renderPage) return { head, html: Buffer.from(html), sent: 0 };
    const renderedAt = Date.now();
    const body = await renderPage({ url: render, language: request.language, head }).catch((err: unknown) => {
      // The browser draws the page as before: never fail it for its first paint.
      request.log.error({ err }, 'page render');
      return null;
    });
    if (body === null) return { head, html: Buffer.from(html), sent: 0, until: nextMinute(renderedAt) };
    const rendered = Buffer.from(withBody(html, body.html));
    // Compressed at once: a rendered page is several times larger than the shell, and rendering it cost
    // more than its compression does.
    return { head, html: rendered, br: brotliText(rendered), sent: 0, until: nextMinute(renderedAt) };
  }
  /** A page kept under `key` that `matches` and has not run out. */
  function keptPage(key: string, matches: (page: TPageHtml) => boolean): TPageHtml | undefined {
    const now = Date.now();
    return pages.get(key)?.find((page) => (page.until ?? Infinity) > now && matches(page));
  }
  async function pageHtml(
    request: FastifyRequest,
    key: string,
    head: string,
    render: string | null,
  ): Promise<TPageHtml> {
    const now = Date.now();
    let page = keptPage(key, (candidate) => candidate.head === head);
    if (!page) {
      const renderKey = `${key}\n${head}`;
      let pending = rendering.get(renderKey);
      if (!pending) {
        pending = newPage(request, head, render).finally(() => rendering.delete(renderKey));
        rendering.set(renderKey, pending);
      }
      page = await pending;
    }
    // The latest asked for first: the one a stream of other hosts would push out is the least used.
    const current =
      pages.get(key)?.filter((other) => other !== page && (other.until ?? Infinity) > now) ?? [];
    pages.set(key, [page, ...current].slice(0, HEADS_KEPT));
    return page;
  }
  /** Counts a page sent; its Brotli copy is made once it is asked for again. */
  function sending(page: TPageHtml): TPageHtml {
    page.sent++;
    if (!page.br && page.sent > 1) page.br = brotliText(page.html);
    return page;
  }
  // One scope for the files and the fallback that sends index.html with them.
  await app.register(async (scope) => {
    if (webDist) {
      // The built files are public: declared for every route @fastify/static adds (one per file).
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // The web build writes .br and .gz copies of its text files (web/vite-precompress.ts).
        preCompressed: true,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    scope.setNotFoundHandler(async (request, reply) => {
      const url = request.url;
      if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || !webDist) {
        return reply.code(404).send(apiNotFound(request.method, url, request));
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return reply.code(404).send(apiNotFound(request.method, url, request));
      }
      // A missing hashed asset must not be answered with HTML (the browser would try to run it).
      if (/\.[a-z0-9]{1,8}$/i.test(url.split('?')[0] ?? '')) {
        return reply.code(404).type('text/plain').send('Not found');
      }
      reply.header('Cache-Control', 'no-cache');
      const pathname = routePath(url.split('?')[0] ?? url);
      const assets = pageAssets.get(pathname);
      const render = renderPage && renderedPaths.has(pathname) ? renderTarget(url, pathname) : null;
      // The page differs by language (its texts, its data), by naming it in its address (its canonical
      // address), by being rendered, and by encoding.
      const named = languageOfPageAddress(url) === null ? 'browser' : 'named';
      const key = `${pathname}|${request.language}|${named}|${render ? 'rendered' : 'shell'}`;
      const version = await options.pageVersion?.(request).catch((err: unknown) => {
        request.log.warn({ err }, 'page version');
        return undefined;
      });
      let page = version === undefined ? undefined : keptPage(key, (kept) => kept.version === version);
      if (!page) {
        const dataHead = await options.headFor?.(request, pathname).catch((err: unknown) => {
          // The page works without its preloads and data: never fail it for them.
          request.log.warn({ err }, 'page head');
          return null;
        });
        const head = [
          ...(assets ? preloadTags(assets, request.language, render !== null) : []),
          ...(dataHead ? [dataHead] : []),
        ];
        if (head.length > 0) {
          page = await pageHtml(request, key, head.join('\n    '), render);
          // Built from data read after the version was: kept under it.
          if (version !== undefined) page.version = version;
        }
      }
      if (page) {
        sending(page);
        // The language is the address's, else the switcher's cookie, else the browser's.
        reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding, Accept-Language, Cookie');
        if (page.br && accepts(request, 'br')) return reply.header('Content-Encoding', 'br').send(page.br);
        return reply.send(page.html);
      }
      return reply.sendFile('index.html');
    });
  });
}
