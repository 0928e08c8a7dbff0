import en from './messages/en.json';
import type { TSharedMessageKey } from './shared-messages';

/** The shared catalogue's English texts, for the server (the web loads catalogues lazily, by language). */
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
