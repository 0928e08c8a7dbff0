import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZCancelSchema } from '../src/admin-orders';
import { ZLoginSchema } from '../src/auth';
import { ZFoodItemInputSchema, ZRestaurantInfoInputSchema } from '../src/catalog-admin';
import { ZCreateMenuOrderSchema } from '../src/orders';
import { ZCreateReservationSchema } from '../src/reservations';
import { isCleanText, TEXT_MESSAGES } from '../src/text';
import { ZTrackQuerySchema } from '../src/tracked-order';
import { ZCreateUserSchema } from '../src/users';

const ESC = '\u001b';
const RLO = '\u202e'; // right-to-left override
const CONTROL_AND_FORMAT = [
  '\u0000',
  '\t',
  '\r',
  '\u000b',
  '\u000c',
  ESC,
  '\u007f',
  '\u0085',
  '\u009b', // C1 control sequence introducer
  '\u00ad', // soft hyphen
  '\u200b', // zero-width space
  '\u200d', // zero-width joiner
  '\u200e', // left-to-right mark
  '\u2066', // left-to-right isolate
  RLO,
  '\ufeff', // byte order mark
  '\u{e0041}', // tag character
];

describe('isCleanText', () => {
  it('takes ordinary text in every language, with accents, emoji and punctuation', () => {
    for (const text of [
      'Luca Rossi',
      'Zoë Müller-Brändli',
      'François d’Aubigné',
      'عمر',
      '寿司 🍣',
      '+41 78 000 00 00',
    ]) {
      expect(isCleanText(text)).toBe(true);
      expect(isCleanText(text, { multiLine: true })).toBe(true);
    }
  });

  it('refuses every control and format character on one line, wherever it stands', () => {
    for (const c of [...CONTROL_AND_FORMAT, '\n']) {
      for (const text of [c, `Luca${c}`, `${c}Luca`, `Lu${c}ca`]) expect(isCleanText(text), text).toBe(false);
    }
  });

  it('in a note, allows \\n and \\r\\n and nothing else of those classes', () => {
    expect(isCleanText('No onions\nExtra chili\r\nRing twice', { multiLine: true })).toBe(true);
    expect(isCleanText('\n\n', { multiLine: true })).toBe(true);
    for (const c of CONTROL_AND_FORMAT) {
      expect(isCleanText(`No onions\n${c}Ring twice`, { multiLine: true }), JSON.stringify(c)).toBe(false);
    }
    // A carriage return is a line break only before \n.
    expect(isCleanText('a\rb', { multiLine: true })).toBe(false);
    expect(isCleanText('a\n\rb', { multiLine: true })).toBe(false);
  });

  it('agrees with a character-by-character reading of the Unicode classes', () => {
    const forbidden = (ch: string) => /^[\p{Cc}\p{Cf}]$/u.test(ch);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        const chars = [...text];
        expect(isCleanText(text)).toBe(!chars.some(forbidden));
        const withoutBreaks = text.replace(/\r\n|\n/g, '');
        expect(isCleanText(text, { multiLine: true })).toBe(![...withoutBreaks].some(forbidden));
      }),
    );
  });
});

const diner = {
  firstName: 'Luca',
  lastName: 'Rossi',
  email: 'luca@example.ch',
  phone: '+41 78 000 00 00',
  address: { street: 'Ringstrasse', streetNo: '3', plz: '4600', city: 'Olten' },
};
const order = {
  customerInfo: diner,
  orderType: 'TAKEAWAY',
  items: [{ menuItemId: 1, quantity: 1 }],
  paymentMethod: 'CASH',
  asap: true,
};

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('the shared schemas', () => {
  it('refuse ESC and bidi overrides in an order’s names, phone and address, with the message', () => {
    for (const [field, patch] of [
      ['customerInfo.firstName', { firstName: `Luca${ESC}@` }],
      ['customerInfo.lastName', { lastName: `${RLO}issoR` }],
      ['customerInfo.phone', { phone: `+41${ESC}d` }],
    ] as const) {
      const result = ZCreateMenuOrderSchema.safeParse({ ...order, customerInfo: { ...diner, ...patch } });
      expect(issues(result)).toEqual([[field, TEXT_MESSAGES.singleLine]]);
    }
    const street = ZCreateMenuOrderSchema.safeParse({
      ...order,
      customerInfo: { ...diner, address: { ...diner.address, city: `Olten${RLO}` } },
    });
    expect(issues(street)).toEqual([['customerInfo.address.city', TEXT_MESSAGES.singleLine]]);
  });

  it('take special instructions over several lines, and refuse other control characters in them', () => {
    const ok = ZCreateMenuOrderSchema.safeParse({ ...order, specialInstructions: 'No onions\r\nRing twice' });
    expect(ok.success).toBe(true);
    expect(ok.data?.specialInstructions).toBe('No onions\r\nRing twice');
    const bad = ZCreateMenuOrderSchema.safeParse({ ...order, specialInstructions: `No onions\n${ESC}@` });
    expect(issues(bad)).toEqual([['specialInstructions', TEXT_MESSAGES.multiLine]]);
  });

  it('cover reservations, tracking, login, users, catalogue, restaurant info and cancel reasons', () => {
    const reservation = {
      customerInfo: { ...diner, firstName: `Eva${RLO}` },
      reservationDateTime: '2030-01-01T19:00',
      numberOfPeople: 2,
      specialRequests: 'Window seat\nHigh chair',
    };
    expect(issues(ZCreateReservationSchema.safeParse(reservation))).toEqual([
      ['customerInfo.firstName', TEXT_MESSAGES.singleLine],
    ]);
    expect(
      ZCreateReservationSchema.safeParse({ ...reservation, customerInfo: diner, specialRequests: `a${RLO}` })
        .success,
    ).toBe(false);
    expect(ZCreateReservationSchema.safeParse({ ...reservation, customerInfo: diner }).success).toBe(true);
    expect(ZTrackQuerySchema.safeParse({ orderId: `abc${ESC}`, email: 'luca@example.ch' }).success).toBe(
      false,
    );
    expect(ZLoginSchema.safeParse({ username: `chef${ESC}[2J`, password: 'x' }).success).toBe(false);
    expect(
      ZCreateUserSchema.safeParse({
        username: `chef${RLO}`,
        email: 'c@example.ch',
        password: 'kitchen-secret',
      }).success,
    ).toBe(false);
    expect(ZFoodItemInputSchema.safeParse({ name: `Curry${ESC}` }).success).toBe(false);
    expect(ZFoodItemInputSchema.safeParse({ name: 'Curry', description: 'Hot\nwith rice' }).success).toBe(
      true,
    );
    expect(ZFoodItemInputSchema.safeParse({ name: 'Curry', description: `Hot${RLO}` }).success).toBe(false);
    const info = { name: 'Hana', openingHours: 'Mon: 11:00-14:00', address: 'Ringstrasse 3\n4600 Olten' };
    expect(ZRestaurantInfoInputSchema.safeParse(info).success).toBe(true);
    expect(ZRestaurantInfoInputSchema.safeParse({ ...info, phone: `062${ESC}` }).success).toBe(false);
    expect(ZRestaurantInfoInputSchema.safeParse({ ...info, aboutText: `Welcome${ESC}` }).success).toBe(false);
    expect(ZCancelSchema.safeParse({ reason: `Out of rice${ESC}d` }).success).toBe(false);
    expect(ZCancelSchema.safeParse({ reason: 'Out of rice' }).success).toBe(true);
  });
});
