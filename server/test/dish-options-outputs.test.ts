import type { TOrderedOption } from '@app/shared/dish-options';
import type { TCloseOut } from '@app/shared/reports';
import { describe, expect, it } from 'vitest';
import { HOSTILE_PRINTER_NAMES } from '../../scripts/fake-printer.mjs';
import { emailComposer } from '../src/modules/emails';
import { encodePrintouts, printable } from '../src/modules/printing/escpos';
import { kitchenTicket, type TKitchenOrder } from '../src/modules/printing/tickets';
import { RECEIPT_WIDTH, renderReceipt } from '../src/modules/receipts/render';
import { closeOutCsv, ORDERS_CSV_HEADER, orderLineCsv } from '../src/modules/reports/csv';
import { closeOutLines } from '../src/modules/reports/render';
import type { TOrderLineRow } from '../src/modules/reports/service';
import { deliveryWithDiscount } from './receipt-fixtures';

/**
 * Dish options (docs/decisions/026) on paper and in emails and reports: the kitchen ticket names them under their
 * dish in the kitchen's language, bold; the receipt and the emails with their price differences in the
 * order's language; the close-out sums them per option; orders.csv lists them in a last column.
 */

const names = (de: string, fr: string, it: string, en: string) => ({ de, fr, it, en });
const PROTEIN = names('Protein', 'Protéine', 'Proteina', 'Protein');
const SPICE = names('Schärfegrad', 'Piquant', 'Piccantezza', 'Spice level');
const PRAWNS: TOrderedOption = {
  optionId: 3,
  groupId: 1,
  names: names('Crevetten', 'Crevettes', 'Gamberi', 'Prawns'),
  groupNames: PROTEIN,
  priceDeltaRappen: 400,
};
const HOT: TOrderedOption = {
  optionId: 7,
  groupId: 2,
  names: names('Scharf', 'Épicé', 'Piccante', 'Hot'),
  groupNames: SPICE,
  priceDeltaRappen: 0,
};
const WITHOUT_RICE: TOrderedOption = {
  optionId: 9,
  groupId: 3,
  names: names('Ohne Reis', 'Sans riz', 'Senza riso', 'Without rice'),
  groupNames: names('Beilage', 'Accompagnement', 'Contorno', 'Side'),
  priceDeltaRappen: -150,
};

const order: TKitchenOrder = {
  orderNumber: 41,
  kind: 'MENU',
  orderType: 'TAKEAWAY',
  asap: true,
  requestedAt: new Date('2026-11-28T11:30:00Z'),
  committedReadyAt: null,
  createdAt: new Date('2026-11-28T11:00:00Z'),
  customer: {
    firstName: 'Lea',
    lastName: 'Meier',
    phone: '+41 79 123 45 67',
    street: '',
    streetNo: '',
    plz: '',
    city: '',
  },
  specialInstructions: null,
  items: [
    {
      name: 'Grünes Curry',
      quantity: 2,
      options: [
        { group: 'Protein', name: 'Crevetten' },
        { group: 'Schärfegrad', name: 'Thai scharf' },
      ],
    },
    { name: 'Jasminreis', quantity: 1 },
  ],
  enteredBy: null,
};
const now = new Date('2026-11-28T11:05:00Z');

