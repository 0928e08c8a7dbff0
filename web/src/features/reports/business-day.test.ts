import { MAX_REPORT_DAYS } from '@app/shared/reports';
import { describe, expect, it } from 'vitest';
import { businessToday, daysInRange, lastDays, readDay, readRange, shiftDay } from './business-day';

describe('business days', () => {
  it("is yesterday's date before 05:00 in Zurich and today's from 05:00 (winter time)", () => {
    // 04:59 and 05:00 local on 25.11.2026 (UTC+1).
    expect(businessToday(new Date('2026-11-25T03:59:00Z'))).toBe('2026-11-24');
    expect(businessToday(new Date('2026-11-25T04:00:00Z'))).toBe('2026-11-25');
    // Late evening: still the same day.
    expect(businessToday(new Date('2026-11-25T22:30:00Z'))).toBe('2026-11-25');
  });

  it('follows summer time (UTC+2)', () => {
    expect(businessToday(new Date('2026-07-10T02:59:00Z'))).toBe('2026-07-09');
    expect(businessToday(new Date('2026-07-10T03:00:00Z'))).toBe('2026-07-10');
  });

  it('crosses month and year ends', () => {
    expect(businessToday(new Date('2027-01-01T01:00:00Z'))).toBe('2026-12-31');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('opens the reports on the last 30 days and keeps a sound range from the URL', () => {
    const today = '2026-11-25';
    expect(readRange(new URLSearchParams(), today)).toEqual({ from: '2026-10-27', to: today });
    expect(daysInRange('2026-10-27', today)).toBe(30);
    expect(readRange(new URLSearchParams('from=2026-11-01&to=2026-11-07'), today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    // The wrong way round: swapped.
    expect(readRange(new URLSearchParams('from=2026-11-07&to=2026-11-01'), today)).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    // Not a real day: the default.
    expect(readRange(new URLSearchParams('from=2026-02-30&to=2026-03-01'), today)).toEqual(
      lastDays(30, today),
    );
    // Longer than the server reads: cut at its start.
    const long = readRange(new URLSearchParams('from=2020-01-01&to=2026-11-25'), today);
    expect(long.to).toBe('2026-11-25');
    expect(daysInRange(long.from, long.to)).toBe(MAX_REPORT_DAYS);
  });

  it("reads the close-out's day from the URL, else today", () => {
    expect(readDay(new URLSearchParams('date=2026-11-20'), '2026-11-25')).toBe('2026-11-20');
    expect(readDay(new URLSearchParams('date=yesterday'), '2026-11-25')).toBe('2026-11-25');
    expect(readDay(new URLSearchParams(), '2026-11-25')).toBe('2026-11-25');
  });
});
