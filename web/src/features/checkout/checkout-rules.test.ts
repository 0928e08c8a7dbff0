import { DEFAULT_DELIVERY_ZONES, type TDeliveryZone } from '@app/shared/order-rules';
import { ZCreateBuffetOrderSchema, ZCreateMenuOrderSchema } from '@app/shared/orders';
import { describe, expect, it } from 'vitest';
import type { TCartLine } from '@/features/cart/public';
import {
  checkoutZone,
  deliveryBlocker,
  EMPTY_CUSTOMER,
  type TCheckoutInput,
  type TCustomerValues,
} from './checkout-rules';
import { buildOrderPayload, CUSTOMER_FIELD_LABELS, checkCheckout, mapServerDetails } from './checkout-submit';

const anna: TCustomerValues = {
  firstName: ' Anna ',
  lastName: 'Muster',
  email: 'anna.muster@example.ch',
  phone: '+41 79 123 45 67',
  street: 'Hauptgasse',
  streetNo: '12',
  plz: '4600',
  city: 'Olten',
};
const curry: TCartLine = {
  key: 'MENU:7',
  kind: 'MENU',
  id: 7,
  name: 'Green Curry Chicken',
  priceRaw: 24.5,
  quantity: 2,
};
const box: TCartLine = {
  key: 'BUFFET:3',
  kind: 'BUFFET',
  id: 3,
  name: 'Buffet Box Small',
  priceRaw: 14.9,
  quantity: 1,
};
const NOW = new Date('2030-05-01T10:00:00Z'); // 12:00 in Zurich

function input(overrides: Partial<TCheckoutInput> = {}): TCheckoutInput {
  return {
    customer: anna,
    lines: [curry],
    kind: 'MENU',
    orderType: 'TAKEAWAY',
    subtotalRappen: 4900,
    timing: { asap: true },
    now: NOW,
    zones: DEFAULT_DELIVERY_ZONES,
    ...overrides,
  };
}

describe('checkout labels', () => {
  it('labels the customer fields as the form shows them', () => {
    expect(Object.values(CUSTOMER_FIELD_LABELS)).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Street',
      'No.',
      'PLZ',
      'City',
    ]);
  });
});

