import en from './messages/en.json';

/**
 * The shared catalogue (issue 17): validation messages of the shared schemas and the texts both the web
 * and the server show. Schemas carry KEYS ('validation.required'); a screen or the server's error handler
 * turns a key into the reader's language. `en.json` holds the spec's English texts word for word; de, fr
 * and it hold the same keys (catalogs test).
 */
export type TSharedMessageKey = Extract<keyof typeof en, string>;

export const SHARED_MESSAGES_EN: Readonly<Record<TSharedMessageKey, string>> = en;

export function isSharedMessageKey(value: string): value is TSharedMessageKey {
  return Object.hasOwn(SHARED_MESSAGES_EN, value);
}

const KEY_OF_TEXT = new Map<string, TSharedMessageKey>(
  (Object.entries(SHARED_MESSAGES_EN) as [TSharedMessageKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * The key of a message: the message itself when it is a key, else the key whose English text it is (a few
 * shared texts stay English constants, e.g. the opening-hours ones the parser composes), else null.
 */
export function sharedMessageKey(message: string): TSharedMessageKey | null {
  if (isSharedMessageKey(message)) return message;
  return KEY_OF_TEXT.get(message) ?? null;
}

export const REQUIRED = 'validation.required' satisfies TSharedMessageKey;
export const VALID_EMAIL = 'validation.email' satisfies TSharedMessageKey;
export const MIN_PASSWORD = 'validation.minPassword' satisfies TSharedMessageKey;

const MAX_LENGTHS = [50, 100, 200, 500, 1000, 2000, 5000] as const;
type TMaxLength = (typeof MAX_LENGTHS)[number];

/** 'At most 200 characters', as a key: one per length the schemas use. */
export function maxLengthMessage(max: TMaxLength): TSharedMessageKey {
  return `validation.maxLength.${max}`;
}
