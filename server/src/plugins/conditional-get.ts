import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/**
 * For the pages' hot reads (menu, buffet, restaurant info, active sale): an ETag computed from the body
 * and `Cache-Control: no-cache`, so browsers revalidate every time and get a bodiless 304 while nothing
 * changed. The tag comes from the current data, so a save in the back office changes it at once, on
 * every app instance. Registered inside the routes' own plugin: other routes are left alone.
 */
export async function registerConditionalGets(scope: FastifyInstance): Promise<void> {
  await scope.register(etag);
  scope.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode < 300 && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-cache');
    }
  });
}
