import { describe, expect, it } from 'vitest';
import {
  ASAP_TIMING,
  CART_TIMING_STORAGE_KEY,
  parseStoredTiming,
  serializeTiming,
  toScheduledAt,
} from './cart-timing';

describe('cart timing preference', () => {
  it('has its own storage key', () => {
    expect(CART_TIMING_STORAGE_KEY).toBe('ak_cart_timing_v1');
  });

  it('is ASAP when absent, unreadable, asap true, or without a usable scheduledAt', () => {
    const asapOnly = [
      null,
      '',
      'nope',
      '42',
      'null',
      '{"asap":true}',
      '{"asap":true,"scheduledAt":"2030-05-01T18:30:00"}',
      '{"asap":false}',
      '{"asap":false,"scheduledAt":null}',
      '{"asap":false,"scheduledAt":"tomorrow"}',
      '{"asap":false,"scheduledAt":"2030-02-30T18:30:00"}',
      '{"asap":false,"scheduledAt":1893456000000}',
    ];
    for (const raw of asapOnly) expect(parseStoredTiming(raw), String(raw)).toEqual({ asap: true });
    expect(ASAP_TIMING).toEqual({ asap: true });
  });

  it('reads a scheduled time as asap false with a 19-character local date-time', () => {
    expect(parseStoredTiming('{"asap":false,"scheduledAt":"2030-05-01T18:30:00"}')).toEqual({
      asap: false,
      scheduledAt: '2030-05-01T18:30:00',
    });
    expect(parseStoredTiming('{"scheduledAt":"2030-05-01T18:30"}')).toEqual({
      asap: false,
      scheduledAt: '2030-05-01T18:30:00',
    });
  });

  it('writes ASAP alone, or asap false with scheduledAt', () => {
    expect(JSON.parse(serializeTiming({ asap: true }))).toEqual({ asap: true });
    const scheduled = { asap: false, scheduledAt: '2030-05-01T18:30:00' } as const;
    expect(JSON.parse(serializeTiming(scheduled))).toEqual(scheduled);
    expect(parseStoredTiming(serializeTiming(scheduled))).toEqual(scheduled);
  });
});

describe('toScheduledAt', () => {
  it('keeps local wall time, adding seconds to a datetime-local value', () => {
    expect(toScheduledAt('2030-05-01T18:30')).toBe('2030-05-01T18:30:00');
    expect(toScheduledAt(' 2030-05-01T18:30:15 ')).toBe('2030-05-01T18:30:15');
  });

  it('shows an instant with a zone on the restaurant clock, without zone or fractions', () => {
    // 16:30 UTC is 18:30 in Zurich in summer, 17:30 in winter.
    expect(toScheduledAt('2030-05-01T16:30:00.000Z')).toBe('2030-05-01T18:30:00');
    expect(toScheduledAt('2030-12-01T16:30:00Z')).toBe('2030-12-01T17:30:00');
    expect(toScheduledAt('2030-05-01T18:30:00+02:00')).toBe('2030-05-01T18:30:00');
    expect(toScheduledAt('2030-05-01T18:30:00+02:00')).toHaveLength(19);
  });

  it('refuses text that is not a real date-time', () => {
    for (const text of ['', 'soon', '2030-13-01T10:00', '2030-04-31T10:00', '2030-05-01 18:30', '18:30']) {
      expect(toScheduledAt(text), text).toBeNull();
    }
  });
});