describe('checkCheckout', () => {
  it('refuses an empty cart first', () => {
    expect(checkCheckout(input({ lines: [], kind: null, customer: EMPTY_CUSTOMER }))).toEqual({
      ok: false,
      message: 'Your cart is empty.',
      fieldErrors: {},
    });
  });

  it('refuses a cart with menu and buffet lines', () => {
    expect(checkCheckout(input({ lines: [curry, box], kind: 'MIXED', customer: EMPTY_CUSTOMER }))).toEqual({
      ok: false,
      message: 'Mixed cart (menu + buffet) is not supported yet. Please order them separately.',
      fieldErrors: {},
    });
  });

  it('requires every customer field, blank or spaces alike', () => {
    const blank = { ...EMPTY_CUSTOMER, city: '   ' };
    const result = checkCheckout(input({ customer: blank }));
    expect(result).toEqual({
      ok: false,
      message: 'Please fix the highlighted fields.',
      fieldErrors: {
        firstName: 'Required',
        lastName: 'Required',
        email: 'Valid email required',
        phone: 'Required',
        street: 'Required',
        streetNo: 'Required',
        plz: 'Required',
        city: 'Required',
      },
    });
  });

  it('wants an email that looks like one', () => {
    for (const email of ['anna', 'anna@', '@example.ch', 'anna example.ch', 'anna@example']) {
      expect(checkCheckout(input({ customer: { ...anna, email } })), email).toEqual({
        ok: false,
        message: 'Please fix the highlighted fields.',
        fieldErrors: { email: 'Valid email required' },
      });
    }
  });

  it('refuses a delivery outside the delivery postcodes, under PLZ', () => {
    expect(checkCheckout(input({ orderType: 'DELIVERY', customer: { ...anna, plz: '8000' } }))).toEqual({
      ok: false,
      message: 'We currently do not deliver to this address.',
      fieldErrors: { plz: 'We currently do not deliver to this address.' },
    });
    expect(checkCheckout(input({ orderType: 'DELIVERY', customer: { ...anna, plz: ' 4632 ' } })).ok).toBe(
      true,
    );
  });

  it('marks a non-deliverable PLZ among the other field errors', () => {
    const result = checkCheckout(
      input({ orderType: 'DELIVERY', customer: { ...anna, plz: '8000', phone: '' } }),
    );
    expect(result).toEqual({
      ok: false,
      message: 'Please fix the highlighted fields.',
      fieldErrors: { phone: 'Required', plz: 'We currently do not deliver to this address.' },
    });
  });

  it('needs CHF 30.00 of items for a delivery, measured before any discount', () => {
    expect(checkCheckout(input({ orderType: 'DELIVERY', subtotalRappen: 2999 }))).toEqual({
      ok: false,
      message: 'Minimum delivery order is CHF 30.00.',
      fieldErrors: {},
    });
    expect(checkCheckout(input({ orderType: 'DELIVERY', subtotalRappen: 3000 })).ok).toBe(true);
  });

  it('applies no delivery rule to takeaway', () => {
    expect(checkCheckout(input({ customer: { ...anna, plz: '8000' }, subtotalRappen: 400 })).ok).toBe(true);
  });

  it('checks a scheduled time: readable and in the future', () => {
    const at = (text: string) => checkCheckout(input({ timing: { asap: false, input: text } }));
    expect(at('')).toMatchObject({ ok: false, fieldErrors: { scheduledAt: 'Choose a valid date & time' } });
    expect(at('2030-02-30T12:00')).toMatchObject({
      fieldErrors: { scheduledAt: 'Choose a valid date & time' },
    });
    expect(at('2030-05-01T12:00')).toMatchObject({
      ok: false,
      message: 'Please fix the highlighted fields.',
      fieldErrors: { scheduledAt: 'Choose a future time' },
    });
    expect(at('2030-05-01T18:30')).toMatchObject({
      ok: true,
      cartTiming: { asap: false, scheduledAt: '2030-05-01T18:30:00' },
    });
  });

  it('passes with the trimmed customer info, the kind and the timing', () => {
    expect(checkCheckout(input())).toEqual({
      ok: true,
      kind: 'MENU',
      cartTiming: { asap: true },
      customerInfo: {
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna.muster@example.ch',
        phone: '+41 79 123 45 67',
        address: { street: 'Hauptgasse', streetNo: '12', plz: '4600', city: 'Olten' },
      },
    });
    expect(checkCheckout(input({ lines: [box], kind: 'BUFFET' }))).toMatchObject({
      ok: true,
      kind: 'BUFFET',
    });
  });
});

describe('deliveryBlocker', () => {
  const blocker = (
    orderType: 'DELIVERY' | 'TAKEAWAY',
    plz: string,
    subtotalRappen: number,
    lines = [curry],
    zones: readonly TDeliveryZone[] = DEFAULT_DELIVERY_ZONES,
  ) => deliveryBlocker({ orderType, customer: { ...anna, plz }, lines, subtotalRappen, zones });

  it('blocks a delivery to an entered postcode outside the area, or under the minimum', () => {
    expect(blocker('DELIVERY', '8000', 4900)).toBe('We currently do not deliver to this address.');
    expect(blocker('DELIVERY', '4600', 2000)).toBe('Minimum delivery order is CHF 30.00.');
    expect(blocker('DELIVERY', '', 2000)).toBe('Minimum delivery order is CHF 30.00.');
  });

  it('waits for a postcode, and never blocks takeaway or an empty cart', () => {
    expect(blocker('DELIVERY', '', 4900)).toBeNull();
    expect(blocker('DELIVERY', '4600', 3000)).toBeNull();
    expect(blocker('TAKEAWAY', '8000', 100)).toBeNull();
    expect(blocker('DELIVERY', '4600', 0, [])).toBeNull();
  });
});

