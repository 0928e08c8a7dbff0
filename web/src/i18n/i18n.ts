import {
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LOCALE_OF,
  pickLanguage,
  type TLanguage,
} from '@app/shared/languages';
import { OPENING_HOURS_MESSAGE_KEYS } from '@app/shared/opening-hours-messages';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { readStorage, writeStorage } from '@/lib/browser-storage';
import { loadCatalog, PUBLIC_AREAS, type TMessageKey, type TNamespace, type TPublicKey } from './catalogs';
import { pluralValues } from './plurals';
import { renderMessage, type TMessages } from './render-message';

/** Placeholder values of a message: `{count}`, `{name}`… */
export type TMessageValues = Record<string, string | number>;

/** Where the diner's (or the admin's) choice is remembered. */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The language when nothing else decides: the demo restaurant's, and most diners' in Olten. */
const RESTAURANT_FALLBACK: TLanguage = 'de';

/** Each language's messages, of every area loaded so far. */
const messagesOf = new Map<TLanguage, TMessages>();
function messagesFor(language: TLanguage): TMessages {
  const found = messagesOf.get(language) ?? {};
  messagesOf.set(language, found);
  return found;
}
/** The current language's: what `t` reads. */
let messages: TMessages = {};

/** The text of `key` in the current language; a key its page has not loaded shows itself. */
function translate(key: string, values?: Record<string, string | number>): string {
  const message = messages[key];
  if (message === undefined) {
    // Loudly in development and tests.
    if (import.meta.env.DEV) console.error(`i18n: no message "${key}" in ${currentLocale()}`);
    return key;
  }
  return renderMessage(message, values);
}
const loaded = new Map<TLanguage, Set<TNamespace>>();
const wanted = new Set<TNamespace>(['site']);
let current: TLanguage | null = null;
/** The language being switched to while its catalogues load. */
let target: TLanguage | null = null;
/** The first choice of language, until it is made (startI18n). */
let starting: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

async function ensure(language: TLanguage, namespaces: Iterable<TNamespace>): Promise<void> {
  const have = loaded.get(language) ?? new Set<TNamespace>();
  const missing = [...namespaces].filter((ns) => !have.has(ns));
  if (missing.length === 0) return;
  const catalogs = await Promise.all(missing.map((ns) => loadCatalog(ns, language)));
  Object.assign(messagesFor(language), ...catalogs);
  for (const ns of missing) have.add(ns);
  loaded.set(language, have);
}

function activate(language: TLanguage): void {
  messages = messagesFor(language);
  current = language;
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALE_OF[language];
  for (const listener of listeners) listener();
}

/**
 * On the server, before pages are rendered there: every public area's texts in `language` (loaded once per
 * language and kept). Then `renderIn` makes it the current language for a render.
 */
export async function loadServerTexts(language: TLanguage): Promise<void> {
  await ensure(language, [...PUBLIC_AREAS, 'validation']);
}

/**
 * `render` with `language` current (its texts loaded by loadServerTexts). The render must be synchronous:
 * the language is one for the whole process, so no other request's can come between.
 */
export function renderIn<T>(language: TLanguage, render: () => T): T {
  activate(language);
  return render();
}

/** The language screens are in now (the fallback before the first catalogue has arrived). */
export function currentLanguage(): TLanguage {
  return current ?? FALLBACK_LANGUAGE;
}

/** For useSyncExternalStore: called whenever the language changes. */
export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Switches every screen to `language` once its catalogues have arrived, and remembers the choice for the
 * next visit. Rejects (and changes nothing) when a catalogue cannot be loaded.
 */
export async function changeLanguage(language: TLanguage, { remember = true } = {}): Promise<void> {
  target = language;
  try {
    // An area asked for while these load (a page's route loader) is loaded in this language too.
    for (let size = -1; size !== wanted.size; ) {
      size = wanted.size;
      await ensure(language, wanted);
    }
  } finally {
    if (target === language) target = null;
  }
  if (remember) rememberLanguage(language);
  activate(language);
}

