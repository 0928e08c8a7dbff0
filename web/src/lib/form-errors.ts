import type { z } from 'zod/mini';

/** The first message per field of a failed zod check, keyed by its dotted path ('customerInfo.email'). */
export function fieldErrorsFromZod(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}
