import { describe, expect, it } from 'vitest';
import { anyCountRose, totalAlerts } from './alert-counts';

const counts = (ordersNew: number, buffetOrdersNew: number, reservationsRequested: number) => ({
  ordersNew,
  buffetOrdersNew,
  reservationsRequested,
  printerProblems: 0,
});

describe('alert counts', () => {
  it('adds up every kind for the badge, 0 before the first answer', () => {
    expect(totalAlerts(counts(2, 1, 3))).toBe(6);
    expect(totalAlerts(undefined)).toBe(0);
  });

  it('rings when any count rises, not on the first answer and not when counts fall', () => {
    expect(anyCountRose(undefined, counts(5, 0, 0))).toBe(false);
    expect(anyCountRose(counts(1, 1, 1), counts(1, 1, 1))).toBe(false);
    expect(anyCountRose(counts(1, 1, 1), counts(2, 0, 0))).toBe(true);
    expect(anyCountRose(counts(1, 1, 1), counts(0, 2, 0))).toBe(true);
    expect(anyCountRose(counts(1, 1, 1), counts(0, 0, 2))).toBe(true);
    expect(anyCountRose(counts(3, 3, 3), counts(0, 0, 0))).toBe(false);
  });
});
