import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a reverse proxy (nginx's `$request_id`) or a client may send, and the app echoes. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A short token of letters, digits and `._:-`: nothing that could forge a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/**
 * Fastify's `genReqId`: the incoming `X-Request-Id` when it is a safe short token (one from the proxy
 * in front, so its log and the app's share the id), otherwise a new UUID. Every line of `request.log`
 * carries it as `reqId`.
 */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request id, so a user's report or a proxy's log leads to the app's log lines. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