/** The language the switcher's cookie holds (LANGUAGE_COOKIE), if any. */
const cookieLanguage = () =>
  new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=(\\w+)`).exec(globalThis.document?.cookie ?? '')?.[1];

/**
 * Remembers the diner's choice for the next visit: in the browser's storage, and in a cookie the server
 * reads to render the public pages in it (else a page comes in the browser's language, then switches).
 * The cookie says nothing secret, so it is not limited to https (the public JavaScript's budget is tight).
 */
function rememberLanguage(language: TLanguage): void {
  writeStorage(LANGUAGE_STORAGE_KEY, language);
  if (globalThis.document)
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the Safari versions many diners' phones still run; the value is one of four fixed codes, nothing to escape
    document.cookie = `${LANGUAGE_COOKIE}=${language};path=/;max-age=${LANGUAGE_COOKIE_MAX_AGE_S};samesite=lax`;
}

/**
 * Loads an area of the catalogue (a page's texts, or the back office's) in the current language, and in
 * every language chosen later. Route loaders call it beside the page's own chunk.
 */
export async function loadNamespace(namespace: TNamespace): Promise<void> {
  wanted.add(namespace);
  // The router starts loading the first page before the first language is chosen: wait for it.
  if (starting) await starting.catch(() => {});
  await ensure(target ?? currentLanguage(), [namespace]);
}

/** Whether `namespace` is ready in the current language (the back office waits for it). */
export function isNamespaceLoaded(namespace: TNamespace): boolean {
  return loaded.get(currentLanguage())?.has(namespace) ?? false;
}

async function restaurantDefaultLanguage(): Promise<TLanguage> {
  try {
    const response = await fetch(PUBLIC_API.restaurantInfoCurrent, {
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) return RESTAURANT_FALLBACK;
    const info = (await response.json()) as { defaultLanguage?: unknown };
    return isLanguage(info.defaultLanguage) ? info.defaultLanguage : RESTAURANT_FALLBACK;
  } catch {
    return RESTAURANT_FALLBACK;
  }
}

/**
 * The first visit follows the browser's languages; a remembered choice (the browser's storage, else the
 * switcher's cookie) wins; a browser that speaks none of ours gets the restaurant's default language.
 * A language the page's address names (`/menu?lang=fr`, as search engines link each language; the server
 * sent the page in it) wins over all, without becoming the remembered choice.
 */
export async function detectLanguage(): Promise<TLanguage> {
  const inAddress = new URLSearchParams(globalThis.location?.search).get('lang');
  if (isLanguage(inAddress)) return inAddress;
  const remembered = [readStorage(LANGUAGE_STORAGE_KEY), cookieLanguage()].find(isLanguage);
  if (remembered) {
    // Kept for another year; a choice made before the cookie existed gets it, so the next page is
    // rendered in it.
    rememberLanguage(remembered);
    return remembered;
  }
  const browser = typeof navigator === 'undefined' ? null : pickLanguage(navigator.languages ?? []);
  return browser ?? (await restaurantDefaultLanguage());
}

/**
 * Before the first render: the language chosen and its catalogue loaded. `initial`: the language to start
 * in whatever the diner's is (the one a page was rendered in on the server, which the first render must match).
 */
export function startI18n(initial?: TLanguage): Promise<TLanguage> {
  const start = (async () => {
    const language = initial ?? (await detectLanguage());
    try {
      await changeLanguage(language, { remember: false });
    } catch {
      // The language's chunk could not be loaded (an old tab after a deployment, say): English is in the
      // same deployment as the page, so try it before giving up.
      await changeLanguage(FALLBACK_LANGUAGE, { remember: false });
    }
    return currentLanguage();
  })();
  starting = start;
  void start.finally(() => {
    if (starting === start) starting = null;
  });
  return start;
}

/** The text of `key` in the current language; `values` fill its placeholders (ICU, with plurals). */
export function t(key: TPublicKey, values?: TMessageValues): string {
  return translate(key, pluralValues(values, currentLocale()));
}

/** Like `t`, for back-office screens, which also have the admin catalogue. */
export function tAdmin(key: TMessageKey, values?: TMessageValues): string {
  return translate(key, pluralValues(values, currentLocale()));
}

/** The locale of the current language, for Intl formatting ('de-CH'). */
export function currentLocale(): string {
  return LOCALE_OF[currentLanguage()];
}

/**
 * A message that may be a catalogue key (the shared schemas' validation messages are: 'validation.required')
 * in the current language, as may the opening-hours texts the shared parser writes in English; any other
 * text (already translated by the server, or zod's own) as it is.
 */
export function translateMessage(message: string): string {
  const key = OPENING_HOURS_MESSAGE_KEYS[message] ?? message;
  return messages[key] === undefined ? message : translate(key);
}
