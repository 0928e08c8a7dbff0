import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { TApiError, TErrorCode } from '@app/shared/api-error';
import { FALLBACK_LANGUAGE, languageFromAcceptLanguage, type TLanguage } from '@app/shared/languages';
import { MSG } from '@app/shared/orders';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate, translateDetails } from '../i18n/translate';
import { AppError, defaultErrorCode } from '../lib/app-error';
import { translateZodIssue } from './zod-messages';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The status of an answer to a body, query or params that fails the route's schema; 400 unless set. */
    validationStatus?: 422;
  }
}

/** 'Please correct the highlighted fields.' (a shared key: the web shows it too). */
export const FIELD_ERRORS_MESSAGE = MSG.correctFields;

type TErrorBody = TApiError & { code: TErrorCode };

/**
 * The language of an error answer: the request's (plugins/language.ts), read from the header here too,
 * because the router's own errors come before any hook has run.
 */
function languageOf(request: FastifyRequest | undefined): TLanguage {
  if (!request) return FALLBACK_LANGUAGE;
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? FALLBACK_LANGUAGE;
}

/** The answer in `language`: `message` and every `details` value translated (i18n/translate.ts). */
function body(
  status: number,
  message: string,
  details?: Record<string, string>,
  code: TErrorCode = defaultErrorCode(status),
  language: TLanguage = FALLBACK_LANGUAGE,
  values?: Record<string, string | number>,
): TErrorBody {
  const translatedDetails = translateDetails(language, details);
  return {
    status,
    error: STATUS_CODES[status] ?? 'Error',
    code,
    message: translate(language, message, values),
    ...(translatedDetails ? { details: translatedDetails } : {}),
  };
}

/** PostgreSQL went away or is restarting: the request may succeed in a moment. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
]);

/** Text PostgreSQL cannot store (a NUL character, a broken encoding): the request is at fault. */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);
export const UNSTORABLE_TEXT_MESSAGE = 'The request contains characters that cannot be stored (such as NUL).';

function driverCode(err: unknown): string | undefined {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** PostgreSQL went away or is restarting (the query layer may wrap the driver's error). */
function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
    if (
      /timeout exceeded when trying to connect|Connection terminated|is not queryable/i.test(e.message ?? '')
    )
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

function appErrorBody(err: AppError, language: TLanguage): TErrorBody {
  const localized = err.localize?.(language);
  const details = err.details
    ? Object.fromEntries(
        Object.entries(err.details).map(([field, text]) => [
          field,
          localized !== undefined && text === err.message
            ? localized
            : translate(language, text, err.detailValues?.[field] ?? err.values),
        ]),
      )
    : undefined;
  return {
    status: err.status,
    error: err.error,
    code: err.code,
    message: localized ?? translate(language, err.message, err.values),
    ...(details ? { details } : {}),
  };
}

/** Turns every error into `{status, error, code, message, details?}`; 5xx never carry internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    const language = languageOf(request);
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.code(err.status).send(appErrorBody(err, language));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const details: Record<string, string> = {};
      for (const issue of err.validation) {
        const key =
          issue.instancePath
            .replace(/^\//, '')
            .replaceAll('/', '.')
            // The web forms show customer fields flat (customerInfo.plz), as spec section 5 keys them.
            .replace(/^customerInfo\.address\./, 'customerInfo.') ||
          err.validationContext ||
          'body';
        details[key] ??= translateZodIssue(issue, language);
      }
      // A route may answer bad input with another status (the rules' routes: 422, as their contract says).
      const status = request.routeOptions.config.validationStatus ?? 400;
      return reply.code(status).send(body(status, FIELD_ERRORS_MESSAGE, details, 'VALIDATION', language));
    }
    if (UNSTORABLE_TEXT_CODES.has(driverCode(err) ?? '')) {
      return reply.code(400).send(body(400, UNSTORABLE_TEXT_MESSAGE, undefined, 'BAD_REQUEST', language));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'database unavailable');
      reply.header('Retry-After', '5');
      return reply
        .code(503)
        .send(
          body(
            503,
            'The service is temporarily unavailable. Please try again in a moment.',
            undefined,
            undefined,
            language,
          ),
        );
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large...): a 400
      // there is an unreadable request, not a field to correct.
      return reply
        .code(status)
        .send(body(status, err.message, undefined, status === 400 ? 'BAD_REQUEST' : undefined, language));
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send(body(500, 'Something went wrong on our side. Please try again.', undefined, undefined, language));
  });
}

export function apiNotFound(method: string, url: string, request?: FastifyRequest): TErrorBody {
  return body(404, 'No API route for {method} {path}.', undefined, undefined, languageOf(request), {
    method,
    path: url.split('?')[0] ?? url,
  });
}

/**
 * Errors Fastify's router raises before any route runs (a path parameter longer than allowed, a
 * malformed URL): the standard shape too, without echoing the request.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message = status === 414 ? 'The address is too long.' : 'The address is not valid.';
  void reply
    .code(status)
    .send(body(status, message, undefined, status === 400 ? 'BAD_REQUEST' : undefined, languageOf(_request)));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over 16 kB, a malformed request
 * line or header, a request that took too long to arrive) are answered on the socket in the standard
 * error shape, like every other error, instead of Fastify's own `{error, message, statusCode}`. The
 * connection is closed after the answer: the parser cannot read further requests from it.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive.']
        : [400, 'The request is not valid HTTP.'];
  if (socket.writable) {
    const json = JSON.stringify(body(status, message, undefined, status === 400 ? 'BAD_REQUEST' : undefined));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}