describe("the restaurant's own zones", () => {
  const olten: TDeliveryZone = {
    name: 'Olten',
    postcodes: ['4600'],
    deliveryFee: 5,
    minimumOrder: 30,
    freeDeliveryFrom: 100,
    extraMinutes: 0,
  };
  const aarburg: TDeliveryZone = {
    name: 'Aarburg',
    postcodes: ['4663', '4614'],
    deliveryFee: 7,
    minimumOrder: 40,
    freeDeliveryFrom: null,
    extraMinutes: 15,
  };
  const zones = [olten, aarburg];

  it("names the minimum of the postcode's zone", () => {
    const blocker = (plz: string, subtotalRappen: number) =>
      deliveryBlocker({
        orderType: 'DELIVERY',
        customer: { ...anna, plz },
        lines: [curry],
        subtotalRappen,
        zones,
      });
    expect(blocker('4614', 3500)).toBe('Minimum delivery order is CHF 40.00.');
    expect(blocker('4614', 4000)).toBeNull();
    expect(blocker('4600', 3500)).toBeNull();
    // Several zones and no postcode yet: which minimum applies is not known, nothing blocks.
    expect(blocker('', 1000)).toBeNull();
    expect(
      checkCheckout(
        input({ orderType: 'DELIVERY', customer: { ...anna, plz: '4614' }, subtotalRappen: 3500, zones }),
      ),
    ).toEqual({ ok: false, message: 'Minimum delivery order is CHF 40.00.', fieldErrors: {} });
  });

  it('refuses a postcode that no zone has, and every postcode without zones', () => {
    expect(
      checkCheckout(input({ orderType: 'DELIVERY', customer: { ...anna, plz: '4600' }, zones: [aarburg] })),
    ).toMatchObject({ ok: false, fieldErrors: { plz: 'We currently do not deliver to this address.' } });
    expect(
      checkCheckout(input({ orderType: 'DELIVERY', customer: { ...anna, plz: '4600' }, zones: [] })),
    ).toMatchObject({ ok: false, message: 'We currently do not deliver to this address.' });
  });

  it("prices a delivery with the only zone before a postcode is typed, else with the postcode's", () => {
    expect(checkoutZone([aarburg], '')).toBe(aarburg);
    expect(checkoutZone(zones, '')).toBeUndefined();
    expect(checkoutZone(zones, ' 4614 ')).toBe(aarburg);
    expect(checkoutZone(zones, '9999')).toBeUndefined();
  });
});

describe('buildOrderPayload', () => {
  const customerInfo = {
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna.muster@example.ch',
    phone: '+41 79 123 45 67',
    address: { street: 'Hauptgasse', streetNo: '12', plz: '4600', city: 'Olten' },
  };

  it('builds the menu payload of spec 3: ids and quantities only, asap true', () => {
    const payload = buildOrderPayload({
      kind: 'MENU',
      customerInfo,
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
      lines: [curry, { ...curry, key: 'MENU:9', id: 9, quantity: 1 }],
      timing: { asap: true },
      specialInstructions: '  ',
    });
    expect(payload).toEqual({
      customerInfo,
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
      asap: true,
      items: [
        { menuItemId: 7, quantity: 2 },
        { menuItemId: 9, quantity: 1 },
      ],
    });
    expect(ZCreateMenuOrderSchema.safeParse(payload).success).toBe(true);
  });

  it('builds the buffet payload with a scheduled time and the note', () => {
    const payload = buildOrderPayload({
      kind: 'BUFFET',
      customerInfo,
      orderType: 'DELIVERY',
      paymentMethod: 'CARD',
      lines: [box],
      timing: { asap: false, scheduledAt: '2030-05-01T18:30:00' },
      specialInstructions: ' Ring twice ',
    });
    expect(payload).toEqual({
      customerInfo,
      orderType: 'DELIVERY',
      paymentMethod: 'CARD',
      specialInstructions: 'Ring twice',
      asap: false,
      scheduledAt: '2030-05-01T18:30:00',
      items: [{ buffetItemId: 3, quantity: 1 }],
    });
    expect(ZCreateBuffetOrderSchema.safeParse(payload).success).toBe(true);
  });
});

