import { tAdmin } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';

/** 'Login failed' in the current language. */
export function loginFailedText(): string {
  return tAdmin('login.failed');
}

/** Standard reason phrases: an `error` field equal to one of these is a status name, not a message. */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
const KNOWN_PHRASES = new Set(Object.values(REASON_PHRASES).map((p) => p.toLowerCase()));

/**
 * Spec section 8: the server's error field, else its message, else 'Login failed'. Our server's
 * `error` is the HTTP reason phrase ('Unauthorized') and its `message` the sentence for people
 * ('Invalid username or password.'), so a reason phrase, or a client-side code (status 0: network
 * failure, timeout), gives way to the message.
 */
export function loginErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return loginFailedText();
  const code = error.error.trim();
  const isStatusName = error.status === 0 || code === '' || KNOWN_PHRASES.has(code.toLowerCase());
  if (!isStatusName) return code;
  return error.message.trim() || loginFailedText();
}
