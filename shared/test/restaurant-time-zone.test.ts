import { afterEach, describe, expect, it } from 'vitest';
import { formatLocalDateTime } from '../src/local-time';
import { isOpenAt, parseOpeningHoursText } from '../src/opening-hours';
import { timeZoneChoices } from '../src/restaurant-texts';
import {
  DEFAULT_TIME_ZONE,
  instantToZonedLocal,
  isTimeZone,
  restaurantTimeZone,
  setRestaurantTimeZone,
  zonedLocalToInstant,
} from '../src/zoned-time';

afterEach(() => setRestaurantTimeZone(DEFAULT_TIME_ZONE));

describe("the restaurant's time zone as data", () => {
  it('is the spec’s Europe/Zurich until the restaurant’s own is known', () => {
    expect(restaurantTimeZone()).toBe('Europe/Zurich');
    expect(instantToZonedLocal(new Date('2026-12-02T08:30:00Z'))).toBe('2026-12-02T09:30:00');
  });

  it('once set, is the clock of every helper called without a zone of its own', () => {
    setRestaurantTimeZone('America/New_York');
    const instant = new Date('2026-12-02T14:30:00Z');
    expect(instantToZonedLocal(instant)).toBe('2026-12-02T09:30:00');
    expect(zonedLocalToInstant('2026-12-02T09:30').toISOString()).toBe('2026-12-02T14:30:00.000Z');
    expect(formatLocalDateTime(instant)).toBe('02.12.2026, 09:30');
    const parsed = parseOpeningHoursText('Wed: 09:00-10:00');
    if (!parsed.ok) throw new Error('unreadable hours');
    expect(isOpenAt(parsed.week, instant)).toBe(true);
    expect(isOpenAt(parsed.week, new Date('2026-12-02T08:30:00Z'))).toBe(false);
  });

  it('ignores a zone this engine does not know (the clock keeps working)', () => {
    setRestaurantTimeZone('Mars/Olympus');
    setRestaurantTimeZone(undefined);
    expect(restaurantTimeZone()).toBe('Europe/Zurich');
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
  });

  it('offers the known zones, Europe first, always with the saved one', () => {
    const zones = timeZoneChoices('Asia/Tokyo');
    expect(zones[0]?.startsWith('Europe/')).toBe(true);
    expect(zones).toContain('Europe/Zurich');
    expect(zones).toContain('Asia/Tokyo');
    expect(new Set(zones).size).toBe(zones.length);
  });
});
