import { describe, expect, it } from 'vitest';
import { nextServiceStartAt, parseOpeningHoursText } from '../src/opening-hours';
import {
  asapLeadMinutes,
  effectiveServiceStatus,
  isPausedForAll,
  pausedUntilFor,
  type TServiceStatus,
} from '../src/service-status';

const now = new Date('2026-11-27T18:00:00Z'); // Friday 19:00 in Zurich
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
const week = (text: string) => {
  const parsed = parseOpeningHoursText(text);
  if (!parsed.ok) throw new Error(parsed.errors.join());
  return parsed.week;
};

describe('service status', () => {
  it('a pause and busy mode read as none once they have ended', () => {
    const state = {
      pausedUntil: later(-1),
      pausedOrderTypes: ['TAKEAWAY' as const],
      extraMinutes: 15,
      extraUntil: later(-1),
    };
    expect(effectiveServiceStatus(state, now)).toEqual({
      pausedUntil: null,
      pausedOrderTypes: [],
      extraMinutes: 0,
      extraUntil: null,
    });
    expect(asapLeadMinutes(state, now, 45)).toBe(45);
    expect(asapLeadMinutes({ ...state, extraUntil: later(30) }, now, 45)).toBe(60);
    expect(asapLeadMinutes({ ...state, extraUntil: later(30) }, now, 60)).toBe(75);
  });

  it('pauses only the chosen order types; without a type only when every type is paused', () => {
    const state = {
      pausedUntil: later(30),
      pausedOrderTypes: ['DELIVERY' as const],
      extraMinutes: 0,
      extraUntil: null,
    };
    expect(pausedUntilFor(state, 'DELIVERY', now)?.toISOString()).toBe(later(30));
    expect(pausedUntilFor(state, 'TAKEAWAY', now)).toBeNull();
    expect(pausedUntilFor(state, undefined, now)).toBeNull();
    const both = { ...state, pausedOrderTypes: ['DELIVERY' as const, 'TAKEAWAY' as const] };
    expect(pausedUntilFor(both, undefined, now)?.toISOString()).toBe(later(30));
  });

  it('"until the next opening": after the current service, or the next one when closed', () => {
    const hours = week('Fri: 11:00-14:00, 17:00-22:00\nSat: 17:00-22:00');
    // Friday 19:00: open until 22:00; the next service starts Saturday 17:00 (16:00Z).
    expect(nextServiceStartAt(hours, now)?.toISOString()).toBe('2026-11-28T16:00:00.000Z');
    // Friday 15:00: closed; the next opening is 17:00 the same day.
    expect(nextServiceStartAt(hours, new Date('2026-11-27T14:00:00Z'))?.toISOString()).toBe(
      '2026-11-27T16:00:00.000Z',
    );
    expect(
      nextServiceStartAt(
        week(
          'Mon: 00:00-00:00\nTue: 00:00-00:00\nWed: 00:00-00:00\nThu: 00:00-00:00\nFri: 00:00-00:00\nSat: 00:00-00:00\nSun: 00:00-00:00',
        ),
        now,
      ),
    ).toBeNull();
  });
});

describe('isPausedForAll', () => {
  const open: TServiceStatus = { pausedUntil: null, pausedOrderTypes: [], extraMinutes: 0, extraUntil: null };
  it('is true while staff pause both order types, or while the automatic pause is on', () => {
    expect(
      isPausedForAll({ ...open, pausedUntil: later(30), pausedOrderTypes: ['DELIVERY', 'TAKEAWAY'] }, now),
    ).toBe(true);
    expect(isPausedForAll({ ...open, autoPaused: true }, now)).toBe(true);
  });
  it('is false with one type paused, a pause that has ended, or no status yet', () => {
    expect(isPausedForAll({ ...open, pausedUntil: later(30), pausedOrderTypes: ['DELIVERY'] }, now)).toBe(
      false,
    );
    expect(
      isPausedForAll({ ...open, pausedUntil: later(-1), pausedOrderTypes: ['DELIVERY', 'TAKEAWAY'] }, now),
    ).toBe(false);
    expect(isPausedForAll(open, now)).toBe(false);
    expect(isPausedForAll(undefined, now)).toBe(false);
  });
});
