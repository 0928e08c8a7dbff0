import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closedHoursMessage, formatLocalDateTime, formatNextOpen, NO_TIME } from '../src/local-time';
import {
  DEFAULT_ASAP_MINUTES,
  DEFAULT_ASAP_MS,
  emptyWeek,
  instantToZonedLocal,
  isOpenAt,
  nextOpeningAt,
  parseOpeningHoursText,
  type TWeekHours,
  WEEKDAYS,
  zonedLocalToInstant,
} from '../src/opening-hours';
import {
  DAY,
  dstEnd,
  dstStart,
  HOUR,
  MINUTE,
  refIsOpen,
  refNextOpening,
  zurichOffset,
} from './zurich-reference';

function week(text: string): TWeekHours {
  const result = parseOpeningHoursText(text);
  if (!result.ok) throw new Error(result.errors.join(' | '));
  return result.week;
}

const utc = (iso: string) => new Date(iso);
const zurich = (local: string) => zonedLocalToInstant(local, 'Europe/Zurich');

describe('constants', () => {
  it('ASAP is now + 45 minutes by default', () => {
    expect(DEFAULT_ASAP_MINUTES).toBe(45);
    expect(DEFAULT_ASAP_MS).toBe(2_700_000);
  });
});

describe('zonedLocalToInstant / instantToZonedLocal', () => {
  it('uses +01:00 in winter and +02:00 in summer', () => {
    expect(zurich('2026-01-15T12:00').toISOString()).toBe('2026-01-15T11:00:00.000Z');
    expect(zurich('2026-07-01T12:00:30').toISOString()).toBe('2026-07-01T10:00:30.000Z');
    expect(instantToZonedLocal(utc('2026-01-15T11:00:00Z'))).toBe('2026-01-15T12:00:00');
    expect(instantToZonedLocal(utc('2026-07-01T10:00:30.999Z'))).toBe('2026-07-01T12:00:30');
  });

  it('moves a time in the spring gap (2026-03-29 02:00-03:00) forward to 03:00', () => {
    expect(zurich('2026-03-29T01:59:59').toISOString()).toBe('2026-03-29T00:59:59.000Z');
    expect(zurich('2026-03-29T02:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zurich('2026-03-29T02:30').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zurich('2026-03-29T02:59:59').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zurich('2026-03-29T03:00').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zurich('2026-03-29T03:01').toISOString()).toBe('2026-03-29T01:01:00.000Z');
    expect(instantToZonedLocal(utc('2026-03-29T00:59:59Z'))).toBe('2026-03-29T01:59:59');
    expect(instantToZonedLocal(utc('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00');
  });

  it('takes the earlier instant for a time that occurs twice (2026-10-25 02:00-03:00)', () => {
    expect(zurich('2026-10-25T01:59').toISOString()).toBe('2026-10-24T23:59:00.000Z');
    expect(zurich('2026-10-25T02:00').toISOString()).toBe('2026-10-25T00:00:00.000Z');
    expect(zurich('2026-10-25T02:30').toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zurich('2026-10-25T03:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
    // Both passes of 02:30 read the same on the clock.
    expect(instantToZonedLocal(utc('2026-10-25T00:30:00Z'))).toBe('2026-10-25T02:30:00');
    expect(instantToZonedLocal(utc('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00');
  });

  it('works for other zones', () => {
    expect(zonedLocalToInstant('2026-03-08T02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(zonedLocalToInstant('2026-11-01T01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    expect(zonedLocalToInstant('2026-06-01T12:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-01T06:30:00.000Z',
    );
    expect(zonedLocalToInstant('2026-06-01T12:00', 'UTC').toISOString()).toBe('2026-06-01T12:00:00.000Z');
    expect(instantToZonedLocal(utc('2026-06-01T06:30:00Z'), 'Asia/Kolkata')).toBe('2026-06-01T12:00:00');
  });

  it('refuses text that is not a zone-less local date-time', () => {
    for (const bad of [
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-01-01T24:00',
      '2026-01-01T10:60',
      '2026-01-01 10:00',
      '2026-01-01T10:00Z',
      '2026-01-01T10:00+01:00',
      '2026-01-01T10:00:00.000',
      '2026-01-01',
      '',
    ]) {
      expect(() => zurich(bad), bad).toThrow(RangeError);
    }
    expect(() => zonedLocalToInstant('2026-01-01T10:00', 'Mars/Olympus')).toThrow(RangeError);
    expect(() => instantToZonedLocal(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('gives 19 characters that read back to the same instant, except in the repeated hour (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }), (raw) => {
        const ms = Math.floor(raw / 1000) * 1000;
        const local = instantToZonedLocal(new Date(ms));
        expect(local).toHaveLength(19);
        const back = zurich(local).getTime();
        // The second pass of the autumn hour reads back as the first pass, one hour earlier.
        expect(back === ms || (back === ms - HOUR && zurichOffset(ms) === HOUR)).toBe(true);
        expect(new Date(ms + zurichOffset(ms)).toISOString().slice(0, 19)).toBe(local);
      }),
      { numRuns: 2000 },
    );
  });

  it('matches the hard-coded Zurich rule for every wall time near the 2025-2027 changes (property)', () => {
    const changes = [2025, 2026, 2027].flatMap((y) => [dstStart(y), dstEnd(y)]);
    fc.assert(
      fc.property(fc.constantFrom(...changes), fc.integer({ min: -180, max: 180 }), (change, minutes) => {
        const wall = change + HOUR + minutes * MINUTE; // the change happens at 02:00 or 03:00 local
        const local = new Date(wall).toISOString().slice(0, 16);
        const summer = wall - 2 * HOUR;
        const winter = wall - HOUR;
        const expected =
          zurichOffset(summer) === 2 * HOUR ? summer : zurichOffset(winter) === HOUR ? winter : change; // in the gap: the jump itself
        expect(zurich(local).getTime()).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('isOpenAt', () => {
  const regular = week('Tue: 11:00-14:00, 17:00-22:00\nFri: 18:00-02:00\nSun: 22:00-01:00');

  it('opens at the opening minute and closes at the closing minute', () => {
    expect(isOpenAt(regular, zurich('2026-06-16T10:59:59'))).toBe(false);
    expect(isOpenAt(regular, zurich('2026-06-16T11:00'))).toBe(true);
    expect(isOpenAt(regular, zurich('2026-06-16T13:59:59'))).toBe(true);
    expect(isOpenAt(regular, zurich('2026-06-16T14:00'))).toBe(false);
    expect(isOpenAt(regular, zurich('2026-06-16T17:30'))).toBe(true);
    expect(isOpenAt(regular, zurich('2026-06-17T12:00'))).toBe(false); // Wednesday is closed
  });

  it('evaluates in the given zone, not the machine zone', () => {
    // 09:30Z is 11:30 in Zurich (open) but 09:30 in UTC and 05:30 in New York (closed).
    expect(isOpenAt(regular, utc('2026-06-16T09:30:00Z'))).toBe(true);
    expect(isOpenAt(regular, utc('2026-06-16T09:30:00Z'), 'UTC')).toBe(false);
    expect(isOpenAt(regular, utc('2026-06-16T15:30:00Z'), 'America/New_York')).toBe(true);
  });

  it('keeps a Friday 18:00-02:00 range open into Saturday', () => {
    expect(isOpenAt(regular, zurich('2026-06-19T17:59'))).toBe(false);
    expect(isOpenAt(regular, zurich('2026-06-19T23:59:59'))).toBe(true);
    expect(isOpenAt(regular, zurich('2026-06-20T00:00'))).toBe(true);
    expect(isOpenAt(regular, zurich('2026-06-20T01:30'))).toBe(true);
    expect(isOpenAt(regular, zurich('2026-06-20T02:00'))).toBe(false);
    expect(isOpenAt(regular, zurich('2026-06-20T18:30'))).toBe(false); // Saturday has no range of its own
    // The morning after the range is only "Friday night": Friday 01:30 itself is closed.
    expect(isOpenAt(regular, zurich('2026-06-19T01:30'))).toBe(false);
  });

  it('wraps a Sunday range past midnight into Monday', () => {
    expect(isOpenAt(regular, zurich('2026-06-22T00:30'))).toBe(true);
    expect(isOpenAt(regular, zurich('2026-06-22T01:00'))).toBe(false);
  });

  it("treats '-00:00' as until midnight and '00:00-00:00' as the whole day", () => {
    const hours = week('Mon: 17:00-00:00\nWed: 00:00-00:00');
    expect(isOpenAt(hours, zurich('2026-06-15T23:59:59'))).toBe(true);
    expect(isOpenAt(hours, zurich('2026-06-16T00:00'))).toBe(false);
    expect(isOpenAt(hours, zurich('2026-06-17T00:00'))).toBe(true);
    expect(isOpenAt(hours, zurich('2026-06-17T23:59:59'))).toBe(true);
    expect(isOpenAt(hours, zurich('2026-06-18T00:00'))).toBe(false);
  });

  it('is never open for an empty week', () => {
    expect(isOpenAt(emptyWeek(), utc('2026-06-16T12:00:00Z'))).toBe(false);
  });

  it('refuses an invalid date', () => {
    expect(() => isOpenAt(regular, new Date(Number.NaN))).toThrow(RangeError);
  });

  describe('spring change, Sunday 2026-03-29 (02:00 -> 03:00)', () => {
    it('keeps ordinary hours on local time either side of the change', () => {
      const lunch = week('Sat: 11:00-14:00\nSun: 11:00-14:00');
      expect(isOpenAt(lunch, utc('2026-03-28T10:00:00Z'))).toBe(true); // Sat 11:00 CET
      expect(isOpenAt(lunch, utc('2026-03-28T09:59:59Z'))).toBe(false);
      expect(isOpenAt(lunch, utc('2026-03-29T09:00:00Z'))).toBe(true); // Sun 11:00 CEST
      expect(isOpenAt(lunch, utc('2026-03-29T08:59:59Z'))).toBe(false);
      expect(isOpenAt(lunch, utc('2026-03-29T11:59:59Z'))).toBe(true);
      expect(isOpenAt(lunch, utc('2026-03-29T12:00:00Z'))).toBe(false);
    });

    it('runs 01:00-04:00 for two real hours', () => {
      const night = week('Sun: 01:00-04:00');
      expect(isOpenAt(night, utc('2026-03-28T23:59:59Z'))).toBe(false);
      expect(isOpenAt(night, utc('2026-03-29T00:00:00Z'))).toBe(true); // 01:00 CET
      expect(isOpenAt(night, utc('2026-03-29T00:59:59Z'))).toBe(true); // 01:59:59 CET
      expect(isOpenAt(night, utc('2026-03-29T01:00:00Z'))).toBe(true); // 03:00 CEST
      expect(isOpenAt(night, utc('2026-03-29T01:59:59Z'))).toBe(true);
      expect(isOpenAt(night, utc('2026-03-29T02:00:00Z'))).toBe(false); // 04:00 CEST
    });

    it('opens a 02:30 range at 03:00 and skips a range lying inside the gap', () => {
      const hours = week('Sun: 02:30-04:00');
      expect(isOpenAt(hours, utc('2026-03-29T00:59:59Z'))).toBe(false);
      expect(isOpenAt(hours, utc('2026-03-29T01:00:00Z'))).toBe(true);
      const inGap = week('Sun: 02:00-02:45');
      for (let ms = Date.UTC(2026, 2, 28, 22); ms < Date.UTC(2026, 2, 29, 4); ms += MINUTE) {
        expect(isOpenAt(inGap, new Date(ms))).toBe(false);
      }
      expect(isOpenAt(inGap, zurich('2026-04-05T02:15'))).toBe(true); // it exists a week later
    });

    it('keeps an overnight Saturday range until 02:00, which is 03:00 after the jump', () => {
      const hours = week('Sat: 22:00-02:30');
      expect(isOpenAt(hours, utc('2026-03-28T21:00:00Z'))).toBe(true); // 22:00 CET
      expect(isOpenAt(hours, utc('2026-03-29T00:59:59Z'))).toBe(true); // 01:59:59 CET
      expect(isOpenAt(hours, utc('2026-03-29T01:00:00Z'))).toBe(false); // 03:00 CEST, past 02:30
    });
  });

  describe('autumn change, Sunday 2026-10-25 (03:00 -> 02:00)', () => {
    it('keeps ordinary hours on local time either side of the change', () => {
      const lunch = week('Sat: 11:00-14:00\nSun: 11:00-14:00');
      expect(isOpenAt(lunch, utc('2026-10-24T09:00:00Z'))).toBe(true); // Sat 11:00 CEST
      expect(isOpenAt(lunch, utc('2026-10-24T08:59:59Z'))).toBe(false);
      expect(isOpenAt(lunch, utc('2026-10-25T10:00:00Z'))).toBe(true); // Sun 11:00 CET
      expect(isOpenAt(lunch, utc('2026-10-25T09:59:59Z'))).toBe(false);
      expect(isOpenAt(lunch, utc('2026-10-25T12:59:59Z'))).toBe(true);
      expect(isOpenAt(lunch, utc('2026-10-25T13:00:00Z'))).toBe(false);
    });

    it('runs an overnight Saturday 22:00-03:00 range for six real hours', () => {
      const hours = week('Sat: 22:00-03:00');
      expect(isOpenAt(hours, utc('2026-10-24T19:59:59Z'))).toBe(false);
      expect(isOpenAt(hours, utc('2026-10-24T20:00:00Z'))).toBe(true); // 22:00 CEST
      expect(isOpenAt(hours, utc('2026-10-25T00:30:00Z'))).toBe(true); // first 02:30
      expect(isOpenAt(hours, utc('2026-10-25T01:30:00Z'))).toBe(true); // second 02:30
      expect(isOpenAt(hours, utc('2026-10-25T01:59:59Z'))).toBe(true);
      expect(isOpenAt(hours, utc('2026-10-25T02:00:00Z'))).toBe(false); // 03:00 CET
    });

    it('closes a range ending inside the repeated hour at its first pass', () => {
      const hours = week('Sun: 01:00-02:30');
      expect(isOpenAt(hours, utc('2026-10-24T23:00:00Z'))).toBe(true); // 01:00 CEST
      expect(isOpenAt(hours, utc('2026-10-25T00:29:59Z'))).toBe(true);
      expect(isOpenAt(hours, utc('2026-10-25T00:30:00Z'))).toBe(false); // first 02:30
      expect(isOpenAt(hours, utc('2026-10-25T01:15:00Z'))).toBe(false); // second 02:15: the range is over
    });

    it('opens a range starting inside the repeated hour at its first pass and stays open', () => {
      const hours = week('Sun: 02:30-05:00');
      expect(isOpenAt(hours, utc('2026-10-25T00:29:59Z'))).toBe(false);
      expect(isOpenAt(hours, utc('2026-10-25T00:30:00Z'))).toBe(true); // first 02:30
      expect(isOpenAt(hours, utc('2026-10-25T01:00:00Z'))).toBe(true); // second 02:00
      expect(isOpenAt(hours, utc('2026-10-25T03:59:59Z'))).toBe(true);
      expect(isOpenAt(hours, utc('2026-10-25T04:00:00Z'))).toBe(false); // 05:00 CET
    });
  });
});

describe('nextOpeningAt', () => {
  const hours = week('Tue: 11:00-14:00, 17:00-22:00\nFri: 18:00-02:00');

  it('returns null for a week without openings', () => {
    expect(nextOpeningAt(emptyWeek(), utc('2026-06-16T12:00:00Z'))).toBeNull();
    expect(nextOpeningAt(week('Mon: (closed)'), utc('2026-06-16T12:00:00Z'))).toBeNull();
  });

  it('returns the instant itself when open', () => {
    const at = zurich('2026-06-16T12:34:56');
    expect(nextOpeningAt(hours, at)?.getTime()).toBe(at.getTime());
  });

  it('returns the next opening, the same day or days later', () => {
    expect(nextOpeningAt(hours, zurich('2026-06-16T14:00'))).toEqual(zurich('2026-06-16T17:00'));
    expect(nextOpeningAt(hours, zurich('2026-06-16T08:00'))).toEqual(zurich('2026-06-16T11:00'));
    expect(nextOpeningAt(hours, zurich('2026-06-16T22:00'))).toEqual(zurich('2026-06-19T18:00'));
    // Saturday 02:00, just after the Friday night range: next is Tuesday.
    expect(nextOpeningAt(hours, zurich('2026-06-20T02:00'))).toEqual(zurich('2026-06-23T11:00'));
    // Just closed on Tuesday night: the Friday night range comes next.
    expect(nextOpeningAt(hours, zurich('2026-06-23T22:00:00'))).toEqual(zurich('2026-06-26T18:00'));
  });

  it('opens a 02:30 range on the spring change day at 03:00', () => {
    const night = week('Sun: 02:30-04:00');
    expect(nextOpeningAt(night, zurich('2026-03-29T01:00'))?.toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('skips a range lying inside the spring gap to the next week', () => {
    const inGap = week('Sun: 02:00-02:45');
    expect(nextOpeningAt(inGap, zurich('2026-03-29T01:00'))?.toISOString()).toBe('2026-04-05T00:00:00.000Z');
  });

  it('uses the first pass of a repeated autumn time', () => {
    const night = week('Sun: 02:15-02:45');
    expect(nextOpeningAt(night, utc('2026-10-24T22:00:00Z'))?.toISOString()).toBe('2026-10-25T00:15:00.000Z');
    // After the first pass the next one is a week later (02:15 CET on 1 November).
    expect(nextOpeningAt(night, utc('2026-10-25T00:45:00Z'))?.toISOString()).toBe('2026-11-01T01:15:00.000Z');
  });
});

describe('agreement with the brute-force Zurich reference (properties)', () => {
  const minuteOfDay = fc.oneof(
    fc.integer({ min: 0, max: 1439 }),
    fc.integer({ min: 60, max: 240 }), // around the changes at 02:00 and 03:00
    fc.constantFrom(0, 120, 150, 180, 660, 840, 1020, 1320),
  );
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const rangeArb = fc
    .tuple(minuteOfDay, minuteOfDay)
    .filter(([open, close]) => open !== close || open === 0)
    .map(([open, close]) => ({ open: hhmm(open), close: hhmm(close) }));
  const weekArb = fc
    .tuple(...WEEKDAYS.map(() => fc.array(rangeArb, { maxLength: 3 })))
    .map((days) => Object.fromEntries(days.map((ranges, i) => [i + 1, ranges])) as unknown as TWeekHours);

  const changes = [2025, 2026, 2027].flatMap((y) => [dstStart(y), dstEnd(y)]);
  const instantArb = fc.oneof(
    fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 0, 1) }),
    fc
      .tuple(
        fc.constantFrom(...changes),
        fc.integer({ min: -36 * 60, max: 36 * 60 }),
        fc.integer({ min: 0, max: 59_999 }),
      )
      .map(([change, minutes, extra]) => change + minutes * MINUTE + (extra < 30_000 ? 0 : extra)),
  );

  it('isOpenAt agrees at random instants across 2025-2027 and around every change', () => {
    fc.assert(
      fc.property(weekArb, instantArb, (w, ms) => {
        expect(isOpenAt(w, new Date(ms))).toBe(refIsOpen(w, ms));
      }),
      { numRuns: 1500 },
    );
  });

  it('isOpenAt agrees at every minute of both 2026 change days', () => {
    const hoursArb = weekArb.filter((w) => w[6].length + w[7].length > 0);
    fc.assert(
      fc.property(hoursArb, fc.constantFrom(dstStart(2026), dstEnd(2026)), (w, change) => {
        for (let ms = change - 4 * HOUR; ms < change + 4 * HOUR; ms += 5 * MINUTE) {
          if (isOpenAt(w, new Date(ms)) !== refIsOpen(w, ms)) {
            expect({ at: new Date(ms).toISOString(), open: isOpenAt(w, new Date(ms)) }).toEqual({
              at: new Date(ms).toISOString(),
              open: refIsOpen(w, ms),
            });
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('nextOpeningAt is the reference next opening: open there, closed the minute before', () => {
    fc.assert(
      fc.property(weekArb, instantArb, (w, raw) => {
        const ms = Math.floor(raw / MINUTE) * MINUTE;
        const next = nextOpeningAt(w, new Date(ms));
        expect(next?.getTime() ?? null).toBe(refNextOpening(w, ms));
        if (next === null) return;
        expect(isOpenAt(w, next)).toBe(true);
        if (next.getTime() !== ms) {
          expect(next.getTime()).toBeGreaterThan(ms);
          expect(isOpenAt(w, new Date(ms))).toBe(false);
          expect(isOpenAt(w, new Date(next.getTime() - MINUTE))).toBe(false);
          expect(isOpenAt(w, new Date(next.getTime() - 1))).toBe(false);
          expect(next.getTime() - ms).toBeLessThanOrEqual(15 * DAY);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('nextOpeningAt leaves no open minute between the instant and the opening', () => {
    const sparse = weekArb.filter((w) => WEEKDAYS.some((d) => w[d].length > 0));
    fc.assert(
      fc.property(sparse, instantArb, (w, raw) => {
        const ms = Math.floor(raw / MINUTE) * MINUTE;
        const next = nextOpeningAt(w, new Date(ms));
        if (next === null || next.getTime() === ms) return;
        const limit = Math.min(next.getTime(), ms + 2 * DAY);
        for (let t = ms; t < limit; t += 15 * MINUTE) expect(refIsOpen(w, t)).toBe(false);
      }),
      { numRuns: 150 },
    );
  });
});

describe("'Next open: …'", () => {
  it('names the instant on the restaurant clock, in winter and in summer time', () => {
    expect(formatNextOpen('2030-11-26T10:00:00Z')).toBe('Tue, 26.11.2030, 11:00');
    expect(formatNextOpen(new Date('2030-07-02T09:30:00Z'))).toBe('Tue, 02.07.2030, 11:30');
  });

  it('follows the reason only when the next opening is known', () => {
    expect(closedHoursMessage('We’re closed at that time.', '2030-11-26T10:00:00Z')).toBe(
      'We’re closed at that time. Next open: Tue, 26.11.2030, 11:00',
    );
    expect(closedHoursMessage('Online ordering is not available yet.', null)).toBe(
      'Online ordering is not available yet.',
    );
  });
});

describe('restaurant-local date and time', () => {
  it('is de-CH on the Zurich clock, cut to minutes, in winter and summer', () => {
    expect(formatLocalDateTime('2026-11-24T17:05:59Z')).toBe('24.11.2026, 18:05');
    expect(formatLocalDateTime(new Date('2026-07-01T17:05:00Z'))).toBe('01.07.2026, 19:05');
  });

  it('says a dash (or the given fallback) for what it cannot read', () => {
    expect(formatLocalDateTime(null)).toBe(NO_TIME);
    expect(formatLocalDateTime('not a date')).toBe(NO_TIME);
    expect(formatLocalDateTime(undefined, { fallback: '' })).toBe('');
  });
});
