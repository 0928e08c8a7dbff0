import { LANGUAGES } from '@app/shared/languages';
import { CODE_PAGES, type TCodePage } from '@app/shared/printing';
import CodepageEncoder from '@point-of-sale/codepage-encoder';
import { describe, expect, it } from 'vitest';
import { HOSTILE_PRINTER_NAMES } from '../../scripts/fake-printer.mjs';
import { encodePrintouts, isTextByte, printable, type TPrintout } from '../src/modules/printing/escpos';
import { kitchenTicket, type TKitchenOrder } from '../src/modules/printing/tickets';
import { renderReceipt } from '../src/modules/receipts/render';
import { buffetTakeaway, deliveryWithDiscount } from './receipt-fixtures';

// Text reaches a printer as bytes in its code page, and a byte below 0x20 (or 0x7F) is a command: the
// DOS pages put 31 symbols there (☺ ← ↔ ◙ …), so a diner's name could reset the printer, open the cash
// drawer, cut the paper or switch the printer off. Whatever the text, the only commands in a printout
// are the layout's own.

const ENCODER_NAMES: Record<TCodePage, string> = {
  CP858: 'cp858',
  CP850: 'cp850',
  CP437: 'cp437',
  WPC1252: 'windows1252',
};

/** Every code point of the Basic Multilingual Plane that is a character (surrogates are halves of pairs). */
const BMP = Array.from({ length: 0x10000 }, (_, cp) => cp).filter((cp) => cp < 0xd800 || cp > 0xdfff);

/**
 * Checks `hostile` against the same printout with every printed character an 'x': the bytes must be the
 * same except where the benign printout has its 'x', and there the hostile one must have a text byte.
 * So the commands are the same, in the same places, and nothing else in the hostile bytes is a command.
 */
function expectOnlyLayoutCommands(hostile: Uint8Array, benign: Uint8Array) {
  expect(hostile.length).toBe(benign.length);
  const stray: string[] = [];
  for (let i = 0; i < hostile.length; i++) {
    const [h, b] = [hostile[i] as number, benign[i] as number];
    if (h !== b && !(b === 0x78 && isTextByte(h)))
      stray.push(`${i}: ${h.toString(16)} for ${b.toString(16)}`);
  }
  expect(stray).toEqual([]);
}

/** The printout with each of its texts' printed characters replaced by 'x' (spaces kept, so it wraps alike). */
const asBenign = (printout: TPrintout, codePage: TCodePage): TPrintout =>
  printout.map((line) => ({ ...line, text: printable(line.text, codePage).replace(/[^ ]/g, 'x') }));

