import { formatLocalDateTime } from '@app/shared/local-time';
import { formatRappen } from '@app/shared/money';
import { ORDER_KIND } from '@app/shared/order-kind';
import type { TDb, TTx } from '../../db/client';
import type { orders } from '../../db/schema';
import type { TJobs } from '../../jobs/queue';
import { onChange, type TChange } from '../../lib/change-hooks';
import type { TPushSubscriptionsRepository, TPushSubscriptionTag, TPushTag } from './repository';

type TOrderRow = typeof orders.$inferSelect;

/** What a push shows; no customer data leaves through the push service. */
export type TPushMessage = { title: string; body: string; url: string; tag: string };
export type TPushJob = { subscriptionId: number; message: TPushMessage };

export const INCOMING_URL = '/admin/incoming';

function orderMessage(order: TOrderRow): TPushMessage {
  const what = ORDER_KIND[order.kind].label;
  const type = order.orderType === 'DELIVERY' ? 'Delivery' : 'Takeaway';
  return {
    title: `New ${what} #${order.orderNumber}`,
    body: `${type} · ${formatRappen(order.totalRappen)}${order.asap ? ' · ASAP' : ''}`,
    url: INCOMING_URL,
    tag: `order-${order.id}`,
  };
}

/**
 * The escalation's push, again to every admin device, for an order or a reservation request
 * nobody has seen: "Not seen yet: order #12". Also the SMS step's text. English, like every admin push.
 */
export function unseenMessage(
  subject:
    | {
        kind: 'ORDER';
        id: string;
        orderKind: TOrderRow['kind'];
        orderNumber: number;
        orderType: TOrderRow['orderType'];
        totalRappen: number;
      }
    | { kind: 'RESERVATION'; id: string; numberOfPeople: number; reservationAt: Date },
  timeZone: string,
): TPushMessage {
  if (subject.kind === 'ORDER') {
    const type = subject.orderType === 'DELIVERY' ? 'Delivery' : 'Takeaway';
    return {
      title: `Not seen yet: ${ORDER_KIND[subject.orderKind].label} #${subject.orderNumber}`,
      body: `${type} · ${formatRappen(subject.totalRappen)}`,
      url: INCOMING_URL,
      tag: `unseen-order-${subject.id}`,
    };
  }
  const people = subject.numberOfPeople;
  return {
    title: 'Not seen yet: reservation request',
    body: `${people} ${people === 1 ? 'guest' : 'guests'} · ${formatLocalDateTime(subject.reservationAt, { timeZone })}`,
    url: INCOMING_URL,
    tag: `unseen-reservation-${subject.id}`,
  };
}

/**
 * A push to every subscribed admin device for each new order the kitchen must see (a card order once
 * paid) and each reservation request, as one job per device in the change's own transaction.
 */
export function registerPushNotifications(
  db: TDb,
  jobs: TJobs,
  subscriptions: Pick<TPushSubscriptionsRepository, 'idsWithTagInTx'>,
  options: { timeZone: string },
): void {
  /**
   * One job per device subscribed with one of `tags`: from `known` (the devices the order path read for
   * this request) when given, else read in the change's transaction.
   */
  async function pushTo(tx: TTx, tags: TPushTag[], message: TPushMessage, known?: TPushSubscriptionTag[]) {
    const targets = known
      ? known.filter((s) => (tags as string[]).includes(s.tag))
      : await subscriptions.idsWithTagInTx(tx, tags);
    for (const target of targets) await jobs.send(tx, 'push', { subscriptionId: target.id, message });
  }

  onChange(db, async (tx, change: TChange) => {
    if ('order' in change) {
      const { order } = change;
      const isNew =
        // A phone order entered as CONFIRMED needs nobody's attention: the kitchen has it.
        (change.type === 'order.created' && order.paymentMethod !== 'CARD' && order.status === 'NEW') ||
        (change.type === 'order.payment' &&
          order.paymentStatus === 'SUCCEEDED' &&
          change.from !== 'SUCCEEDED');
      if (isNew)
        await pushTo(
          tx,
          ['admin', ORDER_KIND[order.kind].alert],
          orderMessage(order),
          change.type === 'order.created' ? change.context.pushSubscriptions : undefined,
        );
      return;
    }
    // A phone booking entered as CONFIRMED needs nobody's attention either.
    if (change.type === 'reservation.created' && change.reservation.status === 'REQUESTED') {
      const r = change.reservation;
      await pushTo(tx, ['admin', 'reservations'], {
        title: 'New reservation request',
        body: `${r.numberOfPeople} ${r.numberOfPeople === 1 ? 'guest' : 'guests'} · ${formatLocalDateTime(r.reservationAt, { timeZone: options.timeZone })}`,
        url: INCOMING_URL,
        tag: `reservation-${r.id}`,
      });
    }
  });
}
