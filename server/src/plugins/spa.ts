import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALE_OF, type TLanguage } from '@app/shared/languages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accepts, brotliText } from '../lib/compression';
import { apiNotFound } from './errors';

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
function preloadTags(assets: TPageAssets, language: TLanguage): string[] {
  return [
    ...[...assets.scripts, ...(assets.texts[language] ?? [])].map(
      (file) => `<link rel="modulepreload" crossorigin href="${file}">`,
    ),
    ...assets.styles.map((file) => `<link rel="preload" as="style" crossorigin href="${file}">`),
  ];
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

/** A page's HTML with one head, and its Brotli copy once it has been asked for twice. */
type TPageHtml = { head: string; html: Buffer; br?: Buffer; sent: number };

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
  } = {},
): Promise<void> {
  const indexHtml = webDist ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  const pageAssets = webDist ? readPageAssets(webDist) : new Map<string, TPageAssets>();
  /**
   * Each page's HTML per language while its head stays the same: the latest few heads, since without
   * PUBLIC_URL the head's addresses are the request's host and a site reached under two names has two.
   * The Brotli copy (about 10 ms for /menu) is made when the same HTML is asked for again, so a request
   * with a host of its own costs no compression.
   */
  const pages = new Map<string, TPageHtml[]>();
  function pageHtml(key: string, head: string, language: TLanguage): TPageHtml {
    const kept = pages.get(key) ?? [];
    const page = kept.find((candidate) => candidate.head === head) ?? {
      head,
      html: Buffer.from(withHead(indexHtml, head, language)),
      sent: 0,
    };
    // The latest asked for first: the one a stream of other hosts would push out is the least used.
    pages.set(key, [page, ...kept.filter((other) => other !== page)].slice(0, HEADS_KEPT));
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
      const dataHead = await options.headFor?.(request, pathname).catch((err: unknown) => {
        // The page works without its preloads and data: never fail it for them.
        request.log.warn({ err }, 'page head');
        return null;
      });
      const head = [
        ...(assets ? preloadTags(assets, request.language) : []),
        ...(dataHead ? [dataHead] : []),
      ];
      if (head.length > 0) {
        // The page differs by language (its texts, its data) and by encoding.
        const page = pageHtml(`${pathname}|${request.language}`, head.join('\n    '), request.language);
        reply.type('text/html; charset=utf-8').header('Vary', 'Accept-Encoding, Accept-Language');
        if (page.br && accepts(request, 'br')) return reply.header('Content-Encoding', 'br').send(page.br);
        return reply.send(page.html);
      }
      return reply.sendFile('index.html');
    });
  });
}
