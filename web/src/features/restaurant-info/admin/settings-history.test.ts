import { describe, expect, it } from 'vitest';
import { settingsChangeText, settingsChangeTime } from './settings-history';

describe('the settings history', () => {
  it('says what a save changed: days added, changed and removed, and the limits', () => {
    const text = settingsChangeText({
      at: '2030-11-24T22:05:00.000Z',
      by: 'anna',
      specialDays: {
        before: [
          { date: '2030-11-20', closed: true, ranges: [] },
          { date: '2030-12-24', closed: false, ranges: [{ open: '17:00', close: '21:00' }] },
          { date: '2031-01-02', closed: true, ranges: [] },
        ],
        after: [
          { date: '2030-12-24', closed: false, ranges: [{ open: '16:00', close: '21:00' }] },
          { date: '2030-12-25', closed: true, ranges: [], note: 'Christmas' },
          { date: '2030-12-26', closed: true, ranges: [], note: 'Christmas' },
        ],
      },
      slotCapacity: { before: { DELIVERY: null, TAKEAWAY: 6 }, after: { DELIVERY: null, TAKEAWAY: 8 } },
    });
    // 20.11. was over when the save dropped it: not news.
    expect(text).toBe(
      'closed 25.12.–26.12. (Christmas) added; special hours 24.12. 16:00–21:00 changed; closed 02.01. removed; takeaway limit 6 → 8',
    );
  });

  it('names a limit that was or became none', () => {
    const text = settingsChangeText({
      at: '2030-11-24T22:05:00.000Z',
      by: 'anna',
      slotCapacity: { before: { DELIVERY: 4, TAKEAWAY: null }, after: { DELIVERY: null, TAKEAWAY: 3 } },
    });
    expect(text).toBe('delivery limit 4 → no limit; takeaway limit no limit → 3');
  });

  it('dates a change on the restaurant’s clock', () => {
    expect(settingsChangeTime('2030-11-24T22:05:00.000Z')).toBe('24.11. 23:05');
  });
});
