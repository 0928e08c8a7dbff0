import type { TLanguage } from '@app/shared/languages';
import { de, en, fr, it } from 'zod/locales';
import type { z } from 'zod/mini';
import { translate } from '../i18n/translate';

/** What fastify-type-provider-zod keeps of a zod issue. */
type TValidationIssue = { keyword?: string; instancePath?: string; message?: string; params?: object };

const ZOD_LOCALES: Record<TLanguage, ReturnType<typeof de>> = { de: de(), fr: fr(), it: it(), en: en() };

function localeMessage(language: TLanguage, issue: z.core.$ZodRawIssue): string | undefined {
  const localized = ZOD_LOCALES[language].localeError(issue);
  return typeof localized === 'string' ? localized : localized?.message;
}

/**
 * A field error in `language`: the schemas' own messages are shared keys (translated from the shared
 * catalogue); where a schema names none, zod's message for the issue in that language (its locales),
 * and for English the message as today.
 */
/** A value of the type zod's English message says it received ('…, received string'). */
const RECEIVED: Record<string, unknown> = {
  string: '',
  number: 0,
  boolean: false,
  null: null,
  undefined: undefined,
  array: [],
  object: {},
  bigint: 0n,
};

export function translateZodIssue(issue: TValidationIssue, language: TLanguage): string {
  const message = issue.message ?? 'Invalid value';
  if (language === 'en') return translate(language, message);
  const received = /received (\w+)$/.exec(message)?.[1];
  const raw = {
    ...(issue.params ?? {}),
    ...(received && received in RECEIVED ? { input: RECEIVED[received] } : {}),
    code: issue.keyword,
    path: (issue.instancePath ?? '').split('/').filter(Boolean),
    message,
  } as unknown as z.core.$ZodRawIssue;
  // zod's own English message (its en locale, or the bare 'Invalid input' without one): say it in `language`.
  const isZodDefault = message === 'Invalid input' || message === localeMessage('en', raw);
  if (!isZodDefault) return translate(language, message);
  return localeMessage(language, raw) ?? translate(language, message);
}
