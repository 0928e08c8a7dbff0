import { STATUS_CODES } from 'node:http';

/**
 * The one error type of the server: a status, a user-facing message and optional field details
 * (`customerInfo.email` -> 'Valid email required'). The error handler turns it into the shared shape.
 */
export class AppError extends Error {
  readonly status: number;
  readonly details: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    message: string,
    options?: { details?: Record<string, string>; headers?: Record<string, string> },
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status;
    this.details = options?.details;
    this.headers = options?.headers;
  }

  get error(): string {
    return STATUS_CODES[this.status] ?? 'Error';
  }
}

export const badRequest = (message: string, details?: Record<string, string>) =>
  new AppError(400, message, details ? { details } : undefined);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unauthorized = (message = 'Please sign in.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
