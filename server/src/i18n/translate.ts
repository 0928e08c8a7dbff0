import sharedDe from '@app/shared/i18n/messages/de.json';
import sharedEn from '@app/shared/i18n/messages/en.json';
import sharedFr from '@app/shared/i18n/messages/fr.json';
import sharedIt from '@app/shared/i18n/messages/it.json';
import { sharedMessageKey } from '@app/shared/i18n/shared-catalog';
import { LOCALE_OF, type TLanguage } from '@app/shared/languages';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import serverDe from './messages/server/de.json';
import serverFr from './messages/server/fr.json';
import serverIt from './messages/server/it.json';

/**
 * The server's own messages in the request's language (docs/i18n-server.md).
 *
 * - Shared keys ('validation.required') come from the shared catalogue (shared/src/i18n/messages).
 * - The server's messages are written in English in the code (the spec's texts, `AppError('…')`) and
 *   translated by `messages/server/{de,fr,it}.json`, keyed by that English text: English needs no
 *   catalogue, and a test finds every message in server/src that lacks a translation.
 * - Variable parts are ICU placeholders (`{method} {path}`) filled from `values`.
 */
export type TMessageValues = Record<string, string | number>;

const SHARED: Record<TLanguage, Record<string, string>> = {
  de: sharedDe,
  fr: sharedFr,
  it: sharedIt,
  en: sharedEn,
};
const SERVER: Record<TLanguage, Record<string, string>> = {
  de: serverDe,
  fr: serverFr,
  it: serverIt,
  en: {},
};

function instance(language: TLanguage, messages: Record<string, string>): I18n {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  i18n.load(language, messages);
  i18n.activate(language, [LOCALE_OF[language]]);
  return i18n;
}

const instances = new Map<TLanguage, I18n>();

/** One Lingui instance per language (messages compiled on first use), for this module and the emails. */
export function i18nFor(language: TLanguage, extra?: Record<TLanguage, Record<string, string>>): I18n {
  if (extra) return instance(language, { ...SHARED[language], ...SERVER[language], ...extra[language] });
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = instance(language, { ...SHARED[language], ...SERVER[language] });
    instances.set(language, i18n);
  }
  return i18n;
}

/** The translation of a message (a shared key, or a server message in English), or undefined. */
function translationOf(language: TLanguage, message: string): string | undefined {
  const key = sharedMessageKey(message);
  if (key) return SHARED[language][key] ?? SHARED.en[key];
  const own = SERVER[language][message];
  if (own !== undefined || language === 'en') return own;
  // The opening-hours parser prefixes where it found a problem ('Line 2 (Tue): Times must be HH:mm…').
  const colon = message.lastIndexOf(': ');
  if (colon < 0) return undefined;
  const tail = translationOf(language, message.slice(colon + 2));
  return tail === undefined ? undefined : `${escapeIcu(message.slice(0, colon))}: ${tail}`;
}

/** Literal text inside an ICU message. */
function escapeIcu(text: string): string {
  return /[{}'#]/.test(text) ? `'${text.replaceAll("'", "''")}'` : text;
}

/**
 * `message` in `language`: a shared key's text, a server message's translation, else the message as it
 * is (a text from elsewhere, e.g. Fastify's own: never compiled, so braces in it are safe).
 */
export function translate(language: TLanguage, message: string, values?: TMessageValues): string {
  const translation = translationOf(language, message);
  if (translation === undefined && !values) return message;
  return i18nFor(language)._({
    id: `\u0000${message}`,
    message: translation ?? message,
    ...(values ? { values } : {}),
  });
}

/** Every field message of `details` in `language`. */
export function translateDetails(
  language: TLanguage,
  details: Record<string, string> | undefined,
): Record<string, string> | undefined {
  if (!details) return undefined;
  return Object.fromEntries(
    Object.entries(details).map(([field, text]) => [field, translate(language, text)]),
  );
}
