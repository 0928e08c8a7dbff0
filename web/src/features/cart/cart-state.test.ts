import { describe, expect, it } from 'vitest';
import {
  CART_STORAGE_KEY,
  cartCount,
  cartKind,
  cartLineKey,
  cartReducer,
  cartTotal,
  cartTotalRappen,
  EMPTY_CART,
  itemKeyOf,
  linePriceRappen,
  MAX_LINE_QUANTITY,
  parseStoredCart,
  serializeCart,
  type TCartItem,
  type TCartLine,
  type TCartState,
} from './cart-state';

const curry: TCartItem = { kind: 'MENU', id: 7, name: 'Green Curry Chicken', priceRaw: 24.5 };
const rice: TCartItem = { kind: 'MENU', id: 9, name: 'Jasmine Rice', priceRaw: '4.00' };
const box: TCartItem = { kind: 'BUFFET', id: 7, name: 'Buffet Box Small', priceRaw: 14.9 };

function cartWith(...steps: [TCartItem, number?][]): TCartState {
  return steps.reduce<TCartState>(
    (state, [item, quantity]) => cartReducer(state, { type: 'add', item, quantity }),
    EMPTY_CART,
  );
}

describe('cart reducer', () => {
  it('starts as an empty TAKEAWAY cart under the key ak_cart_v1', () => {
    expect(EMPTY_CART).toEqual({ orderType: 'TAKEAWAY', lines: [] });
    expect(CART_STORAGE_KEY).toBe('ak_cart_v1');
  });

  it('adds a new line keyed kind:id with quantity 1 by default', () => {
    const state = cartWith([curry]);
    expect(state.lines).toEqual([
      { key: 'MENU:7', kind: 'MENU', id: 7, name: 'Green Curry Chicken', priceRaw: 24.5, quantity: 1 },
    ]);
    expect(cartLineKey('BUFFET', 3)).toBe('BUFFET:3');
  });

  it('appends new lines in order and keeps a menu and a buffet item with the same id apart', () => {
    const state = cartWith([curry], [rice, 2], [box]);
    expect(state.lines.map((l) => [l.key, l.quantity])).toEqual([
      ['MENU:7', 1],
      ['MENU:9', 2],
      ['BUFFET:7', 1],
    ]);
  });

  it('adding an existing key increases its quantity by the given amount (default 1)', () => {
    const state = cartWith([curry], [curry], [curry, 3]);
    expect(state.lines).toHaveLength(1);
    expect(state.lines[0]?.quantity).toBe(5);
  });

  it('takes the latest name and price when an existing line is added again', () => {
    const state = cartWith([curry], [{ ...curry, name: 'Green Curry', priceRaw: 25 }]);
    expect(state.lines[0]).toMatchObject({ name: 'Green Curry', priceRaw: 25, quantity: 2 });
  });

  it('ignores an add with a quantity that is not a positive whole number', () => {
    const state = cartWith([curry]);
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(cartReducer(state, { type: 'add', item: rice, quantity })).toBe(state);
    }
  });

  it('never holds more of one item than an order may (99)', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
    let state = cartWith([curry, 98]);
    state = cartReducer(state, { type: 'increase', key: 'MENU:7' });
    state = cartReducer(state, { type: 'increase', key: 'MENU:7' });
    expect(state.lines[0]?.quantity).toBe(99);
    expect(cartWith([curry, 150]).lines[0]?.quantity).toBe(99);
    expect(cartWith([curry, 60], [curry, 60]).lines[0]?.quantity).toBe(99);
  });

  it('increase adds 1', () => {
    const state = cartReducer(cartWith([curry, 2]), { type: 'increase', key: 'MENU:7' });
    expect(state.lines[0]?.quantity).toBe(3);
  });

  it('decrease subtracts 1 and removes the line at 0', () => {
    let state = cartWith([curry, 2], [rice]);
    state = cartReducer(state, { type: 'decrease', key: 'MENU:7' });
    expect(state.lines.map((l) => [l.key, l.quantity])).toEqual([
      ['MENU:7', 1],
      ['MENU:9', 1],
    ]);
    state = cartReducer(state, { type: 'decrease', key: 'MENU:7' });
    expect(state.lines.map((l) => l.key)).toEqual(['MENU:9']);
  });

  it('remove deletes a line whatever its quantity', () => {
    const state = cartReducer(cartWith([curry, 4], [rice]), { type: 'remove', key: 'MENU:7' });
    expect(state.lines.map((l) => l.key)).toEqual(['MENU:9']);
  });

  it('leaves the state untouched for an unknown key', () => {
    const state = cartWith([curry]);
    for (const type of ['increase', 'decrease', 'remove'] as const) {
      expect(cartReducer(state, { type, key: 'MENU:404' })).toBe(state);
    }
  });

  it('clear empties the lines but keeps the order type', () => {
    const delivery = cartReducer(cartWith([curry], [box]), { type: 'setOrderType', orderType: 'DELIVERY' });
    expect(cartReducer(delivery, { type: 'clear' })).toEqual({ orderType: 'DELIVERY', lines: [] });
  });

  it('setOrderType sets the order type and keeps the lines', () => {
    const state = cartReducer(cartWith([curry]), { type: 'setOrderType', orderType: 'DELIVERY' });
    expect(state.orderType).toBe('DELIVERY');
    expect(state.lines).toHaveLength(1);
    expect(cartReducer(state, { type: 'setOrderType', orderType: 'TAKEAWAY' }).orderType).toBe('TAKEAWAY');
  });

  it('replace takes the state of another tab', () => {
    const other: TCartState = { orderType: 'DELIVERY', lines: [] };
    expect(cartReducer(cartWith([curry]), { type: 'replace', state: other })).toBe(other);
  });
});

