import {
  MAX_ORDER_WINDOW_DAYS,
  type TAdminOrder,
  type TAdminOrderPage,
  type TIncomingCard,
} from '@app/shared/admin-orders';
import { addDays, isIsoDate, restaurantToday } from '@app/shared/calendar-day';
import { zoneOfPostcode } from '@app/shared/delivery';
import type { TLanguage } from '@app/shared/languages';
import { rappenToChf } from '@app/shared/money';
import { zonedLocalToInstant } from '@app/shared/opening-hours';
import { ORDER_KIND, type TOrderKind as TKind } from '@app/shared/order-kind';
import type { TGuestRecord } from '@app/shared/reservations';
import { busyMinutesAt } from '@app/shared/service-status';
import { GUEST_LIMIT, GUEST_ORDER_LIMIT, type TGuests } from '@app/shared/staff-entry';
import type { TTx } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import { customerInfoFromRow } from '../../lib/customer-info';
import type { TOrderRulesService } from '../order-rules';
import { renderReceipt } from '../receipts';
import type { TRestaurantInfoService } from '../restaurant-info';
import type { TServiceStatusService } from '../service-status';
import { lineOptions } from './line-options';
import type { TOrderRow, TOrdersRepository } from './repository';
import { vatBreakdownOf } from './service';

type TActor = { userId: number | null; username: string };
type TItemRow = Awaited<ReturnType<TOrdersRepository['items']>>[number];

const ALREADY_HANDLED = 'This order was already handled by someone else. The list will refresh.';
const NOT_FOUND_MESSAGE: Record<TKind, string> = {
  MENU: 'This order could not be found.',
  BUFFET: 'This buffet order could not be found.',
};

function timing(row: TOrderRow) {
  return {
    requestedAt: row.requestedAt.toISOString(),
    asap: row.asap,
    committedReadyAt: row.committedReadyAt?.toISOString() ?? null,
    adminExtraMinutes: row.adminExtraMinutes,
  };
}

/** `language` names the options (the order's own language when left out), `fallback` as for the items. */
export function toAdminOrder(
  row: TOrderRow,
  items: TItemRow[],
  language: TLanguage = row.language,
  fallback?: TLanguage,
): TAdminOrder {
  return {
    id: row.id,
    kind: row.kind,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    requestedAt: row.requestedAt.toISOString(),
    asap: row.asap,
    committedReadyAt: row.committedReadyAt?.toISOString() ?? null,
    timing: timing(row),
    orderType: row.orderType,
    customerInfo: customerInfoFromRow(row),
    orderItems: items.map((i) => ({
      menuItemId: i.menuItemId,
      buffetItemId: i.buffetItemId,
      menuItemName: i.name,
      name: i.name,
      quantity: i.quantity,
      unitPrice: rappenToChf(i.unitPriceRappen),
      options: lineOptions(i.options, language, fallback),
    })),
    itemsSubtotalBeforeDiscount: rappenToChf(row.subtotalRappen),
    discountPercent: row.discountPercentTenths / 10,
    discountAmount: rappenToChf(row.discountRappen),
    itemsSubtotalAfterDiscount: rappenToChf(row.afterDiscountRappen),
    promoCode: row.promoCode,
    promoDiscount: rappenToChf(row.promoDiscountRappen),
    voucherCode: row.voucherCode,
    voucherAmount: rappenToChf(row.voucherAmountRappen),
    amountDue: rappenToChf(row.totalRappen - row.voucherAmountRappen),
    vatPercent: row.vatPercentTenths / 10,
    vatAmount: rappenToChf(row.vatRappen),
    vatBreakdown: vatBreakdownOf(row),
    deliveryFee: rappenToChf(row.deliveryFeeRappen),
    cardFee: rappenToChf(row.cardFeeRappen),
    totalPrice: rappenToChf(row.totalRappen),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    status: row.status,
    cancelReason: row.cancelReason,
    specialInstructions: row.specialInstructions,
    enteredBy: row.enteredBy,
    overrideReason: row.overrideReason,
    printStatus: row.printStatus,
    autoCancelled: row.autoCancelled,
  };
}

type TListQuery = {
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
};

