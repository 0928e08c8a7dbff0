import { describe, expect, it } from 'vitest';
import { nextExpiry, pruneRinging, RING_STOP_MS, startRinging } from './ringing';

describe('ringing cards', () => {
  it('starts each card once, keeping its first start time', () => {
    const a = startRinging(new Map(), ['m:1', 'b:2'], 1_000);
    const b = startRinging(a, ['m:1', 'r:3'], 5_000);
    expect([...b]).toEqual([
      ['m:1', 1_000],
      ['b:2', 1_000],
      ['r:3', 5_000],
    ]);
  });

  it('stops a card that left the list, and every card after 60 s', () => {
    const ringing = startRinging(new Map(), ['m:1', 'b:2'], 0);
    expect([...pruneRinging(ringing, new Set(['b:2']), 10).keys()]).toEqual(['b:2']);
    expect(pruneRinging(ringing, new Set(['m:1', 'b:2']), RING_STOP_MS - 1)).toBe(ringing);
    expect(pruneRinging(ringing, new Set(['m:1', 'b:2']), RING_STOP_MS).size).toBe(0);
  });

  it('knows when the next card stops by itself', () => {
    expect(nextExpiry(new Map())).toBeNull();
    expect(
      nextExpiry(
        new Map([
          ['a', 500],
          ['b', 100],
        ]),
      ),
    ).toBe(100 + RING_STOP_MS);
  });
});
