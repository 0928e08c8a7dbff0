import { API } from '@app/shared/api-paths';
import type { TLiveEvent } from '@app/shared/live';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TLiveHub } from './hub';

/** A comment line every so often keeps proxies and the browser from dropping a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/**
 * A stream ends after this long and the browser reconnects at once (EventSource does so by itself),
 * passing the admin check again: a signed-out session stops receiving within this time.
 */
export const STREAM_MAX_MS = 5 * 60_000;

/**
 * GET /api/admin/events: Server-Sent Events for the back office (declared for ADMINs only). Each change to an order or a reservation arrives as `event: <type>` with the event as JSON.
 */
export const liveRoutes: FastifyPluginAsync<{ hub: TLiveHub }> = async (app, { hub }) => {
  const open = new Set<FastifyReply>();

  app.addHook('preClose', async () => {
    for (const reply of open) reply.raw.end();
    open.clear();
  });

  app.get(API.adminEvents, { config: { access: 'admin' } }, async (request, reply) => {
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
    open.add(reply);

    const send = (event: TLiveEvent) => {
      res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    };
    const unsubscribe = hub.subscribe(send);
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    const expiry = setTimeout(() => res.end(), STREAM_MAX_MS);
    const stop = () => {
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(expiry);
      open.delete(reply);
    };
    request.raw.on('close', stop);
    res.on('close', stop);
  });
};
