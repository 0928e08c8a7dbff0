import { STATUS_CODES } from 'node:http';
import type { TErrorCode } from '@app/shared/api-error';
import type { TLanguage } from '@app/shared/languages';

/** The code an error of this status carries unless the thrower names a more precise one. */
export function defaultErrorCode(status: number): TErrorCode {
  switch (status) {
    case 400:
      return 'VALIDATION';
    case 401:
      return 'NOT_SIGNED_IN';
    case 402:
      return 'PAYMENT_DECLINED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 408:
      return 'REQUEST_TIMEOUT';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 414:
      return 'URI_TOO_LONG';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 422:
      return 'IDEMPOTENCY_KEY_REUSED';
    case 429:
      return 'RATE_LIMITED';
    case 431:
      return 'HEADERS_TOO_LARGE';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

type TAppErrorOptions = {
  code?: TErrorCode;
  details?: Record<string, string>;
  headers?: Record<string, string>;
  /** The values of the message's ICU placeholders ('This {kind} could not be found.'). */
  values?: Record<string, string | number>;
  /** Placeholder values of a field's message ('{name} is currently unavailable.'), by field. */
  detailValues?: Record<string, Record<string, string | number>>;
  /**
   * For a message composed of parts a catalogue cannot hold (a date formatted in the reader's locale):
   * the whole message in a language. The error handler uses it for the message and for every field whose
   * message is the English one.
   */
  localize?: (language: TLanguage) => string;
};

/**
 * The one error type of the server: a status, a stable code (shared/src/api-error.ts), a user-facing
 * message and optional field details (`customerInfo.email` -> 'Valid email required'). The error
 * handler turns it into the shared shape, in the request's language: the message is the English text
 * (with ICU placeholders for `values`) or a shared key, translated by server/src/i18n/translate.ts.
 */
export class AppError extends Error {
  readonly status: number;
  readonly code: TErrorCode;
  readonly details: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly values: Record<string, string | number> | undefined;
  readonly detailValues: Record<string, Record<string, string | number>> | undefined;
  readonly localize: ((language: TLanguage) => string) | undefined;

  constructor(status: number, message: string, options?: TAppErrorOptions) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.code = options?.code ?? defaultErrorCode(status);
    this.details = options?.details;
    this.headers = options?.headers;
    this.values = options?.values;
    this.detailValues = options?.detailValues;
    this.localize = options?.localize;
  }

  get error(): string {
    return STATUS_CODES[this.status] ?? 'Error';
  }
}

export const badRequest = (message: string, details?: Record<string, string>, code?: TErrorCode) =>
  new AppError(400, message, { ...(details ? { details } : {}), ...(code ? { code } : {}) });
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, code?: TErrorCode) =>
  new AppError(409, message, code ? { code } : undefined);
export const unauthorized = (message = 'Please sign in.', code?: TErrorCode) =>
  new AppError(401, message, code ? { code } : undefined);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
