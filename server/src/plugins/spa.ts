import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiNotFound } from './errors';

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
     * Tags for the head of a page's HTML (the first dish's photo preload for /menu), or null: then the
     * built index.html is sent as it is (precompressed).
     */
    headFor?: (request: FastifyRequest, pathname: string) => Promise<string | null>;
  } = {},
): Promise<void> {
  const indexHtml = webDist ? fs.readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
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
      const head = await options.headFor?.(request, url.split('?')[0] ?? url).catch((err: unknown) => {
        // The page works without its preload: never fail it for one.
        request.log.warn({ err }, 'page head');
        return null;
      });
      if (head)
        return reply
          .type('text/html; charset=utf-8')
          .send(indexHtml.replace('</head>', `${head}\n  </head>`));
      return reply.sendFile('index.html');
    });
  });
}
