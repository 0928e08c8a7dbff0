import type { z } from 'zod/mini';
import { translateMessage } from '@/i18n/i18n';

/**
 * The first message per field of a failed zod check, keyed by its dotted path ('customerInfo.email'), in
 * the current language (the shared schemas' messages are catalogue keys).
 */
export function fieldErrorsFromZod(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= translateMessage(issue.message);
  }
  return errors;
}
