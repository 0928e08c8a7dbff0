import { FALLBACK_LANGUAGE, type TLanguage } from '@app/shared/languages';
import { parseClientDateTime, zonedLocalToInstant } from '@app/shared/opening-hours';
import { MSG } from '@app/shared/orders';
import type { TAdminReservation, TReservationCreated } from '@app/shared/reservation-guarantee';
import {
  onReservationStep,
  RESERVATION_MESSAGES,
  type TCreateReservation,
  type TGuestRecord,
  type TReservation,
} from '@app/shared/reservations';
import type { ZReservationUpdateSchema, ZStaffReservationSchema } from '@app/shared/staff-entry';
import type { z } from 'zod/mini';
import type { TDb } from '../../db/client';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { customerInfoFromRow } from '../../lib/customer-info';
import { newPublicId } from '../../lib/ids';
import type { THoursService } from '../hours';
import type { TRestaurantInfoService } from '../restaurant-info';
import { reservationCapacity } from './capacity-service';
import { reservationDay } from './day-service';
import type { TReservationGuaranteesService } from './guarantee-service';
import { reservationHistory } from './history';
import { reservationManage } from './manage-service';
import { assertNoShowAllowed, reservationNoShows } from './no-shows';
import { reservationsRepository, type TReservationRow } from './repository';

type TStaffReservationInput = z.output<typeof ZStaffReservationSchema>;
type TReservationUpdateInput = z.output<typeof ZReservationUpdateSchema>;

/** A table is taken for about this long: reservations closer than this to each other share seats. */
const SEATING_MS = 2 * 3_600_000;
const MAX_AHEAD_DAYS = 180;

/** The API's reservation; `tableIds` only when tables are assigned (the spec's answer is unchanged). */
export function toReservation(row: TReservationRow, tableIds?: readonly number[]): TReservation {
  return {
    ...(tableIds && tableIds.length > 0 ? { tableIds: [...tableIds] } : {}),
    id: row.id,
    customerInfo: customerInfoFromRow(row),
    reservationDateTime: row.reservationAt.toISOString(),
    numberOfPeople: row.numberOfPeople,
    specialRequests: row.specialRequests,
    status: row.status,
    overCapacity: row.overCapacity,
    createdAt: row.createdAt.toISOString(),
    enteredBy: row.enteredBy,
    overrideReason: row.overrideReason,
  };
}

type TActor = { userId: number | null; username: string };

/** What staff see beside the booking: when the party arrived, and the guest's visits and no-shows. */
const staffView = (row: TReservationRow, guests: Map<string, TGuestRecord>) => ({
  arrivedAt: row.arrivedAt?.toISOString() ?? null,
  guest: guests.get(row.id) ?? { visits: 0, noShows: 0 },
});

/** The guest's columns from a form's customer info (the address may be left out). */
function customerColumns(c: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address?: { street?: string; streetNo?: string; plz?: string; city?: string } | undefined;
}) {
  return {
    customerFirstName: c.firstName.trim(),
    customerLastName: c.lastName.trim(),
    customerEmail: c.email.trim(),
    customerPhone: c.phone.trim(),
    customerStreet: c.address?.street?.trim() ?? '',
    customerStreetNo: c.address?.streetNo?.trim() ?? '',
    customerPlz: c.address?.plz?.trim() ?? '',
    customerCity: c.address?.city?.trim() ?? '',
  };
}