describe('derived values', () => {
  it('total is the sum of priceRaw x quantity, exact to the Rappen, with string prices', () => {
    const state = cartWith([curry, 2], [rice, 3], [{ ...rice, id: 10, priceRaw: 0.1 }, 3]);
    expect(cartTotalRappen(state.lines)).toBe(4900 + 1200 + 30);
    expect(cartTotal(state.lines)).toBe(61.3);
    expect(cartTotal([])).toBe(0);
  });

  it('count is the sum of the quantities', () => {
    expect(cartCount(cartWith([curry, 2], [rice, 3]).lines)).toBe(5);
    expect(cartCount([])).toBe(0);
  });

  it('kind tells menu, buffet, mixed or empty', () => {
    expect(cartKind([])).toBeNull();
    expect(cartKind(cartWith([curry], [rice]).lines)).toBe('MENU');
    expect(cartKind(cartWith([box]).lines)).toBe('BUFFET');
    expect(cartKind(cartWith([curry], [box]).lines)).toBe('MIXED');
  });
});

describe('stored cart', () => {
  it('keeps an item’s VAT class, and drops one it does not know', () => {
    const beer = {
      kind: 'MENU' as const,
      id: 3,
      name: 'Singha Beer',
      priceRaw: 6.5,
      vatClass: 'STANDARD' as const,
    };
    const state = cartReducer(EMPTY_CART, { type: 'add', item: beer });
    expect(parseStoredCart(serializeCart(state)).lines[0]?.vatClass).toBe('STANDARD');
    const odd = JSON.stringify({ lines: [{ ...beer, vatClass: 'ZERO', quantity: 1 }] });
    expect(parseStoredCart(odd).lines[0]).not.toHaveProperty('vatClass');
  });

  it('reads back what it wrote', () => {
    const state = cartReducer(cartWith([curry, 2], [rice], [box]), {
      type: 'setOrderType',
      orderType: 'DELIVERY',
    });
    expect(parseStoredCart(serializeCart(state))).toEqual(state);
    expect(JSON.parse(serializeCart(state))).toEqual({
      orderType: 'DELIVERY',
      lines: [
        { key: 'MENU:7', kind: 'MENU', id: 7, name: 'Green Curry Chicken', priceRaw: 24.5, quantity: 2 },
        { key: 'MENU:9', kind: 'MENU', id: 9, name: 'Jasmine Rice', priceRaw: '4.00', quantity: 1 },
        { key: 'BUFFET:7', kind: 'BUFFET', id: 7, name: 'Buffet Box Small', priceRaw: 14.9, quantity: 1 },
      ],
    });
  });

  it('gives an empty TAKEAWAY cart when nothing is stored or the data is unreadable', () => {
    for (const raw of [null, '', 'not json', '{"orderType":', '42', 'null', '"DELIVERY"', '[]']) {
      expect(parseStoredCart(raw), String(raw)).toEqual(EMPTY_CART);
    }
  });

  it('falls back to TAKEAWAY for any stored order type other than DELIVERY', () => {
    for (const orderType of ['TAKEAWAY', 'DINE_IN', 'delivery', 1, null, undefined]) {
      expect(parseStoredCart(JSON.stringify({ orderType, lines: [] })).orderType).toBe('TAKEAWAY');
    }
    expect(parseStoredCart('{"orderType":"DELIVERY","lines":[]}').orderType).toBe('DELIVERY');
  });

  it('keeps the order type when the lines are not a list', () => {
    expect(parseStoredCart('{"orderType":"DELIVERY","lines":"oops"}')).toEqual({
      orderType: 'DELIVERY',
      lines: [],
    });
  });

  it('leaves out lines it cannot read and keeps the others', () => {
    const good = {
      key: 'MENU:7',
      kind: 'MENU',
      id: 7,
      name: 'Green Curry Chicken',
      priceRaw: 24.5,
      quantity: 2,
    };
    const bad = [
      null,
      'MENU:1',
      42,
      true,
      [good],
      {},
      { ...good, kind: 'DRINK' },
      { ...good, kind: 'menu' },
      { ...good, kind: undefined },
      { ...good, id: 0 },
      { ...good, id: -7 },
      { ...good, id: 1.5 },
      { ...good, id: 2 ** 53 },
      { ...good, id: '7' },
      { ...good, id: null },
      { ...good, quantity: 0 },
      { ...good, quantity: 1.5 },
      { ...good, quantity: '2' },
      { ...good, quantity: 2 ** 53 },
      { ...good, quantity: undefined },
      { ...good, priceRaw: 'free' },
      { ...good, priceRaw: '' },
      { ...good, priceRaw: '  ' },
      { ...good, priceRaw: -1 },
      { ...good, priceRaw: '-0.5' },
      { ...good, priceRaw: 1e7 },
      { ...good, priceRaw: '1e7' },
      { ...good, priceRaw: null },
      { ...good, priceRaw: true },
      { ...good, priceRaw: [24.5] },
      { ...good, priceRaw: { chf: 24.5 } },
      { ...good, name: undefined },
      { ...good, name: 42 },
      { ...good, name: null },
    ];
    const state = parseStoredCart(JSON.stringify({ orderType: 'TAKEAWAY', lines: [...bad, good] }));
    expect(state.lines).toEqual([good]);
  });

  it('keeps only the fields of a line, and prices from 0 to under 10 million as stored', () => {
    const line = { kind: 'MENU', id: 4, name: 'Miso Soup', quantity: 1, note: 'hot', extra: { a: 1 } };
    const state = parseStoredCart(
      JSON.stringify({
        lines: [
          { ...line, priceRaw: 0 },
          { ...line, id: 5, priceRaw: '9999999.99' },
          { ...line, id: 6, priceRaw: ' 4.50 ' },
        ],
      }),
    );
    expect(state.lines).toEqual([
      { key: 'MENU:4', kind: 'MENU', id: 4, name: 'Miso Soup', priceRaw: 0, quantity: 1 },
      { key: 'MENU:5', kind: 'MENU', id: 5, name: 'Miso Soup', priceRaw: '9999999.99', quantity: 1 },
      { key: 'MENU:6', kind: 'MENU', id: 6, name: 'Miso Soup', priceRaw: ' 4.50 ', quantity: 1 },
    ]);
  });

  it('rebuilds keys from kind and id and merges duplicates', () => {
    const line = {
      key: 'wrong',
      kind: 'BUFFET',
      id: 3,
      name: 'Buffet Box Large',
      priceRaw: '19.90',
      quantity: 1,
    };
    const state = parseStoredCart(JSON.stringify({ lines: [line, { ...line, quantity: 2 }] }));
    expect(state.lines).toEqual([{ ...line, key: 'BUFFET:3', quantity: 3 }]);
  });

  it('caps a stored quantity at the order limit', () => {
    const line = { kind: 'MENU', id: 1, name: 'Edamame', priceRaw: 6.5, quantity: 500 };
    expect(parseStoredCart(JSON.stringify({ lines: [line] })).lines[0]?.quantity).toBe(99);
  });
});

