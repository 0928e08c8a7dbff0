import { zoneOfPostcode } from '@app/shared/delivery';
import { formatRappen } from '@app/shared/money';
import { nextOpeningAt } from '@app/shared/opening-hours';
import { ORDER_KIND } from '@app/shared/order-kind';
import {
  autoCancelAtOf,
  confirmClockOf,
  ESCALATION_STEPS,
  NO_DEVICE_SUBSCRIBED,
  type TConfirmClock,
  type TEscalation,
  type TEscalationStep,
  type TUnseenSettings,
} from '@app/shared/unseen';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TTx } from '../../db/client';
import type { TEmailComposer, TEmailOutbox } from '../emails';
import type { TOrderRulesService } from '../order-rules';
import type { TPushService } from '../push';
import { unseenMessage } from '../push';
import { scheduleOfRow, type TRestaurantInfoService, unseenSettingsOf } from '../restaurant-info';
import {
  escalationRepository,
  type TEscalationKey,
  type TEscalationRow,
  type TOpenOrder,
  type TOpenReservation,
  type TSubjectKind,
} from './repository';
import type { TSmsSender } from './sms';

/**
 * Orders and reservations that became visible longer ago (and, for a scheduled order, whose requested
 * time passed longer ago) are left alone: after an upgrade or a long outage, yesterday's forgotten orders
 * are not escalated or cancelled (and their diners not emailed) all at once.
 */
export const SWEEP_HORIZON_MS = 24 * 3_600_000;
const MINUTE_MS = 60_000;

type TSubject =
  | { kind: 'ORDER'; order: TOpenOrder & TConfirmClock }
  | { kind: 'RESERVATION'; reservation: TOpenReservation & Pick<TConfirmClock, 'countsFrom'> };
type TClockOrder = Pick<TOpenOrder, 'visibleAt' | 'asap' | 'requestedAt' | 'orderType' | 'customerPlz'>;
type TStoredRestaurant = Awaited<ReturnType<TRestaurantInfoService['stored']>>;

function toEscalation(row: TEscalationRow): TEscalation | null {
  if (!(ESCALATION_STEPS as readonly string[]).includes(row.step)) return null;
  return {
    step: row.step as TEscalationStep,
    at: row.at.toISOString(),
    ok: row.ok,
    ...(row.detail ? { detail: row.detail } : {}),
  };
}

function escalationsById(rows: TEscalationRow[]): Map<string, TEscalation[]> {
  const byId = new Map<string, TEscalation[]>();
  for (const row of rows) {
    const escalation = toEscalation(row);
    if (escalation) byId.set(row.subjectId, [...(byId.get(row.subjectId) ?? []), escalation]);
  }
  return byId;
}

/**
 * No order left unseen: orders and reservations nobody saw are escalated (a push again, an email, an
 * SMS: step n at n × escalateAfterMinutes after their confirmation clock started: when they became
 * visible, or the next opening when they came in while the restaurant was closed; see confirmClockOf).
 * Every step is claimed in `escalations` before it acts, so it happens once across checks and instances; the automatic
 * cancellation records its step in the same table.
 */
