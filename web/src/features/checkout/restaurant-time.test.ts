import { describe, expect, it } from 'vitest';
import { IdempotencyKeys, randomUuid } from '@/lib/idempotency-key';
import { CLOSED_FALLBACK_MESSAGE, closedMessage } from './api/hours-status';
import { pickerDateLabel } from './components/slot-picker';
import { hoursCheckAt } from './restaurant-time';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('hours check time', () => {
  it('lets the server judge an ASAP order placed now (busy mode and full slots are its to know)', () => {
    expect(hoursCheckAt({ asap: true })).toBe('asap');
  });

  it('asks about the chosen time for a scheduled order', () => {
    expect(hoursCheckAt({ asap: false, scheduledAt: '2030-05-01T18:30:00' })).toBe('2030-05-01T18:30:00');
  });
});

describe('closed message', () => {
  it('is null when open', () => {
    expect(closedMessage({ openNow: true, message: 'We’re open.', windowOpensAt: null })).toBeNull();
  });

  it("adds ' Next open: …' on the restaurant's clock when the next opening is known", () => {
    expect(
      closedMessage({
        openNow: false,
        message: 'We’re closed at that time.',
        windowOpensAt: '2030-05-05T10:00:00.000Z',
      }),
    ).toBe('We’re closed at that time. Next open: Sun, 05.05.2030, 12:00');
  });

  it("says 'We’re closed.' when the server gives no message", () => {
    expect(CLOSED_FALLBACK_MESSAGE).toBe('We’re closed.');
    expect(closedMessage({ openNow: false, message: '', windowOpensAt: null })).toBe('We’re closed.');
    expect(
      closedMessage({
        openNow: false,
        message: 'Online ordering is not available yet.',
        windowOpensAt: null,
      }),
    ).toBe('Online ordering is not available yet.');
  });
});

describe('time picker dates', () => {
  it('read as the weekday and the day in the Swiss form', () => {
    expect(pickerDateLabel('2030-12-25', 'en-CH')).toBe('Wed 25.12.');
    expect(pickerDateLabel('2030-12-25', 'de-CH')).toMatch(/^Mi\.? 25\.12\.$/);
  });
});

describe('idempotency keys', () => {
  it('are random UUIDs', () => {
    expect(randomUuid()).toMatch(UUID);
    expect(randomUuid()).not.toBe(randomUuid());
  });

  it('keeps the key while the payload is the same, and starts afresh on change or after reset', () => {
    const keys = new IdempotencyKeys();
    const first = keys.keyFor({ items: [1] });
    expect(first).toMatch(UUID);
    expect(keys.keyFor({ items: [1] })).toBe(first);
    const changed = keys.keyFor({ items: [2] });
    expect(changed).not.toBe(first);
    keys.reset();
    expect(keys.keyFor({ items: [2] })).not.toBe(changed);
  });
});
