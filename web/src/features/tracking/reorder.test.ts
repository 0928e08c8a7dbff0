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
    expect(result).toEqual({ lines: [], missing: ['Gone'] });
  });
});
