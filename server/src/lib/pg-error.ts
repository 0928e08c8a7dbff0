/** PostgreSQL's SQLSTATE codes the services turn into field errors. */
export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** Whether `err` (or an error it wraps, as Drizzle wraps the driver's) carries the SQLSTATE `code`. */
export function hasPgCode(err: unknown, code: string): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === code) return true;
    e = e.cause as typeof e;
  }
  return false;
}