describe('text on the printer (ESC/POS)', () => {
  it('encodes no character of the Basic Multilingual Plane as a control byte, in any code page', () => {
    for (const codePage of CODE_PAGES) {
      // The encoder maps each character on its own: the plane in one text checks every one of them.
      const text = printable(String.fromCodePoint(...BMP), codePage);
      const bytes = CodepageEncoder.encode(text, ENCODER_NAMES[codePage] as never);
      const bad = [...bytes.entries()].filter(([, byte]) => !isTextByte(byte));
      expect(bad, codePage).toEqual([]);
      expect(bytes.length).toBeGreaterThanOrEqual(BMP.length);
    }
  });

  it('keeps what the code page prints and stands in for the look-alikes of commands', () => {
    expect(printable('Grüezi Zürich, crème brûlée, città', 'CP858')).toBe(
      'Grüezi Zürich, crème brûlée, città',
    );
    expect(printable('Preis € 12.50', 'CP858')).toBe('Preis € 12.50');
    expect(printable(HOSTILE_PRINTER_NAMES.drawer, 'CP858')).toBe('Anna<@<p0??');
    expect(printable(HOSTILE_PRINTER_NAMES.cut, 'CP437')).toBe('-V?');
    expect(printable('„Pad Thai“ – scharf…', 'CP850')).toBe('"Pad Thai" - scharf...');
    expect(printable('Sushi 🍣 Bar', 'CP858')).toBe('Sushi ? Bar');
    // Windows-1252 has • and § as characters of its own: they print as themselves there.
    expect(printable('• § ¶', 'WPC1252')).toBe('• § ¶');
    expect(printable('• § ¶', 'CP858')).toBe('* S P');
    // The French ligature: its own character in Windows-1252, its two letters in the DOS pages.
    expect(printable('Curry au bœuf, Œuf', 'WPC1252')).toBe('Curry au bœuf, Œuf');
    expect(printable('Curry au bœuf, Œuf', 'CP858')).toBe('Curry au boeuf, OEuf');
  });

  // The whole Basic Multilingual Plane in every code page is a lot of work for one test: on a loaded two-core
  // machine it took over 20 s (the default), so it gets the time it needs; it asserts bytes, not speed.
  it('prints the whole plane with the layout’s commands only, in every code page', {
    timeout: 180_000,
  }, () => {
    for (const codePage of CODE_PAGES) {
      const lines: TPrintout = [];
      for (let i = 0; i < BMP.length; i += 30) {
        lines.push({ text: String.fromCodePoint(...BMP.slice(i, i + 30)), bold: i % 60 === 0 });
      }
      const options = { columns: 42, codePage };
      expectOnlyLayoutCommands(
        encodePrintouts([lines], options),
        encodePrintouts([asBenign(lines, codePage)], options),
      );
    }
  });

  it('prints a kitchen ticket with the review’s names as text, never as commands', () => {
    const order: TKitchenOrder = {
      orderNumber: 7,
      kind: 'MENU',
      orderType: 'DELIVERY',
      asap: true,
      requestedAt: new Date('2026-11-28T11:00:00Z'),
      committedReadyAt: new Date('2026-11-28T11:45:00Z'),
      createdAt: new Date('2026-11-28T11:00:00Z'),
      customer: {
        firstName: HOSTILE_PRINTER_NAMES.drawer,
        lastName: HOSTILE_PRINTER_NAMES.cut,
        phone: '+41 79 123 45 67',
        street: HOSTILE_PRINTER_NAMES.powerOff,
        streetNo: '1',
        plz: '4600',
        city: 'Olten',
      },
      specialInstructions: HOSTILE_PRINTER_NAMES.forgedLine,
      items: [{ name: `Green Curry ${HOSTILE_PRINTER_NAMES.forgedLine}`, quantity: 2 }],
      enteredBy: null,
    };
    const now = new Date('2026-11-28T11:01:00Z');
    for (const codePage of CODE_PAGES) {
      const ticket = kitchenTicket(order, { columns: 42, timeZone: 'Europe/Zurich', now });
      const options = { columns: 42, codePage };
      const bytes = encodePrintouts([ticket], options);
      expectOnlyLayoutCommands(bytes, encodePrintouts([asBenign(ticket, codePage)], options));
      const hex = Buffer.from(bytes).toString('hex');
      for (const command of ['1b401b7030', '1b70', '1d5601', '10140201']) expect(hex).not.toContain(command);
    }
  });

  it('prints the tickets’ and receipts’ words of every language as text, accents and umlauts included', () => {
    const order: TKitchenOrder = {
      orderNumber: 12,
      kind: 'BUFFET',
      orderType: 'DELIVERY',
      asap: false,
      requestedAt: new Date('2026-11-28T11:30:00Z'),
      committedReadyAt: null,
      createdAt: new Date('2026-11-28T11:00:00Z'),
      customer: {
        firstName: 'Zoë',
        lastName: 'Müller',
        phone: '+41 79 123 45 67',
        street: 'Bahnhofstrasse',
        streetNo: '1',
        plz: '4600',
        city: 'Olten',
      },
      specialInstructions: 'Sans coriandre, s’il vous plaît',
      items: [{ name: 'Grünes Curry mit Poulet', quantity: 2 }],
      enteredBy: 'chef',
    };
    const now = new Date('2026-11-28T11:01:00Z');
    for (const language of LANGUAGES) {
      const ticket = kitchenTicket(order, { columns: 42, timeZone: 'Europe/Zurich', now, language });
      const receipts = [deliveryWithDiscount, buffetTakeaway].map((input) =>
        renderReceipt({ ...input, language }).split('\n'),
      );
      const texts = [...ticket.map((line) => line.text), ...receipts.flat()];
      for (const codePage of CODE_PAGES) {
        for (const text of texts) {
          const printed = printable(text, codePage);
          // Nothing is lost to '?': what the page lacks (À on CP437) prints as its plain letter.
          expect(printed.replaceAll('?', '').length, `${language} ${codePage}: ${text}`).toBe(
            text.replaceAll('?', '').length,
          );
          // On the pages Swiss printers use, every word prints as written.
          if (codePage !== 'CP437')
            expect(printed.replace(/’/g, "'"), `${language} ${codePage}`).toBe(text.replace(/’/g, "'"));
        }
        const options = { columns: 42, codePage };
        const printouts = [ticket, ...receipts.map((lines) => lines.map((text) => ({ text })))];
        expectOnlyLayoutCommands(
          encodePrintouts(printouts, options),
          encodePrintouts(
            printouts.map((p) => asBenign(p, codePage)),
            options,
          ),
        );
      }
    }
  });
});