describe('the kitchen ticket', () => {
  it('prints each option under its dish, indented and bold, in the kitchen’s language', () => {
    const ticket = kitchenTicket(order, { columns: 42, timeZone: 'Europe/Zurich', now, language: 'de' });
    const texts = ticket.map((l) => l.text);
    const dish = texts.indexOf('2 x Grünes Curry');
    expect(texts.slice(dish, dish + 4)).toEqual([
      '2 x Grünes Curry',
      '    Protein: Crevetten',
      '    Schärfegrad: Thai scharf',
      '1 x Jasminreis',
    ]);
    expect(ticket[dish + 1]).toEqual({ text: '    Protein: Crevetten', bold: true });
    expect(ticket[dish + 2]).toMatchObject({ bold: true });
    // In French with its own spacing before the colon.
    const french = kitchenTicket(
      {
        ...order,
        items: [{ name: 'Curry vert', quantity: 1, options: [{ group: 'Piquant', name: 'Épicé' }] }],
      },
      { columns: 42, timeZone: 'Europe/Zurich', now, language: 'fr' },
    );
    expect(french.map((l) => l.text)).toContain('    Piquant : Épicé');
  });

  it('names a group once for several choices in it', () => {
    const ramen = {
      ...order,
      items: [
        {
          name: 'Tonkotsu Ramen',
          quantity: 1,
          options: [
            { group: 'Extras', name: 'Ei' },
            { group: 'Extras', name: 'Extraportion Nudeln' },
          ],
        },
      ],
    };
    const texts = kitchenTicket(ramen, { columns: 42, timeZone: 'Europe/Zurich', now }).map((l) => l.text);
    expect(texts).toContain('    Extras: Ei, Extraportion Nudeln');
    expect(texts.filter((t) => t.includes('Extras'))).toHaveLength(1);
  });

  it('wraps a long option to the printer’s width, under its own text', () => {
    const long = {
      ...order,
      items: [
        {
          name: 'Tom Yum',
          quantity: 10,
          options: [{ group: 'Extras', name: 'Zitronengras, Galgant und Kaffirlimettenblätter extra' }],
        },
      ],
    };
    for (const columns of [32, 42, 48]) {
      const texts = kitchenTicket(long, { columns, timeZone: 'Europe/Zurich', now }).map((l) => l.text);
      const first = texts.findIndex((t) => t.startsWith('     Extras: '));
      expect(first).toBeGreaterThan(0);
      expect(texts[first + 1]).toMatch(/^ {7}\S/);
      for (const text of texts) expect(text.length).toBeLessThanOrEqual(columns);
    }
  });

  it('sends an option’s name to the printer as text only, never as a command', () => {
    const hostile = {
      ...order,
      items: [
        {
          name: 'Curry',
          quantity: 1,
          options: [{ group: HOSTILE_PRINTER_NAMES.cut, name: HOSTILE_PRINTER_NAMES.drawer }],
        },
      ],
    };
    const ticket = kitchenTicket(hostile, { columns: 42, timeZone: 'Europe/Zurich', now });
    const line = ticket.find((l) => l.text.includes('@'));
    expect(line).toBeDefined();
    for (const codePage of ['CP858', 'CP437'] as const) {
      const printed = printable(line?.text ?? '', codePage);
      expect([...printed].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)).toBe(true);
      const hex = Buffer.from(encodePrintouts([ticket], { columns: 42, codePage })).toString('hex');
      // Neither the drawer's ESC p nor a cut's GS V 1 beyond the layout's own cut at the end.
      expect(hex).not.toContain('1b70');
      expect(hex.indexOf('1d5601')).toBe(hex.lastIndexOf('1d5601'));
    }
  });
});

