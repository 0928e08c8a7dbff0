import { AUTO_CANCEL_REASON, autoCancelAtOf } from '@app/shared/unseen';
import type { FastifyBaseLogger } from 'fastify';
import type { TEscalationService } from '../escalation';
import type { TOrderAdminService } from '../orders';
import type { TPaymentsService } from '../payments';
import { type TRestaurantInfoService, unseenSettingsOf } from '../restaurant-info';

const SYSTEM = 'system';

/**
 * An order nobody confirmed in time is cancelled by itself (the diner gets the staff cancel's email) and
 * refunded when it was paid; the step is recorded with the escalations, so it happens once. "In time"
 * counts from the order's confirmation clock (shared/src/unseen.ts confirmClockOf): from the next opening
 * for an order that came in while closed, and never before a scheduled order's time minus its
 * preparation time, so an evening order placed at noon is kept.
 */
export function autoCancelService(deps: {
  restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
  escalation: Pick<TEscalationService, 'openOrders' | 'orderClocks' | 'claim'>;
  orderAdmin: Pick<TOrderAdminService, 'autoCancel'>;
  payments: Pick<TPaymentsService, 'refundIfPaid'>;
  log: FastifyBaseLogger;
}) {
  const { log } = deps;

  /** Cancels an order nobody confirmed in time, refunds it when paid, and records how it went. */
  async function timeout(order: { id: string; kind: 'MENU' | 'BUFFET' }, now: Date) {
    const ref = { kind: 'ORDER' as const, id: order.id };
    // The transition from NEW is the guard: confirmed meanwhile, or cancelled by another instance, it
    // changes nothing here.
    if (!(await deps.orderAdmin.autoCancel(order.kind, order.id, AUTO_CANCEL_REASON))) return;
    let outcome: { ok: boolean; detail?: string } = { ok: true };
    try {
      await deps.payments.refundIfPaid(order.id, SYSTEM);
    } catch (error) {
      // The cancellation stands; the order keeps its paid status, as after a staff cancel whose
      // refund failed (REFUND_FAILED): the back office refunds it by hand.
      log.error({ err: error, orderId: order.id }, 'refund after the automatic cancellation failed');
      outcome = { ok: false, detail: 'REFUND_FAILED' };
    }
    await deps.escalation.claim(ref, 'TIMEOUT', now, async () => outcome);
  }

  return {
    /** Cancels at `now` every order whose time to be confirmed has run out (a periodic job). */
    async cancelOverdue(now: Date): Promise<void> {
      const settings = unseenSettingsOf(await deps.restaurantInfo.stored());
      for (const order of await deps.escalation.openOrders(now)) {
        const cancelAt = autoCancelAtOf(order, settings);
        if (cancelAt && now.getTime() >= cancelAt.getTime()) await timeout(order, now);
      }
    },

    /**
     * When each of the NEW orders `ids` is cancelled unless confirmed (null: never), by id: the incoming
     * screen's "cancelled at" and the tracking page's "The restaurant confirms by".
     */
    async autoCancelAt(ids: string[]): Promise<Map<string, string | null>> {
      if (ids.length === 0) return new Map();
      const [restaurant, rows] = await Promise.all([
        deps.restaurantInfo.stored(),
        deps.escalation.orderClocks(ids),
      ]);
      const settings = unseenSettingsOf(restaurant);
      return new Map(rows.map((row) => [row.id, autoCancelAtOf(row, settings)?.toISOString() ?? null]));
    },
  };
}

export type TAutoCancelService = ReturnType<typeof autoCancelService>;
