import type { TKitchenTicket } from '@app/shared/kitchen';
import { describe, expect, it } from 'vitest';
import { AMBER_SHARE_OF_TARGET, allDayCounts, cardAge, lastDoneLine, minutesUntilDue } from './kitchen-logic';

const NOW = new Date('2026-11-29T18:00:00.000Z');
const minutesBefore = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

function ticket(orderId: string, items: [string, number, string | null][]): TKitchenTicket {
  return {
    orderId,
    orderNumber: 1,
    kind: 'MENU',
    orderType: 'TAKEAWAY',
    dueAt: NOW.toISOString(),
    startAt: NOW.toISOString(),
    notes: null,
    items: items.map(([name, quantity, doneAt], index) => ({
      lineId: index + 1,
      name,
      quantity,
      options: [],
      doneAt,
    })),
  };
}

describe('a card’s colour against its station’s target', () => {
  it('is green below three quarters of the target, amber up to the target, red beyond', () => {
    expect(AMBER_SHARE_OF_TARGET).toBe(0.75);
    // A 20-minute station: amber from 15 minutes, red after 20.
    expect(cardAge(minutesBefore(0), 20, NOW)).toBe('fresh');
    expect(cardAge(minutesBefore(14.9), 20, NOW)).toBe('fresh');
    expect(cardAge(minutesBefore(15), 20, NOW)).toBe('due');
    expect(cardAge(minutesBefore(20), 20, NOW)).toBe('due');
    expect(cardAge(minutesBefore(20.1), 20, NOW)).toBe('late');
  });

  it('follows each station’s own target', () => {
    // Twelve minutes old: fresh for a 20-minute wok, late for a 10-minute sushi bar.
    expect(cardAge(minutesBefore(12), 20, NOW)).toBe('fresh');
    expect(cardAge(minutesBefore(12), 10, NOW)).toBe('late');
    expect(cardAge(minutesBefore(8), 10, NOW)).toBe('due');
  });

  it('is green for a scheduled card that starts later', () => {
    expect(cardAge(new Date(NOW.getTime() + 5 * 60_000).toISOString(), 15, NOW)).toBe('fresh');
  });
});

describe('minutes until due', () => {
  it('counts ahead of time and late, never rounding a late order to on time', () => {
    expect(minutesUntilDue(new Date(NOW.getTime() + 12 * 60_000).toISOString(), NOW)).toBe(12);
    expect(minutesUntilDue(NOW.toISOString(), NOW)).toBe(0);
    expect(minutesUntilDue(new Date(NOW.getTime() - 30_000).toISOString(), NOW)).toBe(-1);
    expect(minutesUntilDue(minutesBefore(5), NOW)).toBe(-5);
  });
});

describe('all day', () => {
  it('adds up the open items by dish across the cards, the most first, done items left out', () => {
    const tickets = [
      ticket('a', [
        ['Maki Lachs', 2, null],
        ['Green Curry', 1, null],
      ]),
      ticket('b', [
        ['Maki Lachs', 2, null],
        ['Green Curry', 3, '2026-11-29T17:55:00.000Z'],
        ['Edamame', 1, null],
      ]),
    ];
    expect(allDayCounts(tickets)).toEqual([
      { name: 'Maki Lachs', quantity: 4 },
      { name: 'Edamame', quantity: 1 },
      { name: 'Green Curry', quantity: 1 },
    ]);
  });

  it('is empty when nothing is open', () => {
    expect(allDayCounts([ticket('a', [['Maki', 1, '2026-11-29T17:55:00.000Z']])])).toEqual([]);
    expect(allDayCounts([])).toEqual([]);
  });
});

describe('the line a recall opens again', () => {
  it('is the one finished last', () => {
    const finished = ticket('a', [
      ['Maki', 1, '2026-11-29T17:50:00.000Z'],
      ['Nigiri', 1, '2026-11-29T17:58:00.000Z'],
      ['Edamame', 1, '2026-11-29T17:52:00.000Z'],
    ]);
    expect(lastDoneLine(finished)?.name).toBe('Nigiri');
    expect(lastDoneLine(ticket('b', [['Maki', 1, null]]))).toBeNull();
  });
});