describe('the receipt', () => {
  const input = {
    ...deliveryWithDiscount,
    order: {
      ...deliveryWithDiscount.order,
      items: [
        // 24.50 + 4.00 for the prawns: the unit price includes the options.
        { name: 'Green Curry', quantity: 2, unitPriceRappen: 2850, options: [PRAWNS, HOT] },
        { name: 'Pad Krapao', quantity: 1, unitPriceRappen: 2200, options: [WITHOUT_RICE] },
        { name: 'Jasmine Rice', quantity: 1, unitPriceRappen: 400 },
      ],
    },
  };

  it('lists the options under their item with their price differences; the line total is unchanged', () => {
    const lines = renderReceipt(input).split('\n');
    const at = lines.findIndex((l) => l.startsWith('Green Curry'));
    expect(lines.slice(at, at + 7)).toEqual([
      'Green Curry                      2   57.00',
      '  + Prawns              +4.00',
      '  + Hot',
      '  à 28.50',
      'Pad Krapao                       1   22.00',
      '  + Without rice        -1.50',
      'Jasmine Rice                     1    4.00',
    ]);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(RECEIPT_WIDTH);
  });

  it('names them in the order’s language, and in the default language where that has none', () => {
    const german = renderReceipt({ ...input, language: 'de' });
    expect(german).toContain('  + Crevetten           +4.00\n');
    expect(german).toContain('  + Scharf\n');
    const italian = renderReceipt({
      ...input,
      language: 'it',
      defaultLanguage: 'fr',
      order: {
        ...input.order,
        items: [{ ...input.order.items[0], options: [{ ...PRAWNS, names: { ...PRAWNS.names, it: '' } }] }],
      },
    } as typeof input);
    expect(italian).toContain('  + Crevettes');
  });

  it('wraps a long option’s name in the name column', () => {
    const long = { ...PRAWNS, names: names('', '', '', 'King prawns from sustainable Thai aquaculture') };
    const lines = renderReceipt({
      ...input,
      order: {
        ...input.order,
        items: [{ name: 'Curry', quantity: 1, unitPriceRappen: 2850, options: [long] }],
      },
    }).split('\n');
    const at = lines.findIndex((l) => l.startsWith('  + King'));
    expect(lines.slice(at, at + 3)).toEqual([
      '  + King prawns from',
      '    sustainable Thai',
      '    aquaculture         +4.00',
    ]);
  });
});

describe('the emails', () => {
  const composer = emailComposer({ baseUrl: 'https://hana.example', timeZone: 'Europe/Zurich' });
  const restaurant = { name: 'Hana Sushi & Thai', phone: '+41 62 212 34 56', address: 'Olten' };
  const row = {
    id: 'k3v7q2m9x4b6n8c5',
    kind: 'MENU',
    language: 'fr',
    customerFirstName: 'Léa',
    customerEmail: 'lea@example.ch',
    orderNumber: 41,
    orderType: 'TAKEAWAY',
    discountRappen: 0,
    deliveryFeeRappen: 0,
    cardFeeRappen: 0,
    paymentMethod: 'CASH',
    totalRappen: 6100,
    vatBreakdown: [],
    asap: true,
    requestedAt: new Date(),
  } as unknown as Parameters<typeof composer.orderReceived>[0];
  const lines = [
    { name: 'Curry vert', quantity: 2, unitPriceRappen: 2850, options: [PRAWNS, HOT] },
    { name: 'Riz jasmin', quantity: 1, unitPriceRappen: 400 },
  ];

  it('lists the options under their line, in the order’s language, with their price differences', () => {
    const mail = composer.orderReceived(row, lines, restaurant);
    const text = mail.text.split('\n');
    const at = text.findIndex((l) => l.startsWith('2 × Curry vert'));
    expect(text.slice(at, at + 4)).toEqual([
      expect.stringMatching(/^2 × Curry vert +CHF 57\.00$/),
      '    Protéine : Crevettes (+ CHF 4.00)',
      '    Piquant : Épicé',
      expect.stringMatching(/^1 × Riz jasmin +CHF 4\.00$/),
    ]);
    expect(mail.html).toContain('Protéine : Crevettes (+ CHF 4.00)</td><td></td></tr>');
    expect(mail.html).toContain('>Piquant : Épicé</td>');
  });

  it('says a price difference below zero with a minus, in every language', () => {
    for (const [language, expected] of [
      ['de', 'Beilage: Ohne Reis (− CHF 1.50)'],
      ['it', 'Contorno: Senza riso (− CHF 1.50)'],
      ['en', 'Side: Without rice (− CHF 1.50)'],
    ] as const) {
      const mail = composer.orderConfirmed(
        { ...row, language, committedReadyAt: new Date() },
        [{ name: 'Pad Krapao', quantity: 1, unitPriceRappen: 2050, options: [WITHOUT_RICE] }],
        restaurant,
      );
      expect(mail.text).toContain(`    ${expected}\n`);
    }
  });

  it('leaves a line without options as it was', () => {
    const mail = composer.orderReceived(
      row,
      [{ name: 'Riz jasmin', quantity: 1, unitPriceRappen: 400 }],
      restaurant,
    );
    expect(mail.text).toMatch(/^1 × Riz jasmin +CHF 4\.00$/m);
    expect(mail.html).not.toContain('padding:0 12px 4px 20px');
  });
});

