import type { TReservationHistoryEntry } from '@app/shared/reservation-history';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { changeNoteText, historyWhat, historyWhen, historyWho } from './reservation-history';

function entry(over: Partial<TReservationHistoryEntry>): TReservationHistoryEntry {
  return {
    at: '2026-12-03T17:05:00.000Z',
    by: 'chef',
    field: 'status',
    from: 'REQUESTED',
    to: 'CONFIRMED',
    note: null,
    ...over,
  };
}

async function inLanguage(language: 'de' | 'fr', check: () => void) {
  await changeLanguage(language, { remember: false });
  try {
    check();
  } finally {
    await changeLanguage('en', { remember: false });
  }
}

describe('a booking’s history in words', () => {
  it('names the guest, an online booking, the system and staff by username', async () => {
    expect(historyWho('guest')).toBe('Guest');
    expect(historyWho('customer')).toBe('Guest (online)');
    expect(historyWho('system')).toBe('System');
    expect(historyWho('chef')).toBe('chef');
    await inLanguage('de', () => expect(historyWho('guest')).toBe('Gast'));
    await inLanguage('fr', () => expect(historyWho('guest')).toBe('Client'));
  });

  it('says what happened with the status words of the reservations list', () => {
    expect(historyWhat(entry({ from: null, to: 'REQUESTED', by: 'customer' }))).toBe('Booked: Requested');
    expect(historyWhat(entry({}))).toBe('Requested → Confirmed');
    expect(historyWhat(entry({ from: 'CONFIRMED', to: 'REJECTED', note: 'Full' }))).toBe(
      'Confirmed → Rejected · Full',
    );
    expect(historyWhat(entry({ field: 'arrival', from: 'NOT_ARRIVED', to: 'ARRIVED' }))).toBe('Arrived');
    expect(historyWhat(entry({ field: 'arrival', from: 'ARRIVED', to: 'NOT_ARRIVED' }))).toBe(
      'Arrival taken back',
    );
    expect(historyWhat(entry({ from: 'CONFIRMED', to: 'DELETED' }))).toBe('Confirmed → Deleted');
    expect(
      historyWhat(
        entry({ by: 'guest', from: 'CONFIRMED', to: 'CONFIRMED', note: '19:00 → 19:30, 4 → 5 people' }),
      ),
    ).toBe('Changed: 19:00 → 19:30, 4 → 5 people · Confirmed');
  });

  it('writes a guest’s change in the staff’s language and Swiss dates', async () => {
    expect(changeNoteText('2026-12-03 19:00 → 2026-12-04 19:30')).toBe(
      '03.12.2026, 19:00 → 04.12.2026, 19:30',
    );
    await inLanguage('de', () => {
      expect(changeNoteText('19:00 → 19:30, 4 → 5 people')).toBe('19:00 → 19:30, 4 → 5 Personen');
      expect(
        historyWhat(entry({ by: 'guest', from: 'CONFIRMED', to: 'REQUESTED', note: '2 → 3 people' })),
      ).toBe('Geändert: 2 → 3 Personen · Bestätigt → Angefragt');
    });
    await inLanguage('fr', () => {
      expect(changeNoteText('2026-12-03 19:00 → 2026-12-04 19:30, 4 → 5 people')).toBe(
        '03.12.2026 19:00 → 04.12.2026 19:30, 4 → 5 personnes',
      );
    });
  });

  it('dates each line on the restaurant’s clock', () => {
    expect(historyWhen(entry({}))).toMatch(/03\.12\.2026,? 18:05/);
  });
});
