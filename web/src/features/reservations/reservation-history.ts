import type { TReservationStatus } from '@app/shared/enums';
import { LOCALE_OF } from '@app/shared/languages';
import type { TReservationHistoryEntry } from '@app/shared/reservation-history';
import { GUEST_ACTOR } from '@app/shared/reservation-history';
import type { TAdminKey } from '@/i18n/catalogs';
import { currentLanguage, tAdmin } from '@/i18n/i18n';
import { formatOrderDateTime } from '@/lib/format-order-time';

/**
 * A booking's history in the staff's language, pure: who ('Guest' for the guest's private link), what (the
 * status words the reservations list uses, arrivals, the guest's change), when.
 */

const STATUS_KEYS: Record<TReservationStatus, TAdminKey> = {
  REQUESTED: 'reservations.status.REQUESTED',
  CONFIRMED: 'reservations.status.CONFIRMED',
  REJECTED: 'reservations.status.REJECTED',
  CANCELLED: 'reservations.status.CANCELLED',
  NO_SHOW: 'reservations.status.NO_SHOW',
};

function statusText(status: string): string {
  if (status === 'DELETED') return tAdmin('history.deleted');
  const key = STATUS_KEYS[status as TReservationStatus];
  return key ? tAdmin(key) : status;
}

/** 'Guest', 'Guest (online)', 'System', or the staff member's username. */
export function historyWho(by: string): string {
  if (by === GUEST_ACTOR) return tAdmin('history.by.guest');
  if (by === 'customer') return tAdmin('history.by.customer');
  if (by === 'system') return tAdmin('history.by.system');
  return by;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2})$/;
const PEOPLE = /^(\d+) → (\d+) people$/;

/**
 * The server's record of a guest's change ('19:00 → 19:30, 4 → 5 people'; another day as
 * '2026-12-03 19:00 → 2026-12-04 19:30') in the staff's language and date format. A part it does not
 * know stays as written.
 */
export function changeNoteText(note: string): string {
  return note
    .split(', ')
    .map((part) => {
      const people = PEOPLE.exec(part);
      if (people) return tAdmin('history.people', { from: people[1] ?? '', to: people[2] ?? '' });
      return part
        .split(' → ')
        .map((side) => {
          const at = DATE_TIME.exec(side);
          if (!at) return side;
          const [y, m, d] = [at[1], at[2], at[3]].map(Number);
          const [hh, mm] = (at[4] ?? '').split(':').map(Number);
          // Restaurant-local already: formatted as UTC so no zone moves it.
          return new Intl.DateTimeFormat(LOCALE_OF[currentLanguage()], {
            day: '2-digit',
            month: '2-digit',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
            timeZone: 'UTC',
          }).format(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0));
        })
        .join(' → ');
    })
    .join(', ');
}

/** What happened, in words: 'Requested → Confirmed', 'Arrived', 'Changed: 19:00 → 19:30'. */
export function historyWhat(entry: TReservationHistoryEntry): string {
  if (entry.field === 'arrival')
    return entry.to === 'ARRIVED' ? tAdmin('history.arrived') : tAdmin('history.notArrived');
  if (entry.from === null) return tAdmin('history.booked', { status: statusText(entry.to) });
  const status =
    entry.from === entry.to ? statusText(entry.to) : `${statusText(entry.from)} → ${statusText(entry.to)}`;
  if (entry.by === GUEST_ACTOR && entry.note)
    return `${tAdmin('history.changed', { change: changeNoteText(entry.note) })} · ${status}`;
  return entry.note ? `${status} · ${entry.note}` : status;
}

/** When, on the restaurant's clock in the staff's locale ('24.11.2026, 18:05'). */
export function historyWhen(entry: TReservationHistoryEntry): string {
  return formatOrderDateTime(entry.at);
}
