import { NO_DEVICE_SUBSCRIBED } from '@app/shared/unseen';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { autoCancelText, escalationText } from './unseen-lines';

// The steps were taken that day: times without the date.
const NOW = new Date('2026-11-24T12:00:00Z');

describe('an incoming card’s escalation and timeout lines', () => {
  it('lists the steps done in order, on the restaurant’s clock', () => {
    expect(
      escalationText(
        [
          { step: 'EMAIL', at: '2026-11-24T11:05:00Z', ok: true },
          { step: 'PUSH', at: '2026-11-24T11:03:00Z', ok: true },
        ],
        NOW,
      ),
    ).toBe('Reminder pushed 12:03 · emailed 12:05');
  });

  it('says when a step failed, and why', () => {
    expect(
      escalationText(
        [
          { step: 'PUSH', at: '2026-11-24T11:03:00Z', ok: true },
          { step: 'EMAIL', at: '2026-11-24T11:05:00Z', ok: true },
          { step: 'SMS', at: '2026-11-24T11:07:00Z', ok: false, detail: 'no number' },
        ],
        NOW,
      ),
    ).toBe('Reminder pushed 12:03 · emailed 12:05 · SMS failed 12:07 (no number)');
  });

  it('says why a push failed in the admin’s language', async () => {
    const failed = [
      { step: 'PUSH' as const, at: '2026-11-24T11:03:00Z', ok: false, detail: NO_DEVICE_SUBSCRIBED },
    ];
    expect(escalationText(failed, NOW)).toBe('reminder push failed 12:03 (no device subscribed)');
    await changeLanguage('de', { remember: false });
    try {
      expect(escalationText(failed, NOW)).toBe('Erinnerung fehlgeschlagen 12:03 (kein Gerät angemeldet)');
      // A provider's own answer stays as it came.
      expect(escalationText([{ ...failed[0], step: 'SMS', detail: 'HTTP 401' } as never], NOW)).toBe(
        'SMS fehlgeschlagen 12:03 (HTTP 401)',
      );
    } finally {
      await changeLanguage('en', { remember: false });
    }
  });

  it('says nothing without escalations or a timeout', () => {
    expect(escalationText(undefined)).toBeNull();
    expect(escalationText([])).toBeNull();
    expect(autoCancelText(null)).toBeNull();
    expect(autoCancelText(undefined)).toBeNull();
  });

  it('names when the order cancels by itself', () => {
    expect(autoCancelText('2026-11-24T11:15:00Z', NOW)).toBe(
      'Cancels automatically at 12:15 unless confirmed',
    );
  });

  it('dates a step of another day (the orders table lists past orders)', () => {
    expect(escalationText([{ step: 'PUSH', at: '2026-11-20T11:03:00Z', ok: true }], NOW)).toBe(
      'Reminder pushed 20.11.2026, 12:03',
    );
  });
});
