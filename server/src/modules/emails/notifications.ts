import { formatLocalDateTime } from '@app/shared/local-time';
import { ORDER_KIND } from '@app/shared/order-kind';
import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { namedStatement } from '../../db/prepared';
import { type emails, orderItems, type orders, type reservations, restaurantInfo } from '../../db/schema';
import type { TJobs } from '../../jobs/queue';
import {
  onChange,
  type TChange,
  type TOrderCreatedContext,
  type TOrderLine,
  type TTx,
} from '../../lib/change-hooks';
import {
  orderCancelledEmail,
  orderConfirmedEmail,
  orderReceivedEmail,
  reservationConfirmedEmail,
  reservationReceivedEmail,
  reservationRejectedEmail,
  type TOrderSummary,
  type TRenderedEmail,
  type TRestaurant,
} from './templates';

type TOrderRow = typeof orders.$inferSelect;
type TReservationRow = typeof reservations.$inferSelect;
type TKind = (typeof emails.$inferInsert)['kind'];

/**
 * Every email is recorded with this one statement (built and parsed once). Against email bombing through
 * the restaurant, a recipient (address trimmed and lower-cased) gets at most $8 mails in 24 hours: past
 * that the mail is still recorded, as SUPPRESSED, and no delivery job is written for it. Mails already
 * SUPPRESSED do not count, so the cap is of mails sent. The caller holds the recipient's advisory lock, so
 * concurrent orders to one address cannot both take the last place.
 */
const insertEmail = namedStatement<{ id: number; status: string }>(
  'email_insert_capped',
  `insert into emails (kind, to_address, subject, text_body, html_body, order_id, reservation_id, status)
   select $1, $2, $3, $4, $5, $6, $7,
          case when count(*) >= $8::int then 'SUPPRESSED' else 'QUEUED' end
     from emails
    where lower(btrim(to_address)) = lower(btrim($2::text))
      and created_at > now() - interval '24 hours'
      and status <> 'SUPPRESSED'
   returning id, status`,
);

/** Serialises the emails of one recipient until the transaction ends (key space 'email cap'). */
const lockRecipient = namedStatement(
  'email_recipient_lock',
  `select pg_advisory_xact_lock(1701, hashtext(lower(btrim($1::text))))`,
);

/** The tracking page of an order, as the diner opens it from the email. */
export function trackingUrl(
  baseUrl: string,
  order: Pick<TOrderRow, 'id' | 'kind' | 'customerEmail'>,
): string {
  const query = new URLSearchParams({ orderId: order.id, email: order.customerEmail });
  return `${baseUrl}${ORDER_KIND[order.kind].trackPage}?${query.toString()}`;
}

/**
 * Decides which email each change deserves and records it with its delivery job, in the change's own
 * transaction. A CARD order is announced once paid (before that it is not an order the kitchen sees).
 */
