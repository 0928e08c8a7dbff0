import type { TCodePage } from '@app/shared/printing';
import CodepageEncoder from '@point-of-sale/codepage-encoder';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * A printout as the printers get it: lines of plain text with a few styles, encoded as ESC/POS by
 * @point-of-sale/receipt-printer-encoder (decision 011): initialise, select the code page (ESC t), the
 * text in that code page, sizes and bold (GS !, ESC E), and a paper cut (GS V) after each copy. Those
 * commands are the only ones a printout contains: its text passes `printable` first.
 */
export type TPrintLine = {
  text: string;
  /** Double width and height: the order number and the ready time on the kitchen ticket. */
  big?: boolean;
  /** Double height only (still `columns` wide): the kitchen ticket's items. */
  tall?: boolean;
  bold?: boolean;
  center?: boolean;
  /** White on black: the diner's note on a station's ticket. */
  invert?: boolean;
};
export type TPrintout = TPrintLine[];

/** Our names of the code pages, as the encoder knows them (all in the Epson mapping). */
const ENCODER_CODE_PAGES: Record<TCodePage, string> = {
  CP858: 'cp858',
  CP850: 'cp850',
  CP437: 'cp437',
  WPC1252: 'windows1252',
};

/**
 * ASCII look-alikes of the symbols that the DOS code pages keep on the control bytes 0x01–0x1F (CP437's
 * smileys, arrows and bullets; CP850 and CP858 inherit them). Anything else that cannot print safely
 * becomes '?'.
 */
const STAND_INS: Record<string, string> = {
  // French "bœuf", "œuf": the DOS pages have no ligature; its two letters read the same.
  '\u0153': 'oe', // œ
  '\u0152': 'OE', // Œ
  '\u2192': '>', // →
  '\u25BA': '>', // ►
  '\u2190': '<', // ←
  '\u25C4': '<', // ◄
  '\u2191': '^', // ↑
  '\u25B2': '^', // ▲
  '\u2193': 'v', // ↓
  '\u25BC': 'v', // ▼
  '\u2194': '-', // ↔
  '\u25AC': '-', // ▬
  '\u2195': '|', // ↕
  '\u21A8': '|', // ↨
  '\u2022': '*', // •
  '\u25D8': '*', // ◘
  '\u25CB': 'o', // ○
  '\u25D9': 'o', // ◙
  '\u203C': '!', // ‼
  '\u221F': 'L', // ∟
  '\u00A7': 'S', // §
  '\u00B6': 'P', // ¶
};

const QUESTION_MARK = 0x3f;

/**
 * A letter with an accent its page lacks prints as the plain letter ('À emporter' on CP437 as 'A
 * emporter'), which a reader still understands, rather than as '?'. One character for one, like the rest.
 */
function plainLetter(char: string): string | undefined {
  const base = char.normalize('NFD').charAt(0);
  return base !== char && /^[A-Za-z]$/.test(base) ? base : undefined;
}

/** A byte that prints as a character: neither a C0 control (0x00–0x1F) nor DEL (0x7F). */
export const isTextByte = (byte: number): boolean => byte >= 0x20 && byte !== 0x7f;

/**
 * `text` as it may reach the printer in `codePage`: what the page cannot print becomes its closest ASCII
 * (or '?'), and no character may become a command.
 *
 * The check is made on the bytes, with the encoder's own table: a character whose byte is below 0x20 or
 * is 0x7F is a command to the printer, whatever it looks like in Unicode. The DOS pages map 31 harmless
 * looking symbols (☺ ← ↔ ◙ …) to exactly those bytes, so a diner's name such as "Anna←@←p0☺☺" would
 * otherwise print as ESC @ ESC p 0 1 1: reset the printer and open the cash drawer. Rejecting control
 * characters when the text is typed is not enough for that reason; this is the last step before bytes.
 */
export function printable(text: string, codePage: TCodePage): string {
  // Typographic quotes and dashes are in none of the DOS pages: print their ASCII look-alikes.
  // Characters beyond the Basic Multilingual Plane (emoji) and lone surrogates are in no page: one '?' each.
  const plain = text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\u202F\u2009]/g, ' ')
    .replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, '?');
  // One byte per UTF-16 unit, which is now one per character: byte i is character i. The encoder writes
  // '?' for a character its page lacks; such a character (a line feed among them) becomes a real '?'.
  const bytes = CodepageEncoder.encode(plain, ENCODER_CODE_PAGES[codePage] as never);
  let out = '';
  for (let i = 0; i < plain.length; i++) {
    const char = plain.charAt(i);
    const byte = bytes[i] ?? 0;
    out +=
      isTextByte(byte) && (byte !== QUESTION_MARK || char === '?')
        ? char
        : (STAND_INS[char] ?? plainLetter(char) ?? '?');
  }
  return out;
}

/**
 * The bytes of `copies` printouts, each followed by a full cut, for a printer of `columns` characters
 * and `codePage`.
 */
export function encodePrintouts(
  printouts: TPrintout[],
  options: { columns: number; codePage: TCodePage },
): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: 'esc-pos',
    columns: options.columns,
    codepageMapping: 'epson',
    // The cutter sits above the print head: feed the last lines past it before cutting.
    feedBeforeCut: 4,
  });
  let e = encoder.initialize().codepage(ENCODER_CODE_PAGES[options.codePage] as never);
  for (const printout of printouts) {
    for (const line of printout) {
      // Inverted only around its own line: printouts without it keep exactly the bytes they had.
      if (line.invert) e = e.invert(true);
      e = e
        .align(line.center ? 'center' : 'left')
        .bold(Boolean(line.bold))
        .size(line.big ? 2 : 1, line.big || line.tall ? 2 : 1)
        .line(printable(line.text, options.codePage));
      if (line.invert) e = e.invert(false);
    }
    e = e.size(1, 1).bold(false).align('left').cut('full');
  }
  return e.encode();
}

/** Plain text lines (the receipt's 42/48 columns) as a printout. */
export function plainPrintout(lines: readonly string[]): TPrintout {
  return lines.map((text) => ({ text }));
}
