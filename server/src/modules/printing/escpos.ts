import type { TCodePage } from '@app/shared/printing';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';

/**
 * A printout as the printers get it: lines of plain text with a few styles, encoded as ESC/POS by
 * @point-of-sale/receipt-printer-encoder (decision 011): initialise, select the code page (ESC t), the
 * text in that code page, sizes and bold (GS !, ESC E), and a paper cut (GS V) after each copy.
 */
export type TPrintLine = {
  text: string;
  /** Double width and height: the order number and the ready time on the kitchen ticket. */
  big?: boolean;
  /** Double height only (still `columns` wide): the kitchen ticket's items. */
  tall?: boolean;
  bold?: boolean;
  center?: boolean;
};
export type TPrintout = TPrintLine[];

/** Our names of the code pages, as the encoder knows them (all in the Epson mapping). */
const ENCODER_CODE_PAGES: Record<TCodePage, string> = {
  CP858: 'cp858',
  CP850: 'cp850',
  CP437: 'cp437',
  WPC1252: 'windows1252',
};

/** `text` with what the code page cannot print replaced by its closest ASCII (or '?'). */
function printable(text: string): string {
  // Typographic quotes and dashes are in none of the DOS pages: print their ASCII look-alikes.
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\u202F\u2009]/g, ' ');
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
      e = e
        .align(line.center ? 'center' : 'left')
        .bold(Boolean(line.bold))
        .size(line.big ? 2 : 1, line.big || line.tall ? 2 : 1)
        .line(printable(line.text));
    }
    e = e.size(1, 1).bold(false).align('left').cut('full');
  }
  return e.encode();
}

/** Plain text lines (the receipt's 42/48 columns) as a printout. */
export function plainPrintout(lines: readonly string[]): TPrintout {
  return lines.map((text) => ({ text }));
}