describe('lines with dish options', () => {
  const greenCurry: TCartItem = { kind: 'MENU', id: 12, name: 'Green curry', priceRaw: 24 };
  const tofuHot: TCartItem = {
    ...greenCurry,
    options: [7, 3],
    optionDetails: [
      { name: 'Tofu', priceDelta: 0 },
      { name: 'Hot', priceDelta: 0 },
    ],
  };
  const prawns: TCartItem = {
    ...greenCurry,
    options: [8],
    optionDetails: [{ name: 'Prawns', priceDelta: 4 }],
  };

  it('keys a line by item and its options’ sorted ids; an item without options keeps the spec’s key', () => {
    expect(cartLineKey('MENU', 12, [7, 3])).toBe('MENU:12:3.7');
    expect(cartLineKey('MENU', 12, [])).toBe('MENU:12');
    expect(cartWith([tofuHot]).lines[0]?.key).toBe('MENU:12:3.7');
    expect(itemKeyOf({ kind: 'MENU', id: 12 })).toBe('MENU:12');
  });

  it('makes one line per choice of options, and adding the same choice again adds to its line', () => {
    const state = cartWith([tofuHot], [prawns], [greenCurry], [{ ...tofuHot, options: [3, 7] }, 2]);
    expect(state.lines.map((line) => [line.key, line.quantity])).toEqual([
      ['MENU:12:3.7', 3],
      ['MENU:12:8', 1],
      ['MENU:12', 1],
    ]);
  });

  it('treats an empty choice of options as none', () => {
    const state = cartWith([{ ...greenCurry, options: [], optionDetails: [] }]);
    expect(state.lines[0]).toEqual({
      key: 'MENU:12',
      kind: 'MENU',
      id: 12,
      name: 'Green curry',
      priceRaw: 24,
      quantity: 1,
    });
  });

  it('prices a line as the item with its options’ differences, negative ones too', () => {
    const smaller: TCartItem = {
      ...greenCurry,
      options: [9],
      optionDetails: [{ name: 'Small', priceDelta: -1.5 }],
    };
    const state = cartWith([prawns, 2], [smaller]);
    expect(linePriceRappen(state.lines[0] as TCartLine)).toBe(2800);
    expect(linePriceRappen(state.lines[1] as TCartLine)).toBe(2250);
    expect(cartTotalRappen(state.lines)).toBe(2 * 2800 + 2250);
  });

  it('renames every line of a dish by the item’s key, options as they were', () => {
    const state = cartWith([tofuHot], [prawns], [rice]);
    const renamed = cartReducer(state, {
      type: 'rename',
      names: new Map([
        ['MENU:12', 'Grünes Curry'],
        ['MENU:9', 'Jasminreis'],
      ]),
    });
    expect(renamed.lines.map((line) => [line.key, line.name, line.optionDetails?.[0]?.name])).toEqual([
      ['MENU:12:3.7', 'Grünes Curry', 'Tofu'],
      ['MENU:12:8', 'Grünes Curry', 'Prawns'],
      ['MENU:9', 'Jasminreis', undefined],
    ]);
    expect(cartReducer(renamed, { type: 'rename', names: new Map([['MENU:12', 'Grünes Curry']]) })).toBe(
      renamed,
    );
  });

  it('stores a line with options with their ids, names and differences, and reads it back', () => {
    const state = cartWith([tofuHot], [prawns, 2], [rice]);
    const stored = JSON.parse(serializeCart(state));
    expect(stored.lines[1]).toEqual({
      key: 'MENU:12:8',
      kind: 'MENU',
      id: 12,
      name: 'Green curry',
      priceRaw: 24,
      options: [8],
      optionDetails: [{ name: 'Prawns', priceDelta: 4 }],
      quantity: 2,
    });
    // A line without options keeps exactly the spec's stored form.
    expect(stored.lines[2]).toEqual({
      key: 'MENU:9',
      kind: 'MENU',
      id: 9,
      name: 'Jasmine Rice',
      priceRaw: '4.00',
      quantity: 1,
    });
    expect(parseStoredCart(serializeCart(state))).toEqual(state);
  });

  it('reads a cart stored before dish options as before', () => {
    const old =
      '{"orderType":"TAKEAWAY","lines":[{"key":"MENU:12","kind":"MENU","id":12,"name":"Green curry","priceRaw":24,"quantity":2}]}';
    expect(parseStoredCart(old).lines).toEqual([
      { key: 'MENU:12', kind: 'MENU', id: 12, name: 'Green curry', priceRaw: 24, quantity: 2 },
    ]);
  });

  it('leaves out a stored line whose options cannot be read, rather than order the dish without them', () => {
    const good = { kind: 'MENU', id: 12, name: 'Green curry', priceRaw: 24, quantity: 1 };
    const bad = [
      { ...good, options: [3] },
      { ...good, options: [3], optionDetails: [] },
      { ...good, options: '3', optionDetails: [{ name: 'Tofu', priceDelta: 0 }] },
      { ...good, options: [0], optionDetails: [{ name: 'Tofu', priceDelta: 0 }] },
      { ...good, options: [1.5], optionDetails: [{ name: 'Tofu', priceDelta: 0 }] },
      { ...good, options: [3], optionDetails: [{ name: 3, priceDelta: 0 }] },
      { ...good, options: [3], optionDetails: [{ name: 'Tofu', priceDelta: '0' }] },
      { ...good, options: [3], optionDetails: [{ name: 'Tofu', priceDelta: 1000 }] },
      { ...good, options: [3], optionDetails: [null] },
    ];
    const kept = {
      ...good,
      id: 13,
      options: [3],
      optionDetails: [{ name: 'Tofu', priceDelta: 0, extra: 1 }],
    };
    const state = parseStoredCart(JSON.stringify({ lines: [...bad, kept] }));
    expect(state.lines).toEqual([
      { ...good, id: 13, key: 'MENU:13:3', options: [3], optionDetails: [{ name: 'Tofu', priceDelta: 0 }] },
    ]);
  });

  it('rebuilds a stored line’s key from its options and merges lines of the same choice', () => {
    const line = {
      key: 'MENU:12',
      kind: 'MENU',
      id: 12,
      name: 'Green curry',
      priceRaw: 24,
      options: [7, 3],
      optionDetails: [
        { name: 'Tofu', priceDelta: 0 },
        { name: 'Hot', priceDelta: 0 },
      ],
      quantity: 1,
    };
    const state = parseStoredCart(JSON.stringify({ lines: [line, { ...line, quantity: 2 }] }));
    expect(state.lines.map((l) => [l.key, l.quantity])).toEqual([['MENU:12:3.7', 3]]);
  });
});
