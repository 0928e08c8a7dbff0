import type { TLanguage } from '@app/shared/languages';
import { formatLocalDateTime } from '@app/shared/local-time';
import { ORDER_KIND } from '@app/shared/order-kind';
import { manageReservationPath } from '@app/shared/reservation-manage';
import type { orders, reservations } from '../../db/schema';
import type { TOrderCreatedContext, TOrderLine } from '../../lib/change-hooks';
import {
  orderCancelledEmail,
  orderConfirmedEmail,
  orderReadyEmail,
  orderReceivedEmail,
  reservationCancelledEmail,
  reservationChangedEmail,
  reservationConfirmedEmail,
  reservationNoShowFeeEmail,
  reservationReceivedEmail,
  reservationRejectedEmail,
  reservationReminderEmail,
  type TOrderSummary,
  type TRenderedEmail,
  type TRestaurant,
  unseenEscalationEmail,
} from './templates';

type TOrderRow = typeof orders.$inferSelect;
type TReservationRow = typeof reservations.$inferSelect;

/** The tracking page of an order, as the diner opens it from the email. */
export function trackingUrl(
  baseUrl: string,
  order: Pick<TOrderRow, 'id' | 'kind' | 'customerEmail'>,
): string {
  const query = new URLSearchParams({ orderId: order.id, email: order.customerEmail });
  return `${baseUrl}${ORDER_KIND[order.kind].trackPage}?${query.toString()}`;
}

/** The guest's private page of a booking (docs/decisions/028): see, change or cancel it. */
export function reservationManageUrl(baseUrl: string, r: Pick<TReservationRow, 'manageToken'>): string {
  return `${baseUrl}${manageReservationPath(r.manageToken)}`;
}

/** The restaurant's contact details as the emails sign with them (a placeholder name before setup). */
export function restaurantContact(info: TOrderCreatedContext['restaurant']): TRestaurant {
  return {
    name: info?.name ?? 'Our restaurant',
    phone: info?.phone ?? '',
    address: info?.address ?? '',
    vatNumber: info?.vatNumber ?? null,
  };
}

