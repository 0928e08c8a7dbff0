import type { TGuest } from '@app/shared/staff-entry';
import { buffetItem, menuItem } from '@test/fixtures';
import { describe, expect, it } from 'vitest';
import {
  addItem,
  buildPayload,
  changeQuantity,
  EMPTY_CUSTOMER,
  fieldOfPath,
  foldText,
  guestQuery,
  nextQuarterHour,
  removeLine,
  reorderLines,
  searchItems,
  subtotal,
  type TOrderForm,
  validateForm,
} from './staff-order-logic';

const maki = menuItem({ id: 12, foodItemId: 112, name: 'Lachs Maki', price: 8.5 });
const padThai = menuItem({ id: 21, foodItemId: 121, name: 'Pad Thaï Gài', price: 19.9 });
const soup = menuItem({ id: 120, foodItemId: 220, name: 'Tom Kha', price: 0.1 });
const soldOut = menuItem({ id: 3, foodItemId: 103, name: 'Ramen', soldOutToday: true });
const ITEMS = [maki, padThai, soup, soldOut];

function form(overrides: Partial<TOrderForm> = {}): TOrderForm {
  return {
    kind: 'MENU',
    lines: [{ key: '12', id: 12, name: 'Lachs Maki', price: 8.5, quantity: 2, options: [], groups: [] }],
    orderType: 'TAKEAWAY',
    asap: true,
    date: '2026-11-25',
    time: '18:15',
    customer: { ...EMPTY_CUSTOMER, firstName: ' Nora ', phone: '079 123 45 67' },
    paymentMethod: 'CASH',
    specialInstructions: '',
    promoCode: '',
    voucherCode: '',
    ...overrides,
  };
}

describe('searching the catalogue', () => {
  it('finds items by name without regard to case or accents', () => {
    expect(foldText('Pad Thaï')).toBe('pad thai');
    expect(searchItems(ITEMS, 'pad thai')).toEqual([padThai]);
    expect(searchItems(ITEMS, 'MAKI')).toEqual([maki]);
    expect(searchItems(ITEMS, 'thai gai')).toEqual([padThai]);
  });

  it('finds items by their name in another language', () => {
    const names = new Map([[112, ['Salmon maki', 'Maki au saumon']]]);
    expect(searchItems(ITEMS, 'saumon', names)).toEqual([maki]);
    expect(searchItems(ITEMS, 'salmon', names)).toEqual([maki]);
  });

  it('finds items by number, the exact number first', () => {
    expect(searchItems(ITEMS, '12')).toEqual([maki, soup]);
    expect(searchItems(ITEMS, '#120')).toEqual([soup]);
    expect(searchItems(ITEMS, '21')).toEqual([padThai]);
  });

  it('shows everything for an empty search and nothing for an unknown one', () => {
    expect(searchItems(ITEMS, '  ')).toEqual(ITEMS);
    expect(searchItems(ITEMS, 'pizza')).toEqual([]);
  });
});

describe('the cart', () => {
  it('adds an item once and counts up on the next tap', () => {
    const once = addItem([], maki);
    expect(once).toEqual([
      { key: '12', id: 12, name: 'Lachs Maki', price: 8.5, quantity: 1, options: [], groups: [] },
    ]);
    expect(addItem(once, maki)[0]?.quantity).toBe(2);
  });

  it('steps quantities, removes a line at 0 and on remove', () => {
    const lines = addItem(addItem([], maki), padThai);
    expect(changeQuantity(lines, '12', 1)[0]?.quantity).toBe(2);
    expect(changeQuantity(lines, '12', -1).map((line) => line.id)).toEqual([21]);
    expect(removeLine(lines, '21').map((line) => line.id)).toEqual([12]);
  });

  it('sums the subtotal in Rappen', () => {
    const lines = addItem(addItem(addItem([], soup), soup), padThai);
    expect(subtotal(lines)).toBe(20.1);
  });
});

