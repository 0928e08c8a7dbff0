import { API } from '@app/shared/api-paths';
import type { TLiveEvent } from '@app/shared/live';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { TLiveHub } from './hub';

/**
 * Answers `request` with a Server-Sent Events stream of the hub's events that `accept` lets through, each
 * as `event: <type>` with the event as JSON; the hub's keep-alive job writes a comment line to quiet
 * streams and ends each after STREAM_MAX_MS (the browser reconnects, passing the route's access check
 * again). The back office's stream and the kitchen display's both answer with it.
 */
export function streamLiveEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: TLiveHub,
  accept: (event: TLiveEvent) => boolean = () => true,
): void {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    // nginx and similar proxies must not buffer the stream.
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  // HEAD (which Fastify routes here too) gets the head and nothing to wait for.
  if (request.method === 'HEAD') {
    res.end();
    return;
  }
  res.write(`retry: 3000\n: connected\n\n`);
  const close = hub.openStream(res);

  const send = (event: TLiveEvent) => {
    if (accept(event)) res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const unsubscribe = hub.subscribe(send);
  const stop = () => {
    unsubscribe();
    close();
  };
  request.raw.on('close', stop);
  res.on('close', stop);
}

/**
 * GET /api/admin/events: Server-Sent Events for the back office (declared for ADMINs only): each change
 * to an order or a reservation.
 */
export const liveRoutes: FastifyPluginAsync<{ hub: TLiveHub }> = async (app, { hub }) => {
  app.addHook('preClose', async () => hub.endStreams());

  app.get(API.adminEvents, { config: { access: 'admin' } }, async (request, reply) => {
    streamLiveEvents(request, reply, hub);
  });
};
