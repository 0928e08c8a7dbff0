import { describe, expect, it } from 'vitest';
import { anyCountRose, totalAlerts } from './alert-counts';

const counts = (
  ordersNew: number,
  buffetOrdersNew: number,
  reservationsRequested: number,
  printerProblems = 0,
  waiting = ordersNew + buffetOrdersNew + reservationsRequested,
) => ({ ordersNew, buffetOrdersNew, reservationsRequested, printerProblems, waiting });

describe('alert counts', () => {
  it('counts what waits for the badge, 0 before the first answer', () => {
    expect(totalAlerts(counts(2, 1, 3))).toBe(6);
    expect(totalAlerts(undefined)).toBe(0);
  });

  it('keeps counting what was seen but still waits for a decision', () => {
    // Seven orders on the incoming screen, each marked seen as it was shown: none unseen, seven waiting.
    expect(totalAlerts(counts(0, 0, 0, 0, 7))).toBe(7);
  });

  it('counts the orders waiting for a printer too', () => {
    expect(totalAlerts(counts(2, 1, 3, 2))).toBe(8);
  });

  it('rings when any count rises, not on the first answer and not when counts fall', () => {
    expect(anyCountRose(undefined, counts(5, 0, 0))).toBe(false);
    expect(anyCountRose(counts(1, 1, 1), counts(1, 1, 1))).toBe(false);
    expect(anyCountRose(counts(1, 1, 1), counts(2, 0, 0))).toBe(true);
    expect(anyCountRose(counts(1, 1, 1), counts(0, 2, 0))).toBe(true);
    expect(anyCountRose(counts(1, 1, 1), counts(0, 0, 2))).toBe(true);
    expect(anyCountRose(counts(3, 3, 3), counts(0, 0, 0))).toBe(false);
  });

  it('rings when an order starts waiting for a printer, not when a printer comes back', () => {
    expect(anyCountRose(counts(1, 1, 1, 0), counts(1, 1, 1, 1))).toBe(true);
    expect(anyCountRose(counts(1, 1, 1, 2), counts(1, 1, 1, 0))).toBe(false);
  });
});