describe('the close-out and orders.csv', () => {
  const closeOut = {
    date: '2026-11-28',
    from: '2026-11-28T04:00:00.000Z',
    to: '2026-11-29T04:00:00.000Z',
    closed: false,
    closedAt: null,
    closedBy: null,
    revenue: { count: 2, gross: 61 },
    byPaymentMethod: [],
    byOrderType: [],
    byKind: [],
    byVatRate: [],
    discounts: { count: 0, amount: 0 },
    deliveryFees: { count: 0, amount: 0 },
    cardFees: { count: 0, amount: 0 },
    cancellations: { count: 0, gross: 0 },
    refunds: { count: 0, gross: 0 },
    byOption: [
      { group: 'Protein', option: 'Crevetten', count: 3, gross: 12 },
      { group: 'Schärfegrad', option: 'Scharf', count: 2, gross: 0 },
    ],
    corrections: [],
    net: 61,
  } satisfies TCloseOut;

  it('adds the sales per option at the end of the close-out’s CSV', () => {
    const lines = closeOutCsv(closeOut).split('\r\n');
    expect(lines.slice(-4)).toEqual([
      'net;total;;61.00',
      'option;Protein: Crevetten;3;12.00',
      'option;Schärfegrad: Scharf;2;0.00',
      '',
    ]);
    // A day closed before options were kept has none.
    const { byOption: _, ...older } = closeOut;
    expect(closeOutCsv(older)).not.toContain('option;');
  });

  it('prints them as a section of the close-out, with their portions', () => {
    const lines = closeOutLines(closeOut, 42, 'Hana', 'Europe/Zurich');
    const at = lines.indexOf('SALES PER OPTION');
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toMatch(/^ {2}Protein: Crevetten +3 +12\.00$/);
    expect(lines[at + 2]).toMatch(/^ {2}Schärfegrad: Scharf +2 +0\.00$/);
    expect(closeOutLines({ ...closeOut, byOption: [] }, 42, 'Hana', 'Europe/Zurich')).toContain('  None');
  });

  it('lists a line’s options in orders.csv’s column after the total', () => {
    expect(ORDERS_CSV_HEADER.indexOf('options')).toBe(ORDERS_CSV_HEADER.indexOf('order_total') + 1);
    const line: TOrderLineRow = {
      business_date: '2026-11-28',
      created_local: '2026-11-28 12:00',
      order_number: 41,
      order_id: 'k3v7q2m9x4b6n8c5',
      kind: 'MENU',
      order_type: 'TAKEAWAY',
      payment_method: 'CASH',
      payment_status: 'NOT_REQUIRED',
      status: 'CONFIRMED',
      item: 'Green Curry',
      quantity: 2,
      unit_price_rappen: 2850,
      vat_tenths: 26,
      discount_rappen: 0,
      delivery_fee_rappen: 0,
      card_fee_rappen: 0,
      total_rappen: 5700,
      options: 'Protein: Prawns; Spice level: Hot',
      promo_code: null,
      promo_discount_rappen: 0,
      voucher_code: null,
      voucher_amount_rappen: 0,
    };
    expect(orderLineCsv(line)).toBe(
      '2026-11-28;2026-11-28 12:00;41;k3v7q2m9x4b6n8c5;MENU;TAKEAWAY;CASH;NOT_REQUIRED;CONFIRMED;Green Curry;2;28.50;57.00;2.6;0.00;0.00;0.00;57.00;"Protein: Prawns; Spice level: Hot";;0.00;;0.00\r\n',
    );
    expect(orderLineCsv({ ...line, options: '' }).endsWith(';57.00;;;0.00;;0.00\r\n')).toBe(true);
  });
});
