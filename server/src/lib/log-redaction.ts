import type { FastifyRequest } from 'fastify';

/**
 * Diners' personal data stays out of the request logs. The tracking links carry the address in the query
 * (`/track?orderId=…&email=…`, `/api/orders/track`, `/api/buffet-orders/track`), the back office's
 * searches carry what staff typed to find a guest (`/api/admin/guests?q=079…`, the order lists' `q`: a
 * name, a phone number, an email), and the request log records every URL; a failed query's error carries
 * the values it was sent (names, emails, notes from the body).
 */

export const REDACTED = '[redacted]';

/**
 * Query parameters logged as [redacted]: those whose name says email, a search (`q`, `query`, `search`),
 * a person's details (name, phone) or a secret that pays or signs in (`code`, `token`: a gift voucher's
 * code is its holder's money), and any whose value is an email address.
 */
const SENSITIVE_NAME =
  /e-?mail|^(q|query|search|term|phone|tel|mobile|(first|last|full)?_?name|code|token)$/i;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return text;
  }
}

/** `url` with the value of every sensitive query parameter replaced; the rest as it was sent. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const params = url
    .slice(start + 1)
    .split('&')
    .map((param) => {
      const eq = param.indexOf('=');
      if (eq === -1) return param;
      const rawName = param.slice(0, eq);
      const rawValue = param.slice(eq + 1);
      const sensitive =
        SENSITIVE_NAME.test(decode(rawName).trim()) ||
        decode(rawValue).includes('@') ||
        /%40/i.test(rawValue);
      return sensitive ? `${rawName}=${REDACTED}` : param;
    });
  return `${url.slice(0, start)}?${params.join('&')}`;
}

/** Fastify's own request serializer (fastify/lib/logger-pino.js), with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type TQueryError = Error & { query: string; params: unknown[] };

const isQueryError = (err: unknown): err is TQueryError =>
  err instanceof Error && typeof (err as TQueryError).query === 'string' && 'params' in err;

/**
 * A failed query (drizzle's DrizzleQueryError) names its parameters in its message and stack: logged
 * with the SQL and the stack frames only. Its cause (the driver's error) is kept; its `detail`, which
 * may quote a row's values, is removed by the logger's redact paths.
 */
export function withoutQueryValues(err: unknown): unknown {
  if (!isQueryError(err)) return err;
  const clean = new Error(`Failed query: ${err.query}`, { cause: err.cause });
  clean.name = err.name;
  const frames = (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  clean.stack = [`${clean.name}: ${clean.message}`, ...frames].join('\n');
  return clean;
}

/** Logger options of the app (Fastify's `logger`), besides the level and the stream. */
export const loggerRedaction = {
  redact: [
    'req.headers.cookie',
    'req.headers.authorization',
    'req.headers["x-xsrf-token"]',
    // PostgreSQL's error detail quotes values ('Key (email)=(…)', 'Failing row contains (…)').
    'err.detail',
    'err.params',
  ],
  serializers: { req: serializeRequest },
  formatters: {
    log(object: Record<string, unknown>) {
      return 'err' in object ? { ...object, err: withoutQueryValues(object.err) } : object;
    },
  },
};
