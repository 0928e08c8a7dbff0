import { describe, expect, it } from 'vitest';
import { autoCancelAtOf, confirmClockOf, DEFAULT_UNSEEN_SETTINGS } from '../src/unseen';

/**
 * The confirmation clock: when the restaurant's minutes to confirm an order start, and the earliest the
 * timeout may end. Instants in UTC; "opening" is whatever the restaurant's hours say (a function here).
 */
const at = (iso: string) => new Date(iso);
const settings = { ...DEFAULT_UNSEEN_SETTINGS, autoCancelAfterMinutes: 15 };
const alwaysOpen = (instant: Date) => instant;
const opensAt = (opening: string) => (instant: Date) =>
  instant.getTime() < at(opening).getTime() ? at(opening) : instant;

describe('the confirmation clock', () => {
  it('counts an ASAP order from its arrival', () => {
    const clock = confirmClockOf(
      { visibleAt: at('2026-11-28T10:42:00Z'), asap: true, requestedAt: at('2026-11-28T11:27:00Z') },
      { openAt: alwaysOpen, prepMinutes: 45 },
    );
    expect(clock).toEqual({ countsFrom: at('2026-11-28T10:42:00Z'), notBefore: null });
    expect(autoCancelAtOf({ orderType: 'TAKEAWAY', ...clock }, settings)).toEqual(at('2026-11-28T10:57:00Z'));
  });

  it('keeps a pickup for 18:30 placed at 11:42 until 17:45 (its time minus the preparation time)', () => {
    const clock = confirmClockOf(
      { visibleAt: at('2026-11-28T10:42:00Z'), asap: false, requestedAt: at('2026-11-28T17:30:00Z') },
      { openAt: alwaysOpen, prepMinutes: 45 },
    );
    expect(autoCancelAtOf({ orderType: 'TAKEAWAY', ...clock }, settings)).toEqual(at('2026-11-28T16:45:00Z'));
  });

  it('counts an order that came in while closed from the next opening', () => {
    const clock = confirmClockOf(
      { visibleAt: at('2026-11-28T02:00:00Z'), asap: false, requestedAt: at('2026-11-28T10:30:00Z') },
      { openAt: opensAt('2026-11-28T10:00:00Z'), prepMinutes: 45 },
    );
    expect(clock.countsFrom).toEqual(at('2026-11-28T10:00:00Z'));
    // 10:30 − 45 min is before the opening + 15 min: the minutes from the opening count.
    expect(autoCancelAtOf({ orderType: 'DELIVERY', ...clock }, settings)).toEqual(at('2026-11-28T10:15:00Z'));
  });

  it('never cancels when the timeout is off, and takes an order type’s own minutes', () => {
    const clock = { countsFrom: at('2026-11-28T10:00:00Z'), notBefore: null };
    expect(
      autoCancelAtOf({ orderType: 'TAKEAWAY', ...clock }, { ...settings, autoCancelAfterMinutes: null }),
    ).toBe(null);
    expect(
      autoCancelAtOf(
        { orderType: 'DELIVERY', ...clock },
        { ...settings, autoCancelByOrderType: { DELIVERY: 30 } },
      ),
    ).toEqual(at('2026-11-28T10:30:00Z'));
  });

  it('counts from the arrival when no opening is known', () => {
    const clock = confirmClockOf(
      { visibleAt: at('2026-11-28T02:00:00Z'), asap: true, requestedAt: at('2026-11-28T02:45:00Z') },
      { openAt: () => null, prepMinutes: 45 },
    );
    expect(clock.countsFrom).toEqual(at('2026-11-28T02:00:00Z'));
  });
});
