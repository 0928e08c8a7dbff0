import { formatRappen } from '@app/shared/money';
import { ORDER_KIND } from '@app/shared/order-kind';
import {
  AUTO_CANCEL_REASON,
  ESCALATION_STEPS,
  type TEscalation,
  type TEscalationStep,
  type TUnseenSettings,
} from '@app/shared/unseen';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TTx } from '../../db/client';
import type { TEmailComposer } from '../emails/compose';
import type { TEmailOutbox } from '../emails/outbox';
import { scheduleOfRow } from '../hours/service';
import type { TOrderAdminService } from '../orders/admin-service';
import type { TPaymentsService } from '../payments/service';
import { unseenMessage } from '../push/notifications';
import type { TPushService } from '../push/service';
import type { TRestaurantInfoService } from '../restaurant-info/service';
import type { TServiceStatusService } from '../service-status/service';
import { judgeAutoPause, type TPresenceService, unseenSettingsOf } from './presence-service';
import {
  type TEscalationRow,
  type TOpenOrder,
  type TOpenReservation,
  type TSubjectKind,
  unseenRepository,
} from './repository';
import type { TSmsSender } from './sms';

/**
 * Orders and reservations that became visible longer ago are left alone: after an upgrade or a long
 * outage, yesterday's forgotten orders are not cancelled (and their diners not emailed) all at once.
 */
export const SWEEP_HORIZON_MS = 24 * 3_600_000;
/** Screens not seen for this long are forgotten. */
export const FORGET_SCREENS_MS = 30 * 86_400_000;
/** Key of the advisory lock that lets one instance sweep at a time ('unseen' in key space 1702). */
const SWEEP_LOCK = [1702, 24] as const;
const MINUTE_MS = 60_000;
const SYSTEM = { userId: null, username: 'system' };

/** When an order is cancelled unless confirmed: its type's minutes after it became visible; null: never. */
export function autoCancelAtOf(
  order: { orderType: 'DELIVERY' | 'TAKEAWAY'; visibleAt: Date },
  settings: TUnseenSettings,
): Date | null {
  const byType = settings.autoCancelByOrderType?.[order.orderType];
  const minutes = byType ?? settings.autoCancelAfterMinutes;
  return minutes === null || minutes === undefined
    ? null
    : new Date(order.visibleAt.getTime() + minutes * MINUTE_MS);
}

