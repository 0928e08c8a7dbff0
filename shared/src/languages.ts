/**
 * The languages the product speaks (de, fr, it, en; docs/i18n.md). English keeps the spec's texts word for
 * word; the others are the Swiss national languages a diner in Olten expects. The order is the
 * switcher's: DE · FR · IT · EN.
 */
export const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** The language of a request that names none we speak: the spec's own. */
export const FALLBACK_LANGUAGE: TLanguage = 'en';

/**
 * The cookie holding the language a diner chose in the switcher, so the server renders the pages in it
 * (before the page's scripts could say so). Set by the web, read for pages only: API clients say their
 * language in Accept-Language.
 */
export const LANGUAGE_COOKIE = 'language';

/** How long the chosen language is remembered: a year from the last visit. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

/** The locale each language formats dates and numbers in: Swiss conventions, 'en' as the spec writes. */
export const LOCALE_OF: Record<TLanguage, string> = {
  de: 'de-CH',
  fr: 'fr-CH',
  it: 'it-CH',
  en: 'en-CH',
};

/** The name of each language in itself, for the switcher's accessible names. */
export const LANGUAGE_NAME: Record<TLanguage, string> = {
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  en: 'English',
};

export function isLanguage(value: unknown): value is TLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'de-CH' → 'de'; anything we do not speak → null. */
export function languageOfTag(tag: string): TLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  return isLanguage(primary) ? primary : null;
}

/** The first of the given language tags (most preferred first) that we speak, or null. */
export function pickLanguage(tags: readonly string[]): TLanguage | null {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

/**
 * The language an Accept-Language header asks for (RFC 9110 §12.5.4: by q-value, then by order), or null
 * when it names none we speak. 'q=0' means "not this one".
 */
export function languageFromAcceptLanguage(header: string | undefined): TLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return pickLanguage(ranked.map((entry) => entry.tag));
}

/**
 * Text kept in several languages (a food item's name, say): the wanted language's, else the fallback's
 * (the restaurant's default language), else the first there is.
 */
export type TTranslations<T> = Partial<Record<TLanguage, T>>;