describe('the payload', () => {
  it('is the diner’s payload, CONFIRMED, for a takeaway ASAP in cash', () => {
    expect(buildPayload(form())).toEqual({
      customerInfo: {
        firstName: 'Nora',
        lastName: '',
        phone: '079 123 45 67',
        email: '',
        address: { street: '', streetNo: '', plz: '', city: '' },
      },
      orderType: 'TAKEAWAY',
      specialInstructions: null,
      paymentMethod: 'CASH',
      asap: true,
      status: 'CONFIRMED',
      items: [{ menuItemId: 12, quantity: 2 }],
    });
  });

  it('carries a promo code and a gift voucher as the server stores them, and nothing when left empty', () => {
    expect(buildPayload(form({ promoCode: ' summer10 ', voucherCode: 'k7qm-4xrt 9bwe-h2pd' }))).toMatchObject(
      {
        promoCode: 'SUMMER10',
        voucherCode: 'K7QM4XRT9BWEH2PD',
      },
    );
    const plain = buildPayload(form({ promoCode: '  ', voucherCode: '' }));
    expect(plain).not.toHaveProperty('promoCode');
    expect(plain).not.toHaveProperty('voucherCode');
  });

  it('refuses a code with a control character before anything is sent', () => {
    expect(validateForm(form({ voucherCode: 'K7QM\u0007XRT' }))).toMatchObject({
      voucherCode: 'validation.voucherCode',
    });
    expect(validateForm(form({ promoCode: 'SUM\u0000MER' }))).toMatchObject({
      promoCode: 'validation.promoCode',
    });
  });

  it('carries the time, the address of a delivery, buffet lines and an override', () => {
    const payload = buildPayload(
      form({
        kind: 'BUFFET',
        orderType: 'DELIVERY',
        asap: false,
        customer: { ...form().customer, street: 'Hauptgasse', streetNo: '3', plz: '4600', city: 'Olten' },
        specialInstructions: ' Ring twice ',
      }),
      ' regular guest ',
    );
    expect(payload).toMatchObject({
      asap: false,
      scheduledAt: '2026-11-25T18:15:00',
      customerInfo: { address: { street: 'Hauptgasse', streetNo: '3', plz: '4600', city: 'Olten' } },
      specialInstructions: 'Ring twice',
      items: [{ buffetItemId: 12, quantity: 2 }],
      override: { reason: 'regular guest' },
    });
  });

  it('names the missing fields before anything is sent', () => {
    const errors = validateForm(
      form({ lines: [], orderType: 'DELIVERY', customer: { ...EMPTY_CUSTOMER, email: 'nope' } }),
    );
    expect(errors).toMatchObject({
      'customerInfo.firstName': 'validation.required',
      'customerInfo.phone': 'validation.required',
      'customerInfo.email': 'validation.email',
      'customerInfo.address.plz': 'validation.required',
      items: 'validation.cartEmpty',
    });
    expect(validateForm(form())).toEqual({});
  });

  it('puts the server’s field paths on the form’s fields', () => {
    expect(fieldOfPath('customerInfo.plz')).toBe('customerInfo.address.plz');
    expect(fieldOfPath('customerInfo.address.city')).toBe('customerInfo.address.city');
    expect(fieldOfPath('customerInfo.phone')).toBe('customerInfo.phone');
    expect(fieldOfPath('items.0.menuItemId')).toBe('items.0.menuItemId');
  });
});

