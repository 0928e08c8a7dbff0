import type { TLanguage } from '@app/shared/languages';
import { formatLocalDateTime } from '@app/shared/local-time';
import { formatRappen } from '@app/shared/money';
import { ORDER_KIND } from '@app/shared/order-kind';
import { paidByCardOnline } from '@app/shared/orders';
import type { TDb, TTx } from '../../db/client';
import type { orders } from '../../db/schema';
import type { TJobs } from '../../jobs/queue';
import { onChange, type TChange } from '../../lib/change-hooks';
import { pushTexts } from './push-i18n';
import type { TPushSubscriptionsRepository, TPushSubscriptionTag, TPushTag } from './repository';

type TOrderRow = typeof orders.$inferSelect;

/** What a push shows; no customer data leaves through the push service. */
export type TPushMessage = { title: string; body: string; url: string; tag: string };
export type TPushJob = { subscriptionId: number; message: TPushMessage };
/** A push as each device gets it: in the language its back office had when it subscribed. */
export type TPushMessageIn = (language: TLanguage) => TPushMessage;

export const INCOMING_URL = '/admin/incoming';

/** '2 guests · 24.11.2026, 19:30': dates in de-CH as everywhere in the back office's English. */
function guestsAt(language: TLanguage, people: number, at: Date, timeZone: string): string {
  const when = formatLocalDateTime(at, { timeZone, ...(language === 'en' ? {} : { language }) });
  return `${pushTexts.of(language)('push.guests', { people })} · ${when}`;
}

function orderMessage(order: TOrderRow): TPushMessageIn {
  return (language) => {
    const t = pushTexts.of(language);
    const type = t(order.orderType === 'DELIVERY' ? 'push.delivery' : 'push.takeaway');
    return {
      title: t('push.newOrder', { kind: order.kind, number: order.orderNumber }),
      body: [type, formatRappen(order.totalRappen), ...(order.asap ? [t('push.asap')] : [])].join(' · '),
      url: INCOMING_URL,
      tag: `order-${order.id}`,
    };
  };
}

/**
 * The escalation's push, again to every admin device, for an order or a reservation request
 * nobody has seen: "Not seen yet: order #12", in each device's language. Also the SMS step's text.
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
): TPushMessageIn {
  return (language) => {
    const t = pushTexts.of(language);
    if (subject.kind === 'ORDER') {
      const type = t(subject.orderType === 'DELIVERY' ? 'push.delivery' : 'push.takeaway');
      return {
        title: t('push.unseenOrder', { kind: subject.orderKind, number: subject.orderNumber }),
        body: `${type} · ${formatRappen(subject.totalRappen)}`,
        url: INCOMING_URL,
        tag: `unseen-order-${subject.id}`,
      };
    }
    return {
      title: t('push.unseenReservation'),
      body: guestsAt(language, subject.numberOfPeople, subject.reservationAt, timeZone),
      url: INCOMING_URL,
      tag: `unseen-reservation-${subject.id}`,
    };
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
  async function pushTo(
    tx: TTx,
    tags: TPushTag[],
    message: TPushMessageIn,
    known?: (Pick<TPushSubscriptionTag, 'id' | 'tag'> & Partial<Pick<TPushSubscriptionTag, 'language'>>)[],
  ) {
    const targets = known
      ? known.filter((s) => (tags as string[]).includes(s.tag))
      : await subscriptions.idsWithTagInTx(tx, tags);
    for (const target of targets) {
      const language = target.language ?? 'en';
      await jobs.send(tx, 'push', { subscriptionId: target.id, message: message(language) });
    }
  }

  onChange(db, async (tx, change: TChange) => {
    if ('order' in change) {
      const { order } = change;
      const isNew =
        // A phone order entered as CONFIRMED needs nobody's attention: the kitchen has it.
        (change.type === 'order.created' && !paidByCardOnline(order) && order.status === 'NEW') ||
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
      await pushTo(tx, ['admin', 'reservations'], (language) => ({
        title: pushTexts.of(language)('push.newReservation'),
        body: guestsAt(language, r.numberOfPeople, r.reservationAt, options.timeZone),
        url: INCOMING_URL,
        tag: `reservation-${r.id}`,
      }));
    }
  });
}