describe('buildOrderPayload with dish options', () => {
  const customerInfo = {
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna.muster@example.ch',
    phone: '+41 79 123 45 67',
    address: { street: 'Hauptgasse', streetNo: '12', plz: '4600', city: 'Olten' },
  };
  const tofuHot: TCartLine = {
    ...curry,
    key: 'MENU:7:3.21',
    options: [3, 21],
    optionDetails: [
      { name: 'Tofu', priceDelta: 0 },
      { name: 'Hot', priceDelta: 0 },
    ],
    quantity: 1,
  };

  it('sends each line’s option ids, and none for a line without', () => {
    for (const kind of ['MENU', 'BUFFET'] as const) {
      const payload = buildOrderPayload({
        kind,
        customerInfo,
        orderType: 'TAKEAWAY',
        paymentMethod: 'CASH',
        lines: [tofuHot, curry],
        timing: { asap: true },
        specialInstructions: '',
      });
      const idKey = kind === 'MENU' ? 'menuItemId' : 'buffetItemId';
      expect(payload.items).toEqual([
        { [idKey]: 7, quantity: 1, options: [3, 21] },
        { [idKey]: 7, quantity: 2 },
      ]);
      const schema = kind === 'MENU' ? ZCreateMenuOrderSchema : ZCreateBuffetOrderSchema;
      expect(schema.safeParse(payload).success).toBe(true);
    }
  });
});

describe('mapServerDetails', () => {
  it('puts customerInfo.* and scheduledAt under their fields and keeps the rest as messages', () => {
    expect(
      mapServerDetails({
        'customerInfo.firstName': 'Required',
        'customerInfo.plz': 'We currently do not deliver to this address.',
        'customerInfo.address.city': 'Required',
        scheduledAt: 'Choose a future time',
        'items.0.menuItemId': 'Jasmine Rice is currently unavailable.',
        'items.1.quantity': 'Quantity must be a whole number from 1 to 99.',
        'customerInfo.nickname': 'Unknown field',
      }),
    ).toEqual({
      fieldErrors: {
        firstName: 'Required',
        plz: 'We currently do not deliver to this address.',
        city: 'Required',
        scheduledAt: 'Choose a future time',
      },
      otherMessages: [
        'Jasmine Rice is currently unavailable.',
        'Quantity must be a whole number from 1 to 99.',
        'Unknown field',
      ],
    });
    expect(mapServerDetails(undefined)).toEqual({ fieldErrors: {}, otherMessages: [] });
  });
});

describe('mapServerDetails with dish options', () => {
  it('names the cart line a message about its options is about', () => {
    const tofuHot: TCartLine = {
      ...curry,
      key: 'MENU:7:3.21',
      options: [3, 21],
      optionDetails: [
        { name: 'Tofu', priceDelta: 0 },
        { name: 'Hot', priceDelta: 0 },
      ],
    };
    expect(
      mapServerDetails(
        {
          'items.1.options': 'Tofu is sold out today.',
          'items.0.menuItemId': 'Jasmine Rice is currently unavailable.',
          'items.7.options': 'Choose a protein.',
        },
        [{ ...curry, key: 'MENU:9', id: 9, name: 'Jasmine Rice' }, tofuHot],
      ).otherMessages,
    ).toEqual([
      'Green Curry Chicken (Tofu, Hot): Tofu is sold out today.',
      'Jasmine Rice is currently unavailable.',
      'Choose a protein.',
    ]);
  });
});