describe('dishes with options', () => {
  const curry = menuItem({
    id: 30,
    foodItemId: 130,
    name: 'Green Curry',
    price: 21,
    optionGroups: [
      {
        id: 1,
        name: 'Protein',
        minChoices: 1,
        maxChoices: 1,
        options: [
          { id: 11, name: 'Chicken', priceDelta: 0, available: true },
          { id: 12, name: 'Beef', priceDelta: 3, available: true },
          { id: 13, name: 'Prawns', priceDelta: 4, available: false },
        ],
      },
      {
        id: 2,
        name: 'Extras',
        minChoices: 0,
        maxChoices: 2,
        options: [
          { id: 21, name: 'Egg', priceDelta: 2, available: true },
          { id: 22, name: 'No peanuts', priceDelta: -0.5, available: true },
        ],
      },
    ],
  });

  it('keeps one line per choice of options, priced with them, options in the dish’s order', () => {
    const lines = addItem(addItem(addItem([], curry, 1, [21, 12]), curry, 1, [12, 21]), curry, 1, [11]);
    expect(lines.map(({ key, price, quantity }) => ({ key, price, quantity }))).toEqual([
      { key: '30:12.21', price: 26, quantity: 2 },
      { key: '30:11', price: 21, quantity: 1 },
    ]);
    expect(lines[0]?.options).toEqual([
      { id: 12, name: 'Beef', priceDelta: 3 },
      { id: 21, name: 'Egg', priceDelta: 2 },
    ]);
    expect(changeQuantity(lines, '30:11', -1).map((line) => line.key)).toEqual(['30:12.21']);
  });

  it('sends the options’ ids with the line, and a line without options as before', () => {
    const lines = [...addItem([], curry, 1, [12, 22]), ...addItem([], maki)];
    expect(buildPayload(form({ lines })).items).toEqual([
      { menuItemId: 30, quantity: 1, options: [12, 22] },
      { menuItemId: 12, quantity: 1 },
    ]);
  });

  it('refuses a line whose required choice is missing or whose option is sold out, by the shared rule', () => {
    expect(validateForm(form({ lines: addItem([], curry, 1, [11, 21]) }))).toEqual({});
    expect(validateForm(form({ lines: addItem([], curry) }))).toEqual({
      'items.0.options': 'newOrder.options.lineProblem',
    });
    expect(validateForm(form({ lines: addItem([], curry, 1, [13]) }))).toHaveProperty('items.0.options');
  });

  it('does not re-order a dish that asks for a choice: staff ask the guest again', () => {
    const order: TGuest['lastOrders'][number] = {
      id: 'B',
      kind: 'MENU',
      orderNumber: 8,
      createdAt: '2026-11-20T18:00:00+01:00',
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
      totalPrice: 21,
      items: [{ menuItemId: 30, buffetItemId: null, name: 'Green Curry', quantity: 1 }],
    };
    expect(reorderLines([], order, [curry])).toEqual({ lines: [], skipped: ['Green Curry'] });
  });

  it('re-orders a dish with the options chosen then, when they can still be chosen today', () => {
    const order: TGuest['lastOrders'][number] = {
      id: 'C',
      kind: 'MENU',
      orderNumber: 9,
      createdAt: '2026-11-20T18:00:00+01:00',
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
      totalPrice: 50,
      items: [
        {
          menuItemId: 30,
          buffetItemId: null,
          name: 'Green Curry',
          quantity: 2,
          options: [
            { name: 'Beef', priceDelta: 3, optionId: 12 },
            { name: 'Egg', priceDelta: 2, optionId: 21 },
          ],
        },
        {
          menuItemId: 30,
          buffetItemId: null,
          name: 'Green Curry',
          quantity: 1,
          // Prawns are sold out today: the guest chooses again.
          options: [{ name: 'Prawns', priceDelta: 4, optionId: 13 }],
        },
      ],
    };
    const { lines, skipped } = reorderLines([], order, [curry]);
    expect(lines.map((line) => [line.options.map((o) => o.id), line.quantity, line.price])).toEqual([
      [[12, 21], 2, 26],
    ]);
    expect(skipped).toEqual(['Green Curry']);
  });
});

describe('times and guests', () => {
  it('proposes the restaurant’s next quarter hour', () => {
    // 17:07 in Zurich (winter time, UTC+1).
    expect(nextQuarterHour(new Date('2026-11-25T16:07:00Z'))).toEqual({ date: '2026-11-25', time: '17:15' });
    expect(nextQuarterHour(new Date('2026-11-25T22:50:00Z'))).toEqual({ date: '2026-11-26', time: '00:00' });
  });

  it('looks a guest up from 3 digits of a phone number or 3 characters of an email', () => {
    expect(guestQuery('+4', 'phone')).toBeNull();
    expect(guestQuery('+41 7', 'phone')).toBe('+41 7');
    expect(guestQuery('no', 'email')).toBeNull();
    expect(guestQuery(' nor ', 'email')).toBe('nor');
  });

  it('re-orders an earlier order’s lines still on the menu and names the others', () => {
    const order: TGuest['lastOrders'][number] = {
      id: 'A',
      kind: 'MENU',
      orderNumber: 7,
      createdAt: '2026-11-20T18:00:00+01:00',
      orderType: 'TAKEAWAY',
      paymentMethod: 'CASH',
      totalPrice: 40,
      items: [
        { menuItemId: 12, buffetItemId: null, name: 'Lachs Maki', quantity: 2 },
        { menuItemId: 3, buffetItemId: null, name: 'Ramen', quantity: 1 },
        { menuItemId: 999, buffetItemId: null, name: 'Old dish', quantity: 1 },
      ],
    };
    const { lines, skipped } = reorderLines(addItem([], maki), order, ITEMS);
    expect(lines).toEqual([
      { key: '12', id: 12, name: 'Lachs Maki', price: 8.5, quantity: 3, options: [], groups: [] },
    ]);
    expect(skipped).toEqual(['Ramen', 'Old dish']);
    expect(reorderLines([], { ...order, kind: 'BUFFET' }, [buffetItem()]).skipped).toHaveLength(3);
  });
});