export function registerEmailNotifications(
  db: TDb,
  jobs: TJobs,
  options: { baseUrl: string; timeZone: string; capPerRecipientPerDay: number },
): void {
  const when = (date: Date) => formatLocalDateTime(date, { timeZone: options.timeZone });

  const contact = (info: TOrderCreatedContext['restaurant']): TRestaurant => ({
    name: info?.name ?? 'Our restaurant',
    phone: info?.phone ?? '',
    address: info?.address ?? '',
  });

  async function restaurant(tx: TTx): Promise<TRestaurant> {
    const [info] = await tx.select().from(restaurantInfo).orderBy(asc(restaurantInfo.id)).limit(1);
    return contact(info);
  }

  async function orderLines(tx: TTx, order: TOrderRow): Promise<TOrderLine[]> {
    return tx
      .select({
        name: orderItems.name,
        quantity: orderItems.quantity,
        unitPriceRappen: orderItems.unitPriceRappen,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position));
  }

  function orderSummary(order: TOrderRow, lines: TOrderLine[]): TOrderSummary {
    return {
      firstName: order.customerFirstName,
      orderNumber: order.orderNumber,
      orderType: order.orderType,
      isBuffet: order.kind === 'BUFFET',
      lines,
      discountRappen: order.discountRappen,
      deliveryFeeRappen: order.deliveryFeeRappen,
      cardFeeRappen: order.cardFeeRappen,
      totalRappen: order.totalRappen,
      timing: order.asap ? 'as soon as possible' : when(order.requestedAt),
      trackingUrl: trackingUrl(options.baseUrl, order),
    };
  }

  const reservationSummary = (r: TReservationRow) => ({
    firstName: r.customerFirstName,
    code: r.id,
    at: when(r.reservationAt),
    people: r.numberOfPeople,
  });

  async function record(
    tx: TTx,
    kind: TKind,
    to: string,
    rendered: TRenderedEmail,
    subject: { orderId?: string; reservationId?: string },
  ) {
    await lockRecipient.run(tx, [to]);
    const [row] = await insertEmail.run(tx, [
      kind,
      to,
      rendered.subject,
      rendered.text,
      rendered.html,
      subject.orderId ?? null,
      subject.reservationId ?? null,
      options.capPerRecipientPerDay,
    ]);
    if (!row) throw new Error('email insert returned no row');
    // Over the cap: kept for the back office to see, never delivered; the order itself goes on.
    if (row.status === 'SUPPRESSED') return;
    await jobs.send(tx, 'email', { emailId: row.id });
  }

  async function onOrder(tx: TTx, change: Extract<TChange, { order: TOrderRow }>) {
    const { order } = change;
    const about = { orderId: order.id };
    const announce =
      (change.type === 'order.created' && order.paymentMethod !== 'CARD') ||
      (change.type === 'order.payment' && order.paymentStatus === 'SUCCEEDED' && change.from !== 'SUCCEEDED');
    if (announce) {
      // A new order brings the lines it inserted and the restaurant it was judged with; a card order
      // announced once paid reads them.
      const known = change.type === 'order.created' ? change.context : undefined;
      const lines = known ? known.lines : await orderLines(tx, order);
      const info = known ? contact(known.restaurant) : await restaurant(tx);
      await record(
        tx,
        'ORDER_RECEIVED',
        order.customerEmail,
        orderReceivedEmail(orderSummary(order, lines), info),
        about,
      );
      return;
    }
    if (change.type !== 'order.status') return;
    if (order.status === 'CONFIRMED' && change.from === 'NEW' && order.committedReadyAt) {
      const summary = {
        ...orderSummary(order, await orderLines(tx, order)),
        readyAt: when(order.committedReadyAt),
      };
      await record(
        tx,
        'ORDER_CONFIRMED',
        order.customerEmail,
        orderConfirmedEmail(summary, await restaurant(tx)),
        about,
      );
    } else if (order.status === 'CANCELLED') {
      // An unpaid card order was never announced: nothing to take back.
      if (
        order.paymentMethod === 'CARD' &&
        order.paymentStatus !== 'SUCCEEDED' &&
        order.paymentStatus !== 'REFUNDED'
      ) {
        return;
      }
      const summary = { ...orderSummary(order, await orderLines(tx, order)), reason: order.cancelReason };
      await record(
        tx,
        'ORDER_CANCELLED',
        order.customerEmail,
        orderCancelledEmail(summary, await restaurant(tx)),
        about,
      );
    }
  }

  async function onReservation(tx: TTx, change: Extract<TChange, { reservation: TReservationRow }>) {
    const r = change.reservation;
    const about = { reservationId: r.id };
    if (change.type === 'reservation.created') {
      const rendered = reservationReceivedEmail(reservationSummary(r), await restaurant(tx));
      await record(tx, 'RESERVATION_RECEIVED', r.customerEmail, rendered, about);
    } else if (r.status === 'CONFIRMED') {
      const rendered = reservationConfirmedEmail(reservationSummary(r), await restaurant(tx));
      await record(tx, 'RESERVATION_CONFIRMED', r.customerEmail, rendered, about);
    } else if (r.status === 'REJECTED') {
      const rendered = reservationRejectedEmail(
        { ...reservationSummary(r), reason: r.rejectReason },
        await restaurant(tx),
      );
      await record(tx, 'RESERVATION_REJECTED', r.customerEmail, rendered, about);
    }
  }

  onChange(db, async (tx, change) => {
    if ('order' in change) await onOrder(tx, change);
    else await onReservation(tx, change);
  });
}
