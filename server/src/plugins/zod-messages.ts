import type { TLanguage } from '@app/shared/languages';
import { de, fr, it } from 'zod/locales';
import type { z } from 'zod/mini';
import { translate } from '../i18n/translate';

/** What fastify-type-provider-zod keeps of a zod issue. */
type TValidationIssue = { keyword?: string; instancePath?: string; message?: string; params?: object };

/** zod's own message when a schema names none (zod/mini loads no locale on the server). */
const ZOD_DEFAULT_MESSAGE = 'Invalid input';

const ZOD_LOCALES: Record<Exclude<TLanguage, 'en'>, ReturnType<typeof de>> = { de: de(), fr: fr(), it: it() };

/**
 * A field error in `language`: the schemas' own messages are shared keys (translated from the shared
 * catalogue); where a schema names none, zod's message for the issue in that language (its locales),
 * and for English the message as today ('Invalid input').
 */
export function translateZodIssue(issue: TValidationIssue, language: TLanguage): string {
  const message = issue.message ?? 'Invalid value';
  if (message !== ZOD_DEFAULT_MESSAGE || language === 'en') return translate(language, message);
  const raw = {
    ...(issue.params ?? {}),
    code: issue.keyword,
    path: (issue.instancePath ?? '').split('/').filter(Boolean),
    message,
  } as unknown as z.core.$ZodRawIssue;
  const localized = ZOD_LOCALES[language].localeError(raw);
  const text = typeof localized === 'string' ? localized : localized?.message;
  return text ?? message;
}
