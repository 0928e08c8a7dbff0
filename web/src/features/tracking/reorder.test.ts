import { describe, expect, it } from 'vitest';
import { reorderLines, type TCurrentItem } from './reorder';

const line = (name: string, itemId: number | null | undefined, quantity = 1, unitPrice = 10) => ({
  name,
  quantity,
  unitPrice,
  ...(itemId === undefined ? {} : { itemId }),
});

const today: TCurrentItem[] = [
  { id: 1, name: 'Green Curry Chicken', price: 26.5, available: true, vatClass: 'REDUCED' },
  { id: 2, name: 'Pad Thai', price: 22, available: true, soldOutToday: false },
  { id: 3, name: 'Red Curry Duck', price: 29.5, available: false },
  { id: 4, name: 'Mango Sticky Rice', price: 9, available: true, soldOutToday: true },
];

describe('reorderLines', () => {
  it("takes today's price and name, and the quantity as ordered", () => {
    const result = reorderLines(
      { orderItems: [line('Grünes Curry Huhn', 1, 2, 24.5), line('Pad Thai', 2, 1, 20)] },
      'MENU',
      today,
    );
    expect(result.lines).toEqual([
      {
        item: { kind: 'MENU', id: 1, name: 'Green Curry Chicken', priceRaw: 26.5, vatClass: 'REDUCED' },
        quantity: 2,
      },
      { item: { kind: 'MENU', id: 2, name: 'Pad Thai', priceRaw: 22, vatClass: undefined }, quantity: 1 },
    ]);
    expect(result.missing).toEqual([]);
  });

  it('leaves out and names lines whose item is deleted, gone, unavailable or sold out today', () => {
    const result = reorderLines(
      {
        orderItems: [
          line('Pad Thai', 2, 3),
          line('Old Special', null),
          line('Older answer without id', undefined),
          line('Removed Roll', 99),
          line('Red Curry Duck', 3),
          line('Mango Sticky Rice', 4),
        ],
      },
      'MENU',
      today,
    );
    expect(result.lines.map((l) => [l.item.id, l.quantity])).toEqual([[2, 3]]);
    expect(result.missing).toEqual([
      'Old Special',
      'Older answer without id',
      'Removed Roll',
      'Red Curry Duck',
      'Mango Sticky Rice',
    ]);
  });

  it('makes buffet lines for a buffet order and merges two lines of one item', () => {
    const result = reorderLines({ orderItems: [line('Box', 2, 1), line('Box', 2, 2)] }, 'BUFFET', today);
    expect(result.lines).toEqual([
      { item: { kind: 'BUFFET', id: 2, name: 'Pad Thai', priceRaw: 22, vatClass: undefined }, quantity: 3 },
    ]);
  });

  it('nothing orderable: no lines, every line named once', () => {
    const result = reorderLines({ orderItems: [line('Gone', 50), line('Gone', 50)] }, 'MENU', today);
    expect(result).toEqual({ lines: [], missing: ['Gone'], choose: [] });
  });
});

describe('reorderLines with dish options', () => {
  const protein = {
    id: 10,
    name: 'Protein',
    minChoices: 1,
    maxChoices: 1,
    options: [
      { id: 11, name: 'Chicken', priceDelta: 0, available: true },
      { id: 12, name: 'Prawns', priceDelta: 4, available: true },
      { id: 13, name: 'Tofu', priceDelta: 0, available: false },
    ],
  };
  const spice = {
    id: 20,
    name: 'Spice level',
    minChoices: 0,
    maxChoices: 1,
    options: [{ id: 21, name: 'Hot', priceDelta: 0, available: true }],
  };
  const curry: TCurrentItem = {
    id: 5,
    name: 'Green curry',
    price: 24,
    available: true,
    optionGroups: [protein, spice],
  };
  const ordered = (options: { name: string; priceDelta: number }[], quantity = 1) => ({
    ...line('Grünes Curry', 5, quantity),
    options,
  });

  it('puts a line back with the same options, found by name, in the item’s order and at today’s prices', () => {
    const result = reorderLines(
      {
        orderItems: [
          ordered([
            { name: 'Hot', priceDelta: 0 },
            { name: 'Prawns', priceDelta: 3.5 },
          ]),
          ordered(
            [
              { name: 'Prawns', priceDelta: 3.5 },
              { name: 'Hot', priceDelta: 0 },
            ],
            2,
          ),
        ],
      },
      'MENU',
      [curry],
    );
    expect(result.lines).toEqual([
      {
        item: {
          kind: 'MENU',
          id: 5,
          name: 'Green curry',
          priceRaw: 24,
          vatClass: undefined,
          options: [12, 21],
          optionDetails: [
            { name: 'Prawns', priceDelta: 4 },
            { name: 'Hot', priceDelta: 0 },
          ],
        },
        quantity: 3,
      },
    ]);
    expect(result.choose).toEqual([]);
  });

  it('finds options by their id when the answer has it, whatever language they were ordered in', () => {
    const result = reorderLines(
      {
        orderItems: [
          {
            ...ordered([
              { name: 'Crevetten', priceDelta: 4 },
              { name: 'Scharf', priceDelta: 0 },
            ]),
            options: [
              { name: 'Crevetten', priceDelta: 4, optionId: 12 },
              { name: 'Scharf', priceDelta: 0, optionId: 21 },
            ],
          },
        ],
      },
      'MENU',
      [curry],
    );
    expect(result.lines.map((l) => l.item.options)).toEqual([[12, 21]]);
    expect(result.choose).toEqual([]);
  });

  it('keeps two choices of one dish apart', () => {
    const result = reorderLines(
      {
        orderItems: [
          ordered([{ name: 'Chicken', priceDelta: 0 }]),
          ordered([{ name: 'Prawns', priceDelta: 4 }]),
        ],
      },
      'MENU',
      [curry],
    );
    expect(result.lines.map((l) => l.item.options)).toEqual([[11], [12]]);
  });

  it('asks to choose again when an option is sold out, gone, or a required choice is missing', () => {
    const result = reorderLines(
      {
        orderItems: [
          ordered([{ name: 'Tofu', priceDelta: 0 }]),
          ordered([{ name: 'Duck', priceDelta: 5 }]),
          ordered([]),
          ordered([{ name: 'Chicken', priceDelta: 0 }]),
        ],
      },
      'MENU',
      [curry],
    );
    expect(result.lines.map((l) => l.item.options)).toEqual([[11]]);
    expect(result.choose).toEqual(['Grünes Curry (Tofu)', 'Grünes Curry (Duck)', 'Grünes Curry']);
    expect(result.missing).toEqual([]);
  });

  it('asks to choose again for a line with options whose dish has none today', () => {
    const result = reorderLines({ orderItems: [ordered([{ name: 'Hot', priceDelta: 0 }])] }, 'MENU', [
      { ...curry, optionGroups: [] },
    ]);
    expect(result).toEqual({ lines: [], missing: [], choose: ['Grünes Curry (Hot)'] });
  });
});
