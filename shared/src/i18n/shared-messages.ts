import type en from './messages/en.json';

/**
 * The shared catalogue (docs/i18n.md): validation messages of the shared schemas and the texts both the web
 * and the server show. Schemas carry KEYS ('validation.required'); a screen or the server's error handler
 * turns a key into the reader's language. `en.json` holds the spec's English texts word for word; de, fr
 * and it hold the same keys (catalogs test).
 *
 * Keys and types only: the schemas are in every public page's bundle, and the English texts must not
 * come with them (the web loads each language's catalogue on its own). The server's lookups by text are
 * in shared-catalog.ts.
 */
export type TSharedMessageKey = Extract<keyof typeof en, string>;

export const REQUIRED = 'validation.required' satisfies TSharedMessageKey;
export const VALID_EMAIL = 'validation.email' satisfies TSharedMessageKey;
export const MIN_PASSWORD = 'validation.minPassword' satisfies TSharedMessageKey;

const MAX_LENGTHS = [10, 20, 30, 50, 100, 200, 500, 1000, 2000, 5000] as const;
export type TMaxLength = (typeof MAX_LENGTHS)[number];

/** 'At most 200 characters', as a key: one per length the schemas use. */
export function maxLengthMessage(max: TMaxLength): TSharedMessageKey {
  return `validation.maxLength.${max}`;
}