/** Renders each email to diners from the rows of its order or reservation (templates.ts lays them out). */
export function emailComposer(options: { baseUrl: string; timeZone: string }) {
  // English keeps the spec era's de-CH dates (byte-identical emails); other languages their Swiss locale.
  const when = (date: Date, language: TLanguage) =>
    formatLocalDateTime(date, { timeZone: options.timeZone, ...(language === 'en' ? {} : { language }) });

  function orderSummary(order: TOrderRow, lines: TOrderLine[]): TOrderSummary {
    return {
      language: order.language,
      firstName: order.customerFirstName,
      orderNumber: order.orderNumber,
      orderType: order.orderType,
      isBuffet: order.kind === 'BUFFET',
      lines,
      discountRappen: order.discountRappen,
      promoCode: order.promoCode,
      promoDiscountRappen: order.promoDiscountRappen,
      deliveryFeeRappen: order.deliveryFeeRappen,
      cardFeeRappen: order.cardFeeRappen,
      paymentMethod: order.paymentMethod,
      totalRappen: order.totalRappen,
      voucherAmountRappen: order.voucherAmountRappen,
      vat: order.vatBreakdown.map((share) => ({ tenths: share.tenths, vatRappen: share.vatRappen })),
      timing: order.asap ? null : when(order.requestedAt, order.language),
      trackingUrl: trackingUrl(options.baseUrl, order),
    };
  }

  const reservationSummary = (r: TReservationRow) => ({
    language: r.language,
    firstName: r.customerFirstName,
    code: r.id,
    at: when(r.reservationAt, r.language),
    people: r.numberOfPeople,
  });

  /** Every email about a booking that stands carries the guest's private link. */
  const withManageUrl = (r: TReservationRow) => ({
    ...reservationSummary(r),
    manageUrl: reservationManageUrl(options.baseUrl, r),
  });

  return {
    orderReceived: (order: TOrderRow, lines: TOrderLine[], restaurant: TRestaurant): TRenderedEmail =>
      orderReceivedEmail(orderSummary(order, lines), restaurant),
    /** Needs `order.committedReadyAt` (a confirmed order has it). */
    orderConfirmed: (
      order: TOrderRow & { committedReadyAt: Date },
      lines: TOrderLine[],
      restaurant: TRestaurant,
    ): TRenderedEmail =>
      orderConfirmedEmail(
        { ...orderSummary(order, lines), readyAt: when(order.committedReadyAt, order.language) },
        restaurant,
      ),
    /** "Your order is ready" (a takeaway order the kitchen finished), in the order's language. */
    orderReady: (order: TOrderRow, restaurant: TRestaurant): TRenderedEmail =>
      orderReadyEmail(
        {
          language: order.language,
          firstName: order.customerFirstName,
          orderNumber: order.orderNumber,
          isBuffet: order.kind === 'BUFFET',
          trackingUrl: trackingUrl(options.baseUrl, order),
        },
        restaurant,
      ),
    orderCancelled: (order: TOrderRow, lines: TOrderLine[], restaurant: TRestaurant): TRenderedEmail =>
      orderCancelledEmail(
        {
          ...orderSummary(order, lines),
          reason: order.cancelReason,
          // Cancelled by the timeout (not confirmed in time): a paid card order is refunded right after.
          ...(order.autoCancelled
            ? {
                auto: {
                  refunded: order.paymentMethod === 'CARD' && order.paymentStatus === 'SUCCEEDED',
                },
              }
            : {}),
        },
        restaurant,
      ),
    /**
     * The escalation email to the restaurant, in its default language: an order or a
     * reservation request nobody has seen since `visibleAt`.
     */
    unseenEscalation: (
      about:
        | {
            kind: 'order' | 'buffet';
            number: number;
            orderType: 'DELIVERY' | 'TAKEAWAY';
            total: string;
            visibleAt: Date;
          }
        | { kind: 'reservation'; people: number; at: Date; visibleAt: Date },
      info: (TOrderCreatedContext['restaurant'] & { defaultLanguage?: TLanguage }) | undefined,
    ): TRenderedEmail => {
      const language = info?.defaultLanguage ?? 'de';
      const common = {
        language,
        at: when(about.visibleAt, language),
        incomingUrl: `${options.baseUrl}/admin/incoming`,
      };
      return unseenEscalationEmail(
        about.kind === 'reservation'
          ? { ...common, kind: 'reservation', people: about.people, when: when(about.at, language) }
          : {
              ...common,
              kind: about.kind,
              number: about.number,
              orderType: about.orderType,
              total: about.total,
            },
        restaurantContact(info),
      );
    },
    reservationReceived: (r: TReservationRow, restaurant: TRestaurant): TRenderedEmail =>
      reservationReceivedEmail(withManageUrl(r), restaurant),
    reservationConfirmed: (r: TReservationRow, restaurant: TRestaurant): TRenderedEmail =>
      reservationConfirmedEmail(withManageUrl(r), restaurant),
    reservationRejected: (r: TReservationRow, restaurant: TRestaurant): TRenderedEmail =>
      reservationRejectedEmail({ ...reservationSummary(r), reason: r.rejectReason }, restaurant),
    reservationChanged: (r: TReservationRow, restaurant: TRestaurant): TRenderedEmail =>
      reservationChangedEmail({ ...withManageUrl(r), pending: r.status === 'REQUESTED' }, restaurant),
    reservationCancelled: (r: TReservationRow, restaurant: TRestaurant): TRenderedEmail =>
      reservationCancelledEmail(reservationSummary(r), restaurant),
    reservationReminder: (r: TReservationRow, restaurant: TRestaurant): TRenderedEmail =>
      reservationReminderEmail(withManageUrl(r), restaurant),
    /** The booking's date and time as its guest reads them (the emails' format, in the booking's language). */
    reservationWhen: (r: Pick<TReservationRow, 'reservationAt' | 'language'>) =>
      when(r.reservationAt, r.language),
    manageUrl: (r: Pick<TReservationRow, 'manageToken'>) => reservationManageUrl(options.baseUrl, r),
    /** The receipt of a no-show fee charged on the booking's card guarantee (docs/decisions/028). */
    reservationNoShowFee: (
      r: TReservationRow,
      charge: {
        feePerPersonRappen: number;
        chargedRappen: number | null;
        chargedAt: Date | null;
        cardLabel: string | null;
      },
      restaurant: TRestaurant,
    ): TRenderedEmail =>
      reservationNoShowFeeEmail(
        {
          ...reservationSummary(r),
          chargedAt: when(charge.chargedAt ?? new Date(), r.language),
          feePerPersonRappen: charge.feePerPersonRappen,
          totalRappen: charge.chargedRappen ?? charge.feePerPersonRappen * r.numberOfPeople,
          cardLabel: charge.cardLabel ?? '',
        },
        restaurant,
      ),
  };
}

export type TEmailComposer = ReturnType<typeof emailComposer>;