/** The kitchen's view of orders: incoming, confirm/cancel, lists, status changes, receipts. */
export function orderAdminService(
  repo: TOrdersRepository,
  options: {
    timeZone: string;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    serviceStatus: Pick<TServiceStatusService, 'stored'>;
    orderRules: Pick<TOrderRulesService, 'zones' | 'rules'>;
    /** A returning guest's table bookings: visits and no-shows (the reservations' service). */
    guestRecord?: (guest: { email: string; phone: string }) => Promise<TGuestRecord>;
  },
) {
  const info = options.restaurantInfo;

  /**
   * The preparation minutes of an ASAP order confirmed now: its order type's ASAP minutes (order
   * settings) and, for a delivery, its zone's extra minutes (the zone of its postcode now).
   */
  async function asapMinutesOf(order: Pick<TOrderRow, 'orderType' | 'customerPlz'>): Promise<number> {
    const [rules, zones] = await Promise.all([
      options.orderRules.rules(),
      order.orderType === 'DELIVERY' ? options.orderRules.zones() : [],
    ]);
    const zone = order.orderType === 'DELIVERY' ? zoneOfPostcode(zones, order.customerPlz) : undefined;
    return rules.asapMinutes[order.orderType] + (zone?.extraMinutes ?? 0);
  }

  /** The first instant of a restaurant-local day. */
  function dayStart(day: string, field: 'from' | 'to'): Date {
    try {
      return zonedLocalToInstant(`${day}T00:00:00`, options.timeZone);
    } catch {
      throw badRequest('Use a date like 2026-12-24', { [field]: 'validation.day' });
    }
  }

  /**
   * The lines with their item names in the reader's language: as ordered in that language
   * when the order kept it (orders.line_names), else in `fallback` (the kitchen's ticket falls back to
   * the restaurant's default language, as the menu does), else as ordered. Without a language, as ordered.
   */
  function named(row: TOrderRow, items: TItemRow[], language?: TLanguage, fallback?: TLanguage): TItemRow[] {
    if (!language) return items;
    return items.map((i) => {
      const names = row.lineNames[i.position];
      return { ...i, name: names?.[language] ?? (fallback && names?.[fallback]) ?? i.name };
    });
  }

  async function withItems(rows: TOrderRow[], language?: TLanguage) {
    const items = await repo.itemsFor(rows.map((r) => r.id));
    const byOrder = new Map<string, TItemRow[]>();
    for (const item of items) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);
    return rows.map((row) => ({ row, items: named(row, byOrder.get(row.id) ?? [], language) }));
  }

  async function get(kind: TKind, id: string) {
    const row = await repo.findById(id, kind);
    if (!row) throw notFound(NOT_FOUND_MESSAGE[kind]);
    return { row, items: await repo.items(id) };
  }

  return {
    async incomingCards(language?: TLanguage): Promise<TIncomingCard[]> {
      return (await withItems(await repo.listIncoming(), language)).map(({ row, items }) => ({
        kind: ORDER_KIND[row.kind].incoming,
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        timing: timing(row),
        orderType: row.orderType,
        orderNumber: row.orderNumber,
        customerInfo: customerInfoFromRow(row),
        menuItems:
          row.kind === 'MENU'
            ? items.map((i) => ({
                menuItemName: i.name,
                quantity: i.quantity,
                options: lineOptions(i.options, language ?? row.language),
              }))
            : [],
        buffetItems:
          row.kind === 'BUFFET'
            ? items.map((i) => ({
                name: i.name,
                quantity: i.quantity,
                options: lineOptions(i.options, language ?? row.language),
              }))
            : [],
        specialInstructions: row.specialInstructions,
        numberOfPeople: null,
        overCapacity: false,
        totalPrice: rappenToChf(row.totalRappen),
        voucherAmount: rappenToChf(row.voucherAmountRappen),
        voucherCode: row.voucherCode,
        promoCode: row.promoCode,
        promoDiscount: rappenToChf(row.promoDiscountRappen),
        paymentMethod: row.paymentMethod,
        paymentStatus: row.paymentStatus,
      }));
    },

    async markSeen(kind: TKind, id: string) {
      if (!(await repo.markSeen(id, kind))) throw notFound(NOT_FOUND_MESSAGE[kind]);
    },
    /** The orders on the incoming screen: all of them, seen or not, and the unseen ones by kind. */
    countNew: () => repo.countNew(),
    markAllSeen: (kind: TKind) => repo.markAllSeen(kind),

    /**
     * NEW -> CONFIRMED with the committed ready time: ASAP orders are ready the order type's ASAP
     * minutes (with a delivery zone's extra minutes) after the confirmation plus busy mode's minutes plus
     * the extra; scheduled ones at the requested time plus the extra.
     */
    async confirm(kind: TKind, id: string, extraMinutes: number | null, by: TActor) {
      const busy = busyMinutesAt(await options.serviceStatus.stored(), new Date());
      const stored = await repo.findById(id, kind);
      const prepMinutes = stored?.asap ? await asapMinutesOf(stored) : 0;
      const now = Date.now();
      const { row, before } = await repo.transition(
        id,
        kind,
        ['NEW'],
        (order) => ({
          status: 'CONFIRMED',
          adminExtraMinutes: extraMinutes,
          committedReadyAt: new Date(
            (order.asap ? now + (prepMinutes + busy) * 60_000 : order.requestedAt.getTime()) +
              (extraMinutes ?? 0) * 60_000,
          ),
        }),
        by,
      );
      if (!before) throw notFound(NOT_FOUND_MESSAGE[kind]);
      if (!row) throw conflict(ALREADY_HANDLED, 'ALREADY_HANDLED');
      return row;
    },

    /** NEW -> CANCELLED with the reason. Refunds are the payment module's business (refundIfPaid). */
    async cancel(kind: TKind, id: string, reason: string | null, by: TActor) {
      const { row, before } = await repo.transition(
        id,
        kind,
        ['NEW'],
        () => ({ status: 'CANCELLED', cancelReason: reason || null }),
        by,
        reason || undefined,
      );
      if (!before) throw notFound(NOT_FOUND_MESSAGE[kind]);
      if (!row) throw conflict(ALREADY_HANDLED, 'ALREADY_HANDLED');
      return row;
    },

    /**
     * NEW -> CANCELLED by the timeout (nobody confirmed it in time), by "system", through the staff cancel's
     * path (its history entry and the diner's email). False when the order is no longer NEW (confirmed in
     * time).
     */
    async autoCancel(kind: TKind, id: string, reason: string): Promise<boolean> {
      const { row } = await repo.transition(
        id,
        kind,
        ['NEW'],
        () => ({ status: 'CANCELLED', cancelReason: reason, autoCancelled: true }),
        { userId: null, username: 'system' },
        reason,
      );
      return Boolean(row);
    },

    /** Any later status from the lists; CONFIRMED from the list gets a ready time if it had none. */
    async setStatus(
      kind: TKind,
      id: string,
      status: 'CONFIRMED' | 'PREPARING' | 'ON_THE_WAY' | 'DELIVERED' | 'CANCELLED',
      by: TActor,
    ) {
      const stored = status === 'CONFIRMED' ? await repo.findById(id, kind) : undefined;
      const prepMinutes = stored?.asap ? await asapMinutesOf(stored) : 0;
      const { row, before } = await repo.transition(
        id,
        kind,
        'any',
        (order) => ({
          status,
          ...(status === 'CONFIRMED' && !order.committedReadyAt
            ? {
                committedReadyAt: order.asap
                  ? new Date(Date.now() + prepMinutes * 60_000)
                  : order.requestedAt,
              }
            : {}),
        }),
        by,
      );
      if (!before || !row) throw notFound(NOT_FOUND_MESSAGE[kind]);
      const [full] = await withItems([row]);
      return toAdminOrder(row, full?.items ?? []);
    },

    /**
     * The kitchen moves an order on (docs/decisions/030): the display's first bump (CONFIRMED ->
     * PREPARING, inside the bump's transaction `tx`, which holds the order's lock) and the pass's hand-out
     * (a takeaway DELIVERED, a delivery ON_THE_WAY). Only from one of `from`, with the history entry and the
     * change (the diner's emails) of any status change. `row` is undefined when the order is missing (no
     * `before` either) or no longer in `from`.
     */
    advance(
      kind: TKind,
      id: string,
      from: TOrderRow['status'][],
      status: 'PREPARING' | 'ON_THE_WAY' | 'DELIVERED',
      by: TActor,
      tx?: TTx,
    ): Promise<{ row?: TOrderRow; before?: TOrderRow }> {
      return tx
        ? repo.transitionIn(tx, id, kind, from, () => ({ status }), by)
        : repo.transition(id, kind, from, () => ({ status }), by);
    },

    /**
     * One page of an order list: the orders created on the restaurant-local days `from` to
     * `to` (inclusive; today when left out), matching `q`, newest first, with the total and the window.
     */
    async list(kind: TKind, query: TListQuery, language?: TLanguage): Promise<TAdminOrderPage> {
      for (const field of ['from', 'to'] as const) {
        const day = query[field];
        if (day !== undefined && !isIsoDate(day)) {
          throw badRequest('Use a date like 2026-12-24', { [field]: 'validation.day' });
        }
      }
      const today = restaurantToday(new Date(), options.timeZone);
      const fromDay = query.from ?? query.to ?? today;
      const toDay = query.to ?? (query.from && query.from > today ? query.from : today);
      if (toDay < fromDay) {
        const message = 'The first day must not be after the last day.';
        throw badRequest(message, { from: message });
      }
      const from = dayStart(fromDay, 'from');
      const to = dayStart(addDays(toDay, 1), 'to');
      if (to.getTime() - from.getTime() > (MAX_ORDER_WINDOW_DAYS + 1) * 86_400_000) {
        const message = 'Choose at most {days} days at a time.';
        throw new AppError(400, message, {
          details: { from: message },
          values: { days: MAX_ORDER_WINDOW_DAYS },
          detailValues: { from: { days: MAX_ORDER_WINDOW_DAYS } },
        });
      }
      const { page, pageSize } = query;
      const { rows, total } = await repo.list(kind, {
        from,
        to,
        q: query.q || undefined,
        offset: (page - 1) * pageSize,
        limit: pageSize,
      });
      const items = (await withItems(rows, language)).map(({ row, items }) =>
        toAdminOrder(row, items, language ?? row.language),
      );
      return { items, total, page, pageSize, from: fromDay, to: toDay };
    },

    /**
     * Returning guests (for phone orders) by the start of a phone number or an email: each with the details
     * of their latest order and their last orders (lines by item id, to order them again).
     */
    async guests(q: string, language?: TLanguage): Promise<TGuests> {
      const found = await repo.guests(q, GUEST_LIMIT, GUEST_ORDER_LIMIT);
      const named = await withItems(
        found.flatMap((g) => g.orders),
        language,
      );
      const linesOf = new Map(named.map(({ row, items }) => [row.id, items]));
      // Staff on the phone see whether the guest keeps their table bookings (a few guests: one count each).
      const records = await Promise.all(
        found.map(({ orders: [latest] }) =>
          latest && options.guestRecord
            ? options.guestRecord({ email: latest.customerEmail, phone: latest.customerPhone })
            : undefined,
        ),
      );
      return {
        guests: found.flatMap(({ orderCount, orders }, index) => {
          const [latest] = orders;
          if (!latest) return [];
          const record = records[index];
          return [
            {
              customerInfo: customerInfoFromRow(latest),
              ...(record ? { reservations: record } : {}),
              orderCount,
              lastOrders: orders.map((row) => ({
                id: row.id,
                kind: row.kind,
                orderNumber: row.orderNumber,
                createdAt: row.createdAt.toISOString(),
                orderType: row.orderType,
                paymentMethod: row.paymentMethod,
                totalPrice: rappenToChf(row.totalRappen),
                items: (linesOf.get(row.id) ?? []).map((i) => ({
                  menuItemId: i.menuItemId,
                  buffetItemId: i.buffetItemId,
                  name: i.name,
                  quantity: i.quantity,
                  ...(i.options.length > 0
                    ? { options: lineOptions(i.options, language ?? row.language) }
                    : {}),
                })),
              })),
            },
          ];
        }),
      };
    },

    async getOne(kind: TKind, id: string, language?: TLanguage, fallback?: TLanguage): Promise<TAdminOrder> {
      const { row, items } = await get(kind, id);
      return toAdminOrder(row, named(row, items, language, fallback), language ?? row.language, fallback);
    },

    /**
     * The receipt's text (42 columns, or the printer's `columns`), in the order's language: the diner's
     * words, and the lines' names as ordered.
     */
    async receipt(kind: TKind, id: string, columns?: number): Promise<string> {
      const { row, items } = await get(kind, id);
      const restaurant = await info.stored();
      return renderReceipt({
        timeZone: options.timeZone,
        language: row.language,
        ...(restaurant?.defaultLanguage ? { defaultLanguage: restaurant.defaultLanguage } : {}),
        ...(columns ? { columns } : {}),
        restaurant: {
          name: restaurant?.name ?? '',
          address: restaurant?.address ?? '',
          phone: restaurant?.phone ?? '',
          vatNumber: restaurant?.vatNumber ?? null,
        },
        order: {
          id: row.id,
          orderNumber: row.orderNumber,
          kind: row.kind,
          orderType: row.orderType,
          createdAt: row.createdAt,
          asap: row.asap,
          requestedAt: row.requestedAt,
          committedReadyAt: row.committedReadyAt,
          customer: {
            firstName: row.customerFirstName,
            lastName: row.customerLastName,
            phone: row.customerPhone,
            email: row.customerEmail,
            street: row.customerStreet,
            streetNo: row.customerStreetNo,
            plz: row.customerPlz,
            city: row.customerCity,
          },
          specialInstructions: row.specialInstructions,
          items,
          subtotalRappen: row.subtotalRappen,
          discountPercentTenths: row.discountPercentTenths,
          discountRappen: row.discountRappen,
          promoCode: row.promoCode,
          promoDiscountRappen: row.promoDiscountRappen,
          voucherCode: row.voucherCode,
          voucherAmountRappen: row.voucherAmountRappen,
          deliveryFeeRappen: row.deliveryFeeRappen,
          cardFeeRappen: row.cardFeeRappen,
          totalRappen: row.totalRappen,
          vatPercentTenths: row.vatPercentTenths,
          vatRappen: row.vatRappen,
          vatBreakdown: row.vatBreakdown,
          paymentMethod: row.paymentMethod,
          paymentStatus: row.paymentStatus,
          status: row.status,
          enteredBy: row.enteredBy,
          overrideReason: row.overrideReason,
        },
      });
    },
  };
}

export type TOrderAdminService = ReturnType<typeof orderAdminService>;
