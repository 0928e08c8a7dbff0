import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
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
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
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
    scope.setNotFoundHandler((request, reply) => {
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
      return reply.sendFile('index.html');
    });
  });
}