export function reservationsService(
  db: TDb,
  options: {
    timeZone: string;
    hours: THoursService;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    /** The card guarantee of large parties (docs/decisions/028); none: no booking asks for a card. */
    guarantees?: Pick<TReservationGuaranteesService, 'open' | 'abandon' | 'summaries' | 'removing'>;
  },
) {
  const repo = reservationsRepository(db);
  const { hours, restaurantInfo: info } = options;
  const capacity = reservationCapacity(db, options);
  const noShows = reservationNoShows(db);
  const history = reservationHistory(db);

  function parseWhen(text: string, now: Date): Date {
    const at = parseClientDateTime(text, options.timeZone);
    if (!at) throw badRequest(MSG.scheduledInvalid, { reservationDateTime: MSG.scheduledInvalid });
    // Spec 9: tables are booked in 5-minute steps; 19:03 is no time the restaurant offers.
    if (!onReservationStep(text)) {
      throw badRequest(RESERVATION_MESSAGES.timeStep, { reservationDateTime: RESERVATION_MESSAGES.timeStep });
    }
    if (at.getTime() <= now.getTime())
      throw badRequest(MSG.scheduledPast, { reservationDateTime: MSG.scheduledPast });
    if (at.getTime() > now.getTime() + MAX_AHEAD_DAYS * 86_400_000) {
      const message = 'Reservations open up to six months ahead';
      throw badRequest(message, { reservationDateTime: message });
    }
    return at;
  }

  /** Whether the seats of `people` at `at` go beyond the room, counting the others booked around it. */
  async function overCapacityAt(at: Date, people: number, except?: string): Promise<boolean> {
    const capacity = (await info.stored())?.seatCapacity ?? Number.POSITIVE_INFINITY;
    const booked = await repo.seatsBooked(
      new Date(at.getTime() - SEATING_MS + 1),
      new Date(at.getTime() + SEATING_MS),
      except,
    );
    return booked + people > capacity;
  }

  return {
    /** A booking staff took by phone: CONFIRMED unless they say REQUESTED; no email needed. */
    async createByStaff(
      input: TStaffReservationInput,
      by: TActor,
      language: TLanguage,
    ): Promise<TReservation> {
      const at = parseWhen(input.reservationDateTime, new Date());
      // Staff may book a closed time (a private event on a closed day) by giving the reason.
      const overrideReason = input.override?.reason ?? null;
      if (!overrideReason) await hours.assertOpen(at, 'reservationDateTime');
      const row = await repo.insert(
        {
          id: newPublicId(),
          ...customerColumns(input.customerInfo),
          reservationAt: at,
          numberOfPeople: input.numberOfPeople,
          specialRequests: input.specialRequests?.trim() || null,
          status: input.status,
          overCapacity: await overCapacityAt(at, input.numberOfPeople),
          language,
          overrideReason,
        },
        by,
      );
      return toReservation(row);
    },

    /**
     * Staff change a booking: the whole booking as it should be. A new time must be in the
     * future and within the opening hours; an unchanged one may be past (a no-show is marked after it).
     */
    async update(id: string, input: TReservationUpdateInput, by: TActor): Promise<TReservation> {
      const now = new Date();
      const at = parseClientDateTime(input.reservationDateTime, options.timeZone);
      if (!at) throw badRequest(MSG.scheduledInvalid, { reservationDateTime: MSG.scheduledInvalid });
      const row = await repo.update(
        id,
        async (before, tx) => {
          if (input.status === 'NO_SHOW' && before.status !== 'NO_SHOW') assertNoShowAllowed(before, now);
          const moved = at.getTime() !== before.reservationAt.getTime();
          const overrideReason = input.override?.reason ?? null;
          if (moved) {
            parseWhen(input.reservationDateTime, now);
            if (!overrideReason) await hours.assertOpen(at, 'reservationDateTime');
          }
          const resized = moved || input.numberOfPeople !== before.numberOfPeople;
          // A booking that keeps its tables must not take them from another one at its new time or size.
          if (resized && (input.status === 'REQUESTED' || input.status === 'CONFIRMED'))
            await capacity.assertTablesFree(tx, id, at, input.numberOfPeople);
          return {
            ...customerColumns(input.customerInfo),
            reservationAt: at,
            numberOfPeople: input.numberOfPeople,
            specialRequests: input.specialRequests?.trim() || null,
            status: input.status,
            // A booking moved into a closed time keeps why; one moved again without a reason keeps the old one.
            ...(moved && overrideReason ? { overrideReason } : {}),
            // A booking moved to another time is reminded of its new time (reminders.ts).
            ...(moved ? { reminderSentAt: null } : {}),
            ...(resized ? { overCapacity: await overCapacityAt(at, input.numberOfPeople, before.id) } : {}),
          };
        },
        by,
        capacity.lockTables,
      );
      if (!row) throw notFound('This reservation no longer exists.');
      return toReservation(row, (await capacity.tablesOf([row.id])).get(row.id));
    },

    async create(
      input: TCreateReservation,
      language: TLanguage = FALLBACK_LANGUAGE,
    ): Promise<TReservationCreated> {
      const now = new Date();
      const at = parseWhen(input.reservationDateTime, now);
      await hours.assertOpen(at, 'reservationDateTime');
      const c = input.customerInfo;
      if (await repo.findPendingDuplicate(c.email.trim(), at)) {
        throw new AppError(409, RESERVATION_MESSAGES.duplicate, { code: 'DUPLICATE_RESERVATION' });
      }
      const people = input.numberOfPeople;
      let tableIds: readonly number[] | null = null;
      const id = newPublicId();
      // A large party gives a card first (docs/decisions/028): REQUESTED until it is saved, then confirmed.
      const guarantee = options.guarantees
        ? await options.guarantees.open(id, people, {
            email: c.email.trim(),
            name: `${c.firstName.trim()} ${c.lastName.trim()}`,
          })
        : null;
      const insert = async () =>
        repo.insert(
          {
            id,
            ...customerColumns(c),
            reservationAt: at,
            numberOfPeople: people,
            specialRequests: input.specialRequests?.trim() || null,
            status: 'REQUESTED',
            overCapacity: await overCapacityAt(at, people),
            language,
          },
          undefined,
          {
            // Automatic confirmation (docs/decisions/027): a free table for the sitting, taken under the tables' lock.
            tables: async (tx) => {
              if (guarantee) return null;
              tableIds = await capacity.autoAssign(tx, at, people, now, undefined, {
                email: c.email,
                phone: c.phone,
              });
              // Under the lock: a second click of the same request is not a second booking.
              if (tableIds && (await repo.findPendingDuplicate(c.email.trim(), at, true, tx))) {
                throw new AppError(409, RESERVATION_MESSAGES.duplicate, { code: 'DUPLICATE_RESERVATION' });
              }
              return tableIds;
            },
            link: capacity.link,
            ...(guarantee ? { also: guarantee.record } : {}),
          },
        );
      let row: TReservationRow;
      try {
        row = await insert();
      } catch (err) {
        if (guarantee) await options.guarantees?.abandon(guarantee.setup.setupIntentId);
        throw err;
      }
      return {
        ...toReservation(row, tableIds ?? undefined),
        ...(guarantee ? { guarantee: guarantee.setup } : {}),
      };
    },

    /** Staff assign or move a booking to tables (see the capacity service's `assign`). */
    async assignTables(id: string, tableIds: readonly number[]): Promise<TReservation> {
      const assigned = await capacity.assign(id, tableIds);
      const [row] = await repo.byIds([id]);
      if (!row) throw notFound('This reservation no longer exists.');
      return toReservation(row, assigned);
    },

    capacity,

    /** The guest's private link: see, change or cancel the booking (manage-service.ts). */
    manage: reservationManage(db, options, { hours, capacity, parseWhen, overCapacityAt }),

    /** The day on one screen and walk-ins (day-service.ts). */
    day: reservationDay(db, options, capacity),

    async list(filter: { status?: TReservationRow['status'] | undefined; date?: string | undefined }) {
      let range: { from?: Date; to?: Date } = {};
      if (filter.date) {
        let from: Date;
        try {
          from = zonedLocalToInstant(`${filter.date}T00:00:00`, options.timeZone);
        } catch {
          throw badRequest('Use a date like 2026-12-24', { date: 'Use YYYY-MM-DD' });
        }
        const next = new Date(from.getTime() + 36 * 3_600_000); // any instant of the following day
        const nextDay = new Intl.DateTimeFormat('en-CA', { timeZone: options.timeZone }).format(next);
        range = { from, to: zonedLocalToInstant(`${nextDay}T00:00:00`, options.timeZone) };
      }
      const rows = await repo.list({ status: filter.status, ...range });
      const ids = rows.map((row) => row.id);
      const [tables, guarantees, guests] = await Promise.all([
        capacity.tablesOf(ids),
        options.guarantees?.summaries(ids),
        noShows.guestRecords(rows),
      ]);
      return rows.map(
        (row): TAdminReservation => ({
          ...toReservation(row, tables.get(row.id)),
          guarantee: guarantees?.get(row.id) ?? null,
          ...staffView(row, guests),
        }),
      );
    },

    /** Staff mark the party arrived (CONFIRMED only), or take a mistaken tap back. */
    async setArrived(id: string, arrived: boolean, by: TActor): Promise<TReservation> {
      const row = arrived ? await noShows.markArrived(id, by) : await noShows.unmarkArrived(id, by);
      const [tables, guests] = await Promise.all([capacity.tablesOf([id]), noShows.guestRecords([row])]);
      return { ...toReservation(row, tables.get(id)), ...staffView(row, guests) };
    },

    noShows,

    async setStatus(
      id: string,
      status: 'CONFIRMED' | 'REJECTED' | 'CANCELLED' | 'NO_SHOW',
      by: { userId: number | null; username: string },
    ) {
      // A no-show has its rules (a confirmed booking whose time has started) and no email.
      const row =
        status === 'NO_SHOW' ? await noShows.markNoShow(id, by) : (await repo.setStatus(id, status, by)).row;
      if (!row) throw notFound('This reservation no longer exists.');
      return toReservation(row);
    },

    /** From the incoming screen: only a REQUESTED reservation can be confirmed or rejected there. */
    async decide(
      id: string,
      status: 'CONFIRMED' | 'REJECTED',
      by: { userId: number | null; username: string },
      reason?: string,
    ) {
      const { row, before } = await repo.setStatus(id, status, by, reason, 'REQUESTED');
      if (!before) throw notFound('This reservation no longer exists.');
      if (!row)
        throw new AppError(
          409,
          'This reservation was already handled by someone else. The list will refresh.',
          { code: 'ALREADY_HANDLED' },
        );
      return toReservation(row);
    },
    /** A booking's history for staff, oldest first (history.ts); 404 when nothing is known of the id. */
    async history(id: string) {
      const entries = await history.of(id);
      if (!entries) throw notFound('This reservation no longer exists.');
      return entries;
    },
    /** The guests' own changes for the incoming screen, each with its booking as it is now (history.ts). */
    async guestChanges() {
      const changes = await history.guestChanges();
      if (changes.length === 0) return [];
      const rows = new Map((await repo.byIds(changes.map((c) => c.reservationId))).map((r) => [r.id, r]));
      return changes.flatMap((change) => {
        const row = rows.get(change.reservationId);
        return row ? [{ change, reservation: toReservation(row) }] : [];
      });
    },
    countUnseenGuestChanges: () => history.countUnseenGuestChanges(),
    listRequested: async () => (await repo.listRequested()).map((row) => toReservation(row)),
    countUnseen: () => repo.countUnseenRequested(),
    countRequested: () => repo.countRequested(),
    markAllSeen: () => repo.markAllSeen(),
    async markSeen(id: string) {
      if (!(await repo.markSeen(id))) throw notFound('This reservation no longer exists.');
    },

    async remove(id: string, by: { userId: number | null; username: string }) {
      const remove = () => repo.delete(id, by);
      // A card guarantee not charged is let go at the provider too (docs/decisions/028).
      const removed = options.guarantees ? await options.guarantees.removing(id, remove) : await remove();
      if (!removed) throw notFound('This reservation no longer exists.');
    },
  };
}

export type TReservationsService = ReturnType<typeof reservationsService>;