type TSubject = { kind: 'ORDER'; order: TOpenOrder } | { kind: 'RESERVATION'; reservation: TOpenReservation };

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
 * No order left unseen (issue 24): the sweep escalates orders and reservations nobody saw (push again,
 * email, SMS: step n at n × escalateAfterMinutes after they became visible), cancels orders nobody
 * confirmed in time (with the staff cancel's email and a refund), and logs the automatic pause's start
 * and end. Every step is claimed in `escalations` before it acts, so it happens once across sweeps and
 * instances.
 */
export function unseenService(
  db: TDb,
  deps: {
    timeZone: string;
    presence: TPresenceService;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    serviceStatus: Pick<TServiceStatusService, 'recordAutoPause'>;
    orderAdmin: Pick<TOrderAdminService, 'autoCancel'>;
    payments: Pick<TPaymentsService, 'refundIfPaid'>;
    push: Pick<TPushService, 'notifyAdmins'>;
    emailOutbox: TEmailOutbox;
    emailComposer: Pick<TEmailComposer, 'unseenEscalation'>;
    sms: TSmsSender;
    log: FastifyBaseLogger;
    sweepSeconds: number;
  },
) {
  const repo = unseenRepository(db);
  const { timeZone, log } = deps;

  function describe(subject: TSubject) {
    if (subject.kind === 'ORDER') {
      const o = subject.order;
      return {
        ref: { kind: subject.kind, id: o.id },
        message: unseenMessage({ ...o, kind: 'ORDER', orderKind: o.kind }, timeZone),
        tags: ['admin', ORDER_KIND[o.kind].alert] as const,
        visibleAt: o.visibleAt,
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
      message: unseenMessage({ ...r, kind: 'RESERVATION' }, timeZone),
      tags: ['admin', 'reservations'] as const,
      visibleAt: r.visibleAt,
      email: { kind: 'reservation' as const, people: r.numberOfPeople, at: r.reservationAt },
      about: { reservationId: r.id },
    };
  }

  async function escalate(
    subject: TSubject,
    done: readonly string[],
    settings: TUnseenSettings,
    restaurant: Awaited<ReturnType<typeof deps.restaurantInfo.stored>>,
    now: Date,
  ) {
    const every = settings.escalateAfterMinutes;
    if (every === null) return;
    const d = describe(subject);
    for (const [index, step] of ESCALATION_STEPS.entries()) {
      if (now.getTime() < d.visibleAt.getTime() + (index + 1) * every * MINUTE_MS) return;
      if (done.includes(step)) continue;
      if (step === 'PUSH') {
        await repo.claim(d.ref, step, now, async (tx) => {
          const devices = await deps.push.notifyAdmins(tx, [...d.tags], d.message);
          return devices > 0 ? { ok: true } : { ok: false, detail: 'no device subscribed' };
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
          await deps.sms.send(to, `${d.message.title} (${d.message.body}). ${restaurant?.name ?? ''}`.trim());
        } catch (error) {
          const detail = error instanceof Error ? error.message : String(error);
          log.warn({ err: error, subject: d.ref }, 'escalation SMS failed');
          await repo.settle(d.ref, step, { ok: false, detail: detail.slice(0, 200) });
        }
      }
    }
  }

  /** Cancels an order nobody confirmed in time, refunds it when paid, and records how it went. */
  async function timeout(order: TOpenOrder, now: Date) {
    const ref = { kind: 'ORDER' as const, id: order.id };
    // The transition from NEW is the guard: confirmed meanwhile, or cancelled by another sweep, it
    // changes nothing here.
    if (!(await deps.orderAdmin.autoCancel(order.kind, order.id, AUTO_CANCEL_REASON))) return;
    let outcome: { ok: boolean; detail?: string } = { ok: true };
    try {
      await deps.payments.refundIfPaid(order.id, SYSTEM.username);
    } catch (error) {
      // The cancellation stands; the order keeps its paid status, as after a staff cancel whose
      // refund failed (REFUND_FAILED): the back office refunds it by hand.
      log.error({ err: error, orderId: order.id }, 'refund after the automatic cancellation failed');
      outcome = { ok: false, detail: 'REFUND_FAILED' };
    }
    await repo.claim(ref, 'TIMEOUT', now, async () => outcome);
  }

  /** Logs the automatic pause's start and end in the service controls' change log (by "system"). */
  async function notePause(
    restaurant: Awaited<ReturnType<typeof deps.restaurantInfo.stored>>,
    settings: TUnseenSettings,
    now: Date,
  ) {
    const lastSeen = await deps.presence.lastSeenAt(true);
    const paused = judgeAutoPause(scheduleOfRow(restaurant), settings, lastSeen, now, timeZone);
    const open = await repo.openPause();
    if (paused && !open) {
      await repo.startPause(now, (tx: TTx) => deps.serviceStatus.recordAutoPause(tx, true, now));
    } else if (!paused && open) {
      await repo.endPause(open.id, now, (tx: TTx) => deps.serviceStatus.recordAutoPause(tx, false, now));
    }
  }

  /**
   * One sweep at `now` (tests pass their own clock): timeouts, escalations, the pause log, old screens.
   * Safe to run twice at once: every step is claimed before it acts.
   */
  async function sweepUnseen(now: Date = new Date()): Promise<void> {
    const restaurant = await deps.restaurantInfo.stored();
    const settings = unseenSettingsOf(restaurant);
    const since = new Date(now.getTime() - SWEEP_HORIZON_MS);
    const [orders, reservations] = await Promise.all([repo.openOrders(since), repo.openReservations(since)]);
    for (const order of orders) {
      const cancelAt = autoCancelAtOf(order, settings);
      if (cancelAt && now.getTime() >= cancelAt.getTime()) {
        await timeout(order, now);
        continue;
      }
      if (!order.seen) await escalate({ kind: 'ORDER', order }, order.done, settings, restaurant, now);
    }
    for (const reservation of reservations) {
      if (!reservation.seen)
        await escalate({ kind: 'RESERVATION', reservation }, reservation.done, settings, restaurant, now);
    }
    await notePause(restaurant, settings, now);
    await deps.presence.forgetScreensBefore(new Date(now.getTime() - FORGET_SCREENS_MS));
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  /** One instance at a time (an advisory lock on a connection of its own); a busy lock skips the turn. */
  async function sweepLocked() {
    const client = await db.$client.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
        ...SWEEP_LOCK,
      ]);
      if (!rows[0]?.ok) return;
      try {
        await sweepUnseen(new Date());
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', [...SWEEP_LOCK]);
      }
    } finally {
      client.release();
    }
  }

  return {
    sweepUnseen,

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

    /** When each of the NEW orders `ids` is cancelled unless confirmed (null: never), by id. */
    async autoCancelAt(ids: string[]): Promise<Map<string, string | null>> {
      if (ids.length === 0) return new Map();
      const [restaurant, rows] = await Promise.all([deps.restaurantInfo.stored(), repo.ordersVisibleAt(ids)]);
      const settings = unseenSettingsOf(restaurant);
      return new Map(rows.map((row) => [row.id, autoCancelAtOf(row, settings)?.toISOString() ?? null]));
    },

    /** Sweeps every UNSEEN_SWEEP_SECONDS (0: never; tests call sweepUnseen with their clock). */
    start() {
      if (deps.sweepSeconds <= 0 || timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = sweepLocked()
          .catch((error) => log.warn({ err: error }, 'unseen-orders sweep failed'))
          .finally(() => {
            running = undefined;
          });
      }, deps.sweepSeconds * 1_000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type TUnseenService = ReturnType<typeof unseenService>;
