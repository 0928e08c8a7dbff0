/**
 * Shows a compiled catalogue message (web/vite-i18n-catalogs.ts) with its values, as Lingui's `i18n._`
 * does for the messages our catalogues have, without Lingui's runtime (about 1.9 kB gzipped on every
 * page; the 150 kB budget, docs/performance.md). The build compiles each ICU message into Lingui's
 * tokens and rewrites every plural into selects (plurals.ts), so a message is a string, or a list of
 * text, `[name]` placeholders and `[name, 'select', cases]`; render-message.test.ts reads every message
 * of every catalogue in every language against Lingui itself.
 */

/** A message as the build compiled it. */
export type TCompiledMessage = string | readonly TToken[];
type TToken =
  | string
  | readonly [string]
  | readonly [string, string, Readonly<Record<string, TCompiledMessage>>];

/** The catalogue of one language (or one area of it): key → compiled message. */
export type TMessages = Record<string, TCompiledMessage>;

const ESCAPE_SEQUENCE = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;

/** `\u00e9` and `\xe9` written out in a message, as Lingui decodes them. */
function decodeEscapes(text: string): string {
  return text.includes('\\')
    ? text.replace(ESCAPE_SEQUENCE, (_, unicode?: string, hex?: string) =>
        String.fromCharCode(Number.parseInt(unicode ?? hex ?? '', 16)),
      )
    : text;
}

function format(message: TCompiledMessage, values: Record<string, unknown>): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token;
      continue;
    }
    const value = values[token[0]];
    if (token.length === 1) {
      if (value != null) text += String(value);
      continue;
    }
    const cases = token[2];
    const chosen = cases[String(value)] ?? cases.other;
    if (chosen !== undefined) text += format(chosen, values);
  }
  return text;
}

/** The text of a compiled message with `values` in its placeholders. */
export function renderMessage(message: TCompiledMessage, values: Record<string, unknown> = {}): string {
  return decodeEscapes(format(message, values));
}
