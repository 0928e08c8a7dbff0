import { z } from 'zod/mini';
import type { TSharedMessageKey } from './i18n/shared-messages';

/**
 * Text that reaches the kitchen printer (ESC/POS), emails and the back office may not carry control
 * characters (`\p{Cc}`: ESC, NUL, TAB...) or invisible format characters (`\p{Cf}`: bidi overrides
 * such as U+202E, zero-width characters, soft hyphens). Single-line fields refuse all of them;
 * multi-line notes allow line breaks (`\n`, `\r\n`) and nothing else of those classes.
 */
export const TEXT_MESSAGES = {
  singleLine: 'validation.singleLine',
  multiLine: 'validation.multiLine',
} as const satisfies Record<string, TSharedMessageKey>;

const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;
const LINE_BREAK = /\r\n|\n/g;

/** True when `text` has no control or format character; `multiLine` allows `\n` and `\r\n`. */
export function isCleanText(text: string, options: { multiLine?: boolean } = {}): boolean {
  const checked = options.multiLine ? text.replace(LINE_BREAK, '') : text;
  return !CONTROL_OR_FORMAT.test(checked);
}

/** A check for a single-line text field: `z.string().check(z.trim(), singleLine())`. */
export const singleLine = (message: string = TEXT_MESSAGES.singleLine) =>
  z.refine<string>((text) => isCleanText(text), message);

/** A check for a multi-line note: line breaks allowed, no other control or format character. */
export const multiLine = (message: string = TEXT_MESSAGES.multiLine) =>
  z.refine<string>((text) => isCleanText(text, { multiLine: true }), message);
