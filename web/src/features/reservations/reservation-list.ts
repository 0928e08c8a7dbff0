import type { TReservationStatus } from '@app/shared/enums';
import { formatLocalDateTime } from '@app/shared/local-time';
import type { TReservation } from '@app/shared/reservations';
import type { TAdminKey } from '@/i18n/catalogs';
import { tAdmin } from '@/i18n/i18n';

/**
 * The reservations screen's rules (spec section 4, Reservation), pure: the groups, the statuses an
 * admin may choose, the toast after a change, and how times are written.
 */

/** What the status select offers; REQUESTED ones belong to the incoming screen. */
export const SETTABLE_STATUSES = ['CONFIRMED', 'REJECTED', 'CANCELLED', 'NO_SHOW'] as const;
export type TSettableStatus = (typeof SETTABLE_STATUSES)[number];

const STATUS_KEYS: Record<TSettableStatus, TAdminKey> = {
  CONFIRMED: 'reservations.status.CONFIRMED',
  REJECTED: 'reservations.status.REJECTED',
  CANCELLED: 'reservations.status.CANCELLED',
  NO_SHOW: 'reservations.status.NO_SHOW',
};

/** 'Confirmed', 'No-show'… in the current language. */
export function statusLabel(status: TSettableStatus): string {
  return tAdmin(STATUS_KEYS[status]);
}

export type TGroupId = 'active' | 'done' | 'cancelled';

export interface TReservationGroup {
  id: TGroupId;
  title: string;
  /** Shown when the group has no reservation. */
  empty: string;
  reservations: TReservation[];
}

const GROUPS: readonly {
  id: TGroupId;
  title: TAdminKey;
  empty: TAdminKey;
  statuses: TReservationStatus[];
}[] = [
  {
    id: 'active',
    title: 'reservations.group.active',
    empty: 'reservations.empty.active',
    statuses: ['CONFIRMED'],
  },
  {
    id: 'done',
    title: 'reservations.group.done',
    empty: 'reservations.empty.done',
    statuses: ['NO_SHOW'],
  },
  {
    id: 'cancelled',
    title: 'reservations.group.cancelled',
    empty: 'reservations.empty.cancelled',
    statuses: ['CANCELLED', 'REJECTED'],
  },
];

/**
 * Active = CONFIRMED (the next guests first), Done = NO_SHOW and Cancelled/Rejected = CANCELLED or
 * REJECTED (latest first). REQUESTED ones are left out.
 */
export function groupReservations(list: readonly TReservation[]): TReservationGroup[] {
  return GROUPS.map(({ statuses, title, empty, id }) => {
    const group = { id, title: tAdmin(title), empty: tAdmin(empty) };
    const members = list.filter((r) => statuses.includes(r.status));
    const sorted = [...members].sort((a, b) => {
      const order = a.reservationDateTime.localeCompare(b.reservationDateTime);
      return group.id === 'active' ? order : -order;
    });
    return { ...group, reservations: sorted };
  });
}

/** The list with one reservation's status replaced (the optimistic update). */
export function withStatus(list: readonly TReservation[], id: string, status: TReservationStatus) {
  return list.map((r) => (r.id === id ? { ...r, status } : r));
}

/** Spec 4: 'Reservation' plus the lowercase status, e.g. 'Reservation confirmed', 'Reservation no show'. */
export function statusChangedMessage(status: TSettableStatus): string {
  return tAdmin('reservations.statusChanged', { status });
}

/** The reservation time on the restaurant's clock, e.g. '24.11.2026, 19:30' (de-CH); a dash if unreadable. */
export function formatReservationTime(iso: string): string {
  return formatLocalDateTime(iso);
}

export function guestName(r: Pick<TReservation, 'customerInfo'>): string {
  return `${r.customerInfo.firstName} ${r.customerInfo.lastName}`.trim();
}
