import { paidByCardOnline } from '@app/shared/orders';
import type { TDb, TTx } from '../../db/client';
import type { orders, reservations } from '../../db/schema';
import { onChange, type TChange } from '../../lib/change-hooks';
import type { TOrdersService } from '../orders';
import type { TRestaurantInfoService } from '../restaurant-info';
import { restaurantContact, type TEmailComposer } from './compose';
import type { TEmailOutbox } from './outbox';

type TOrderRow = typeof orders.$inferSelect;
type TReservationRow = typeof reservations.$inferSelect;
type TReservationEmail = Extract<Parameters<TEmailOutbox['record']>[1], `RESERVATION_${string}`>;
type TReservationRender = TEmailComposer['reservationConfirmed'];

/**
 * Decides which email each change deserves, in the change's own transaction: compose.ts renders it,
 * the outbox stores it with its delivery job. A CARD order is announced once paid (before that it is not
 * an order the kitchen sees).
 */
export function registerEmailNotifications(
  db: TDb,
  deps: {
    compose: TEmailComposer;
    outbox: TEmailOutbox;
    orders: Pick<TOrdersService, 'lines'>;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
  },
): void {
  const { compose, outbox } = deps;
  const restaurant = async (tx: TTx) => restaurantContact(await deps.restaurantInfo.stored(tx));
  const lines = (tx: TTx, order: TOrderRow) => deps.orders.lines(order.id, tx);

  async function onOrder(tx: TTx, change: Extract<TChange, { order: TOrderRow }>) {
    const { order } = change;
    const about = { orderId: order.id };
    const to = order.customerEmail;
    // A phone order's guest may have given no email.
    if (!to) return;
    if (change.type === 'order.created' && order.status === 'CONFIRMED' && order.committedReadyAt) {
      // Entered by staff as CONFIRMED: the guest hears the ready time at once.
      const rendered = compose.orderConfirmed(
        { ...order, committedReadyAt: order.committedReadyAt },
        change.context.lines,
        restaurantContact(change.context.restaurant),
      );
      await outbox.record(tx, 'ORDER_CONFIRMED', to, rendered, about);
      return;
    }
    const announce =
      (change.type === 'order.created' && !paidByCardOnline(order)) ||
      (change.type === 'order.payment' && order.paymentStatus === 'SUCCEEDED' && change.from !== 'SUCCEEDED');
    if (announce) {
      // A new order brings the lines it inserted and the restaurant it was judged with; a card order
      // announced once paid reads them.
      const known = change.type === 'order.created' ? change.context : undefined;
      const rendered = known
        ? compose.orderReceived(order, known.lines, restaurantContact(known.restaurant))
        : compose.orderReceived(order, await lines(tx, order), await restaurant(tx));
      await outbox.record(tx, 'ORDER_RECEIVED', to, rendered, about);
      return;
    }
    if (change.type !== 'order.status') return;
    const { committedReadyAt } = order;
    if (order.status === 'CONFIRMED' && change.from === 'NEW' && committedReadyAt) {
      const rendered = compose.orderConfirmed(
        { ...order, committedReadyAt },
        await lines(tx, order),
        await restaurant(tx),
      );
      await outbox.record(tx, 'ORDER_CONFIRMED', to, rendered, about);
    } else if (order.status === 'CANCELLED') {
      // An unpaid card order was never announced: nothing to take back.
      if (
        paidByCardOnline(order) &&
        order.paymentStatus !== 'SUCCEEDED' &&
        order.paymentStatus !== 'REFUNDED'
      ) {
        return;
      }
      const rendered = compose.orderCancelled(order, await lines(tx, order), await restaurant(tx));
      await outbox.record(tx, 'ORDER_CANCELLED', to, rendered, about);
    }
  }

  async function onReservation(tx: TTx, change: Extract<TChange, { reservation: TReservationRow }>) {
    const r = change.reservation;
    const about = { reservationId: r.id };
    // A phone booking's guest may have given no email.
    if (!r.customerEmail) return;
    const send = async (kind: TReservationEmail, render: TReservationRender) =>
      outbox.record(tx, kind, r.customerEmail, render(r, await restaurant(tx)), about);
    if (change.type === 'reservation.created') {
      // Staff may enter a booking as CONFIRMED at once: the guest hears that, not 'received'.
      if (r.status === 'CONFIRMED') await send('RESERVATION_CONFIRMED', compose.reservationConfirmed);
      else await send('RESERVATION_RECEIVED', compose.reservationReceived);
    } else if (change.type === 'reservation.changed') {
      // A new time or party size of a booking that still stands (a status change is its own email).
      const stands = r.status === 'CONFIRMED' || r.status === 'REQUESTED';
      const moved =
        r.reservationAt.getTime() !== change.before.reservationAt.getTime() ||
        r.numberOfPeople !== change.before.numberOfPeople;
      // A guest's change that waits for staff again (back to REQUESTED) has no status email of its own.
      if (stands && moved && (r.status === change.before.status || r.status === 'REQUESTED'))
        await send('RESERVATION_CHANGED', compose.reservationChanged);
    } else if (r.status === 'CONFIRMED') {
      // A no-show marked by mistake and taken back: the guest was never told otherwise.
      if (change.from === 'NO_SHOW') return;
      await send('RESERVATION_CONFIRMED', compose.reservationConfirmed);
    } else if (r.status === 'REJECTED') {
      await send('RESERVATION_REJECTED', compose.reservationRejected);
    } else if (r.status === 'CANCELLED' && (change.from === 'CONFIRMED' || change.from === 'REQUESTED')) {
      await send('RESERVATION_CANCELLED', compose.reservationCancelled);
    }
  }

  onChange(db, async (tx, change) => {
    if ('order' in change) await onOrder(tx, change);
    else await onReservation(tx, change);
  });
}