export function escalationService(
  db: TDb,
  deps: {
    timeZone: string;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    push: Pick<TPushService, 'notifyAdmins'>;
    emailOutbox: TEmailOutbox;
    emailComposer: Pick<TEmailComposer, 'unseenEscalation'>;
    sms: TSmsSender;
    log: FastifyBaseLogger;
    /** The preparation minutes (ASAP minutes per order type, zones' extra minutes): the confirmation clock's. */
    orderRules: Pick<TOrderRulesService, 'rules' | 'zones'>;
  },
) {
  const repo = escalationRepository(db);
  const { log } = deps;

  /**
   * The confirmation clock of orders (see confirmClockOf) with the restaurant's data of now: its opening
   * hours and special days as the hours module reads them, and the preparation time the incoming screen
   * confirms with (the order type's ASAP minutes plus the delivery zone's extra minutes).
   */
  async function clocks(restaurant: TStoredRestaurant) {
    const [rules, zones] = await Promise.all([deps.orderRules.rules(), deps.orderRules.zones()]);
    const schedule = scheduleOfRow(restaurant);
    const timeZone = deps.timeZone;
    const openAt = (at: Date) => (schedule ? nextOpeningAt(schedule, at, timeZone) : null);
    return {
      openAt,
      of(order: TClockOrder): TConfirmClock {
        const zone = order.orderType === 'DELIVERY' ? zoneOfPostcode(zones, order.customerPlz) : undefined;
        const prepMinutes = rules.asapMinutes[order.orderType] + (zone?.extraMinutes ?? 0);
        return confirmClockOf(order, { openAt, prepMinutes });
      },
    };
  }

  function describe(subject: TSubject) {
    if (subject.kind === 'ORDER') {
      const o = subject.order;
      return {
        ref: { kind: subject.kind, id: o.id },
        message: unseenMessage({ ...o, kind: 'ORDER', orderKind: o.kind }, deps.timeZone),
        tags: ['admin', ORDER_KIND[o.kind].alert] as const,
        visibleAt: o.visibleAt,
        countsFrom: o.countsFrom,
        email: {
          kind: o.kind === 'BUFFET' ? ('buffet' as const) : ('order' as const),
          number: o.orderNumber,
          orderType: o.orderType,
          total: formatRappen(o.totalRappen),
        },
        about: { orderId: o.id },
      };
    }
    const r = subject.reservation;
    return {
      ref: { kind: subject.kind, id: r.id },
      message: unseenMessage({ ...r, kind: 'RESERVATION' }, deps.timeZone),
      tags: ['admin', 'reservations'] as const,
      visibleAt: r.visibleAt,
      countsFrom: r.countsFrom,
      email: { kind: 'reservation' as const, people: r.numberOfPeople, at: r.reservationAt },
      about: { reservationId: r.id },
    };
  }

  async function escalate(
    subject: TSubject,
    done: readonly string[],
    settings: TUnseenSettings,
    restaurant: TStoredRestaurant,
    now: Date,
  ) {
    const every = settings.escalateAfterMinutes;
    if (every === null) return;
    const d = describe(subject);
    for (const [index, step] of ESCALATION_STEPS.entries()) {
      if (now.getTime() < d.countsFrom.getTime() + (index + 1) * every * MINUTE_MS) return;
      if (done.includes(step)) continue;
      if (step === 'PUSH') {
        await repo.claim(d.ref, step, now, async (tx) => {
          const devices = await deps.push.notifyAdmins(tx, [...d.tags], d.message);
          return devices > 0 ? { ok: true } : { ok: false, detail: NO_DEVICE_SUBSCRIBED };
        });
      } else if (step === 'EMAIL') {
        // No address: the step is off (nothing recorded), as with a null setting.
        const to = settings.notifyEmail;
        if (!to) continue;
        await repo.claim(d.ref, step, now, async (tx) => {
          const rendered = deps.emailComposer.unseenEscalation(
            { ...d.email, visibleAt: d.visibleAt },
            restaurant,
          );
          await deps.emailOutbox.record(tx, 'UNSEEN_ESCALATION', to, rendered, d.about, { capped: false });
          return { ok: true };
        });
      } else {
        const to = settings.smsTo;
        if (!to || !deps.sms.configured) continue;
        if (!(await repo.claim(d.ref, step, now))) continue;
        try {
          // The SMS goes to the restaurant's own number, not to a device with a language: English as before.
          const sms = d.message('en');
          await deps.sms.send(to, `${sms.title} (${sms.body}). ${restaurant?.name ?? ''}`.trim());
        } catch (error) {
          const detail = error instanceof Error ? error.message : String(error);
          log.warn({ err: error, subject: d.ref }, 'escalation SMS failed');
          await repo.settle(d.ref, step, { ok: false, detail: detail.slice(0, 200) });
        }
      }
    }
  }

  return {
    /**
     * Escalates at `now` the orders and reservations nobody saw (a periodic job; tests pass their own
     * clock). An order whose automatic cancellation is due is left to it.
     */
    async escalateUnseen(now: Date): Promise<void> {
      const restaurant = await deps.restaurantInfo.stored();
      const settings = unseenSettingsOf(restaurant);
      const since = new Date(now.getTime() - SWEEP_HORIZON_MS);
      const [orders, reservations, clock] = await Promise.all([
        repo.openOrders(since),
        repo.openReservations(since),
        clocks(restaurant),
      ]);
      for (const open of orders) {
        const order = { ...open, ...clock.of(open) };
        const cancelAt = autoCancelAtOf(order, settings);
        if (order.seen || (cancelAt && now.getTime() >= cancelAt.getTime())) continue;
        await escalate({ kind: 'ORDER', order }, order.done, settings, restaurant, now);
      }
      for (const open of reservations) {
        // A request made at night is escalated from the next opening too: nobody is woken at 3 a.m.
        const reservation = { ...open, countsFrom: clock.openAt(open.visibleAt) ?? open.visibleAt };
        if (!reservation.seen)
          await escalate({ kind: 'RESERVATION', reservation }, reservation.done, settings, restaurant, now);
      }
    },

    /**
     * NEW orders visible to the kitchen within the checks' horizon, with the steps done and their
     * confirmation clock.
     */
    async openOrders(now: Date): Promise<(TOpenOrder & TConfirmClock)[]> {
      const [orders, clock] = await Promise.all([
        repo.openOrders(new Date(now.getTime() - SWEEP_HORIZON_MS)),
        deps.restaurantInfo.stored().then(clocks),
      ]);
      return orders.map((order) => ({ ...order, ...clock.of(order) }));
    },
    /** The confirmation clock of each of the orders `ids`, with its order type. */
    async orderClocks(
      ids: string[],
    ): Promise<({ id: string; orderType: TOpenOrder['orderType'] } & TConfirmClock)[]> {
      const [rows, clock] = await Promise.all([
        repo.ordersVisibleAt(ids),
        deps.restaurantInfo.stored().then(clocks),
      ]);
      return rows.map((row) => ({ id: row.id, orderType: row.orderType, ...clock.of(row) }));
    },
    /** Claims a step for a subject before it acts (see the repository): true for the one that did. */
    claim: (
      subject: { kind: TSubjectKind; id: string },
      step: TEscalationKey,
      at: Date,
      act?: (tx: TTx) => Promise<{ ok: boolean; detail?: string | undefined }>,
    ) => repo.claim(subject, step, at, act),

    /** The steps done for orders (or reservations) `ids`, by id, in the order they were done. */
    async escalationsOf(kind: TSubjectKind, ids: string[]): Promise<Map<string, TEscalation[]>> {
      return escalationsById(await repo.escalationsOf(kind, ids));
    },

    /**
     * For the orders list: the steps done for orders `ids`, and the orders whose refund after the
     * automatic cancellation failed (staff refund those by hand).
     */
    async ordersUnseenOf(
      ids: string[],
    ): Promise<{ escalations: Map<string, TEscalation[]>; refundFailed: Set<string> }> {
      const rows = await repo.escalationsOf('ORDER', ids);
      const refundFailed = new Set(rows.filter((r) => r.step === 'TIMEOUT' && !r.ok).map((r) => r.subjectId));
      return { escalations: escalationsById(rows), refundFailed };
    },
  };
}

export type TEscalationService = ReturnType<typeof escalationService>;
