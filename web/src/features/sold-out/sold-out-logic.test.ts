import { buffetItem, menuItem } from '@test/fixtures';
import { describe, expect, it } from 'vitest';
import { changeLine, changeTime, quickListItems } from './sold-out-logic';

describe('quickListItems', () => {
  const menu = [
    menuItem({ id: 1, name: 'Pad Thai' }),
    menuItem({ id: 2, name: 'Green Curry Chicken', soldOutToday: true }),
    menuItem({ id: 3, name: 'Édamamé' }),
  ];
  const buffet = [buffetItem({ id: 1, name: 'Pad Thai' }), buffetItem({ id: 4, name: 'Spring Rolls' })];

  it('puts sold-out items first, then by name, menu before buffet for the same name', () => {
    expect(quickListItems(menu, buffet, '', 'en').map((i) => `${i.kind} ${i.name}`)).toEqual([
      'MENU Green Curry Chicken',
      'MENU Édamamé',
      'MENU Pad Thai',
      'BUFFET Pad Thai',
      'BUFFET Spring Rolls',
    ]);
  });

  it('finds by every word, ignoring case and accents', () => {
    expect(quickListItems(menu, buffet, '  thai PAD ', 'en').map((i) => i.kind)).toEqual(['MENU', 'BUFFET']);
    expect(quickListItems(menu, buffet, 'edamame', 'en').map((i) => i.id)).toEqual([3]);
    expect(quickListItems(menu, buffet, 'sushi', 'en')).toEqual([]);
  });
});

describe('the history line', () => {
  // 12:03 in Zurich (winter time) on 24 November 2026.
  const at = '2026-11-24T11:03:00.000Z';

  it('names the time alone today, with the date on another day', () => {
    expect(changeTime(at, 'de', new Date('2026-11-24T20:00:00Z'))).toBe('12:03');
    expect(changeTime(at, 'de', new Date('2026-11-25T08:00:00Z'))).toBe('24.11.2026, 12:03');
  });

  it('says who switched what', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const change = { at, by: 'anna', kind: 'MENU' as const, itemId: 2, name: 'Pad Thai', soldOut: true };
    expect(changeLine(change, 'en', now)).toEqual({
      when: '12:03 anna:',
      key: 'soldOut.changeSoldOut',
      values: { name: 'Pad Thai' },
    });
    expect(changeLine({ ...change, soldOut: false }, 'en', now).key).toBe('soldOut.changeBack');
  });
});
