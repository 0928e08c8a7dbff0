import { MAX_LINE_QUANTITY } from '@app/shared/cart-limits';
import {
  DELIVERY_MINIMUM_TEMPLATE,
  deliveryMinimumAmount,
  meetsDeliveryMinimum,
  NOT_DELIVERABLE_MESSAGE,
  pricingRulesOf,
  zoneOfPostcode,
} from '@app/shared/delivery';
import type { TOptionErrorCode, TOrderedOption } from '@app/shared/dish-options';
import type { TOrderType } from '@app/shared/enums';
import { FALLBACK_LANGUAGE, type TLanguage } from '@app/shared/languages';
import { chfToRappen, rappenToChf } from '@app/shared/money';
import { instantToZonedLocal, zonedLocalToInstant } from '@app/shared/opening-hours';
import { optionsKey } from '@app/shared/option-choices';
import { lineItemIds, ORDER_KIND, type TOrderItemIdKey, type TOrderKind } from '@app/shared/order-kind';
import {
  MSG,
  type TCreateBuffetOrder,
  type TCreateMenuOrder,
  type TTrackedOrder,
  type TVatBreakdown,
} from '@app/shared/orders';
import { computePricing } from '@app/shared/pricing';
import type { TStaffOrder } from '@app/shared/staff-entry';
import { ratesOn, type TVatRates } from '@app/shared/vat';
import type { TDb, TTx } from '../../db/client';
import { translate } from '../../i18n/translate';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { newPublicId } from '../../lib/ids';
import { type TAutoPauseService, throwAutoPaused } from '../auto-pause';
import { saleAt } from '../discounts';
import { OPTIONS_MESSAGE, orderedOptions, problemMessage } from '../dish-options';
import {
  assertOpenIn,
  MAX_SCHEDULE_DAYS,
  pausedStatus,
  SLOT_SEARCH_MS,
  slotOf,
  slotRules,
  type TSlotRules,
  takeSlot,
  throwClosed,
  throwOrderTypeOff,
  throwSlotFull,
  throwTooSoon,
} from '../hours';
import type { TPromoChoice, TPromoCodesService } from '../promo-codes';
import { earlierOrder, payloadFingerprint } from './idempotency';
import { lineOptions } from './line-options';
import { orderSettings, type TOrderSettings } from './order-settings';
import {
  claimReadyNotice,
  orderLines,
  type TOrderRow,
  type TOrdersRepository,
  type TSlotClaim,
} from './repository';
import { trackingSteps } from './tracking-steps';

type TCreateInput = (TCreateMenuOrder | TCreateBuffetOrder | TStaffOrder) & {
  scheduledAt?: string | null | undefined;
};

/**
 * An order entered in the back office (a phone order): who entered it, the status it starts in, and the
 * reason when staff lift the rules a diner's order is refused by (delivery area and minimum, opening
 * hours, a pause, a full slot, the lead time). Prices are computed exactly as for a diner.
 */
export type TStaffEntry = {
  by: { userId: number | null; username: string };
  status: 'NEW' | 'CONFIRMED';
  overrideReason: string | null;
};

const STAFF_ADDRESS_FIELDS = ['street', 'streetNo', 'plz', 'city'] as const;
/** A cash delivery's note for the courier's change: at least what is to pay, and only on a cash delivery. */
const CASH_GIVEN = 'The note you pay with must cover the amount to pay, and only a cash delivery takes one.';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** A gift voucher as an order is priced with it: what was left on it when it was judged. */
export type TVoucherChoice = { id: string; code: string; balanceRappen: number };

/**
 * What the order path needs of gift vouchers: the order's voucher judged now (422 with its VOUCHER_* code),
 * and the amount taken under its lock in the order's transaction.
 */
export type TOrderVouchers = {
  choose(code: string | null | undefined, now?: Date): Promise<TVoucherChoice | null>;
  claim(tx: TTx, choice: TVoucherChoice, amountRappen: number, orderId: string, now?: Date): Promise<void>;
};

export function ordersService(
  db: TDb,
  options: {
    timeZone: string;
    repo: TOrdersRepository;
    /** The automatic pause (no screen online); left out (a test's own service): never paused by itself. */
    autoPause?: Pick<TAutoPauseService, 'autoPausedWith'>;
    /** Promo codes; left out (a test's own service): every code is refused as not valid. */
    promoCodes?: Pick<TPromoCodesService, 'choose' | 'claim'>;
    /** Gift vouchers (modules/vouchers); left out (a test's own service): every voucher code is refused. */
    vouchers?: TOrderVouchers;
  } & Parameters<typeof orderSettings>[1],
) {
  const { repo } = options;
  const orderSettingsSnapshot = orderSettings(db, options);

  /**
   * Merges lines of the same item and the same options, and checks every line against the catalogue of
   * `settings`: the item first (ITEMS_UNAVAILABLE, 400), then its options (an OPTION_* code, 422). A line
   * costs its item's price plus its options' differences (never below zero), and keeps its options as
   * they are now.
   */
  function priceLines(
    kind: TOrderKind,
    input: Pick<TCreateInput, 'items'>,
    settings: TOrderSettings,
    language: TLanguage,
    now: Date,
    rates: TVatRates,
  ) {
    const idKey = ORDER_KIND[kind].itemId;
    type TRequested = { id: number; optionIds: number[]; quantity: number };
    const requested = new Map<string, TRequested>();
    const keys = input.items.map(
      (
        item: Partial<Record<TOrderItemIdKey, number>> & { quantity: number; options?: number[] | undefined },
      ) => {
        const id = item[idKey];
        // The kind's schema, and the mixed-cart check before it, let only lines naming idKey through.
        if (id === undefined) throw new Error(`an order line without ${idKey}`);
        const optionIds = item.options ?? [];
        const key = `${id}${optionsKey(optionIds)}`;
        const line = requested.get(key);
        if (line) line.quantity += item.quantity;
        else requested.set(key, { id, optionIds, quantity: item.quantity });
        return key;
      },
    );
    if (requested.size === 0) throw badRequest(MSG.cartEmpty, { items: MSG.cartEmpty });
    const rows = settings.catalogue[kind];
    const details: Record<string, string> = {};
    const detailValues: Record<string, Record<string, string>> = {};
    keys.forEach((key, index) => {
      const { id, quantity } = requested.get(key) as TRequested;
      const row = rows.get(id);
      if (!row) details[`items.${index}.${idKey}`] = 'This item is no longer on the menu.';
      else if (!row.available) {
        details[`items.${index}.${idKey}`] = '{name} is currently unavailable.';
        detailValues[`items.${index}.${idKey}`] = { name: row.names[language] ?? row.name };
      } else if (row.soldOutUntil && row.soldOutUntil.getTime() > now.getTime()) {
        details[`items.${index}.${idKey}`] = '{name} is sold out today.';
        detailValues[`items.${index}.${idKey}`] = { name: row.names[language] ?? row.name };
      } else if (quantity > MAX_LINE_QUANTITY) details[`items.${index}.quantity`] = MSG.quantity;
    });
    if (Object.keys(details).length > 0) {
      throw new AppError(400, 'Some items in your cart can no longer be ordered. Please review your cart.', {
        details,
        detailValues,
        code: 'ITEMS_UNAVAILABLE',
      });
    }
    const groupsOf = settings.optionGroups[kind];
    const chosen = new Map<string, Exclude<ReturnType<typeof orderedOptions>, { problem: unknown }>>();
    let code: TOptionErrorCode | undefined;
    const optionValues: Record<string, Record<string, string | number>> = {};
    keys.forEach((key, index) => {
      const { id, optionIds } = requested.get(key) as TRequested;
      const groups = groupsOf.get(id) ?? [];
      const result = orderedOptions(groups, optionIds, now, settings.defaultLanguage);
      if ('problem' in result) {
        const row = rows.get(id);
        const name = row ? (row.names[language] ?? row.name) : '';
        const said = problemMessage(result.problem, groups, name, language, settings.defaultLanguage);
        code ??= result.problem.code;
        details[`items.${index}.options`] = said.message;
        optionValues[`items.${index}.options`] = said.values;
      } else chosen.set(key, result);
    });
    if (code) {
      throw new AppError(422, OPTIONS_MESSAGE, { details, detailValues: optionValues, code });
    }
    return [...requested].map(([key, { id, quantity }]) => {
      const row = rows.get(id);
      const picked = chosen.get(key);
      if (!row || !picked) throw new Error('unreachable');
      return {
        ...lineItemIds(kind, id),
        name: row.names[language] ?? row.name,
        names: row.names,
        unitPriceRappen: Math.max(0, row.priceRappen + picked.deltaRappen),
        quantity,
        vatClass: row.vatClass,
        vatTenths: rates[row.vatClass],
        options: picked.options,
      };
    });
  }

  /**
   * The order's amounts from its priced lines: the sale of `now`, the fee zone's delivery fee and the
   * payment fee. One function for placing an order and for quoting it, so a quote cannot disagree.
   */
  function priceOrder(
    kind: TOrderKind,
    lines: ReturnType<typeof priceLines>,
    input: Pick<TCreateInput, 'orderType' | 'paymentMethod'>,
    feeZone: Parameters<typeof pricingRulesOf>[1],
    settings: TOrderSettings,
    now: Date,
    vatRates: TVatRates,
    promo?: TPromoChoice | null,
    voucher?: TVoucherChoice | null,
  ) {
    return computePricing({
      lines: lines.map((l) => ({
        unitPriceRappen: l.unitPriceRappen,
        quantity: l.quantity,
        vatClass: l.vatClass,
      })),
      vatRates,
      kind,
      orderType: input.orderType,
      paymentMethod: input.paymentMethod,
      discount: saleAt(settings.sale, now, options.timeZone),
      promo: promo?.terms ?? null,
      voucherBalanceRappen: voucher?.balanceRappen ?? 0,
      rules: pricingRulesOf(settings.rules, feeZone),
    });
  }

  /**
   * The order's promo code judged against it (everything but other orders: `claim` counts those in the
   * insert's transaction), or none without a code; a refusal is 422 with its PROMO_* code.
   */
  async function choosePromo(
    kind: TOrderKind,
    input: Pick<TCreateInput, 'orderType' | 'promoCode'>,
    subtotalRappen: number,
    settings: TOrderSettings,
    now: Date,
  ): Promise<TPromoChoice | null> {
    const code = input.promoCode?.trim();
    if (!code) return null;
    if (!options.promoCodes) {
      throw new AppError(422, 'This promo code is not valid.', {
        code: 'PROMO_INVALID',
        details: { promoCode: 'This promo code is not valid.' },
      });
    }
    const sale = saleAt(settings.sale, now, options.timeZone);
    return options.promoCodes.choose(code, {
      kind,
      orderType: input.orderType,
      subtotalRappen,
      saleActive: (kind === 'BUFFET' ? sale.percentBuffet : sale.percentMenu) > 0,
      now,
    });
  }

  /** The order's gift voucher judged now (422 with its VOUCHER_* code), or none without a code. */
  async function chooseVoucher(code: string | null | undefined, now: Date): Promise<TVoucherChoice | null> {
    if (!code?.trim()) return null;
    if (!options.vouchers) {
      throw new AppError(422, 'This voucher code is not valid.', {
        code: 'VOUCHER_INVALID',
        details: { voucherCode: 'This voucher code is not valid.' },
      });
    }
    return options.vouchers.choose(code, now);
  }

  /**
   * ASAP is due after the preparation time (45 minutes plus busy mode's extra); a scheduled time is
   * restaurant-local, in the future, at least the preparation time ahead and within 30 days.
   */
  function requestedInstant(input: TCreateInput, now: Date, rules: TSlotRules, lifted: boolean): Date {
    if (input.asap) return rules.earliest;
    if (!input.scheduledAt) throw badRequest(MSG.scheduledInvalid, { scheduledAt: MSG.scheduledInvalid });
    let at: Date;
    try {
      at = zonedLocalToInstant(input.scheduledAt, options.timeZone);
    } catch {
      throw badRequest(MSG.scheduledInvalid, { scheduledAt: MSG.scheduledInvalid });
    }
    if (at.getTime() <= now.getTime())
      throw badRequest(MSG.scheduledPast, { scheduledAt: MSG.scheduledPast });
    if (!lifted && at.getTime() < rules.earliest.getTime())
      throwTooSoon(Math.round((rules.earliest.getTime() - now.getTime()) / 60_000), 'scheduledAt');
    if (at.getTime() > now.getTime() + MAX_SCHEDULE_DAYS * 86_400_000) {
      const message = 'Choose a time within the next {days} days';
      throw new AppError(400, message, {
        details: { scheduledAt: message },
        values: { days: MAX_SCHEDULE_DAYS },
      });
    }
    return at;
  }

  /**
   * The capacity check of an order (docs/decisions/010), run by the insert in its transaction after taking
   * the order type's lock: the time the order gets (an ASAP order may move to the next free time that day),
   * or SLOT_FULL naming the next free time.
   */
  function slotClaim(orderType: TOrderType, at: Date, asap: boolean, rules: TSlotRules): TSlotClaim {
    const from = new Date(slotOf(at.getTime()));
    return {
      orderType,
      from,
      to: new Date(from.getTime() + SLOT_SEARCH_MS),
      decide(counts) {
        const slot = takeSlot({ ...rules, counts }, at, asap);
        if (!slot.ok) throwSlotFull(slot.next, options.timeZone, asap ? undefined : 'scheduledAt');
        return slot.at;
      },
    };
  }

  return {
    /**
     * Creates an order from a diner's payload. Every price comes from the database; the client's
     * numbers are never read. With an idempotency key, a retry (same kind, same payload) returns the
     * first order; the key with another payload or for the other kind is refused with 422.
     */
    async create(
      kind: TOrderKind,
      input: TCreateInput,
      idempotencyKey?: string,
      language: TLanguage = FALLBACK_LANGUAGE,
      staff?: TStaffEntry,
    ): Promise<{ id: string }> {
      // Staff lift the refusable rules by giving a reason; nobody else can.
      const lifted = Boolean(staff?.overrideReason);
      const fingerprint = idempotencyKey ? payloadFingerprint(input) : null;
      if (idempotencyKey && fingerprint) {
        const earlier = earlierOrder(await repo.findByIdempotencyKey(idempotencyKey), kind, fingerprint);
        if (earlier) return earlier;
      }
      // Prices, opening hours, the sale and the rules as committed before this point (one version check).
      const settings = await orderSettingsSnapshot.get();
      // A type the restaurant does not take is refused to everyone: staff cannot lift it either.
      if (!settings.rules.orderTypes[input.orderType]) throwOrderTypeOff(input.orderType);
      const now = new Date();
      // Judged in a fixed order: items, delivery, requested time, a pause, opening hours.
      const orderDate = instantToZonedLocal(now, options.timeZone).slice(0, 10);
      const vatRates = ratesOn(settings.vatRates, orderDate);
      const lines = priceLines(kind, input, settings, language, now, vatRates);
      const subtotal = lines.reduce((sum, l) => sum + l.unitPriceRappen * l.quantity, 0);
      if (staff && input.orderType === 'DELIVERY') {
        // A phone order may come without an address; a delivery needs all of it.
        const address = input.customerInfo.address;
        const missing = STAFF_ADDRESS_FIELDS.filter((field) => !address[field].trim());
        if (missing.length > 0) {
          throw badRequest(
            MSG.fixFields,
            Object.fromEntries(missing.map((field) => [`customerInfo.${field}`, MSG.required])),
          );
        }
      }
      const isDelivery = input.orderType === 'DELIVERY';
      const zone = isDelivery ? zoneOfPostcode(settings.zones, input.customerInfo.address.plz) : undefined;
      if (isDelivery && !lifted) {
        if (!zone) {
          throw badRequest(
            NOT_DELIVERABLE_MESSAGE,
            { 'customerInfo.plz': NOT_DELIVERABLE_MESSAGE },
            'DELIVERY_AREA',
          );
        }
        if (!meetsDeliveryMinimum(zone, subtotal)) {
          throw new AppError(400, DELIVERY_MINIMUM_TEMPLATE, {
            code: 'MINIMUM_ORDER',
            values: { amount: deliveryMinimumAmount(zone) },
          });
        }
      }
      // Staff may deliver outside every zone (with a reason): priced like the first zone, the owner's main one.
      const feeZone = isDelivery ? (zone ?? settings.zones[0]) : undefined;
      const capacity = settings.slotCapacity[input.orderType];
      const rules = slotRules(
        {
          schedule: settings.hours,
          serviceStatus: settings.serviceStatus,
          capacity,
          // A delivery into a farther zone is ready that much later.
          asapMinutes: settings.rules.asapMinutes[input.orderType] + (feeZone?.extraMinutes ?? 0),
        },
        now,
        options.timeZone,
      );
      const requestedAt = requestedInstant(input, now, rules, lifted);
      if (!lifted) {
        const paused = pausedStatus(
          settings.serviceStatus,
          settings.hours,
          input.orderType,
          now,
          options.timeZone,
        );
        if (paused) throwClosed(paused, options.timeZone);
        // No incoming screen online for a while during opening hours: paused by itself.
        if (await options.autoPause?.autoPausedWith(settings.hours, settings.unseen, now))
          throwAutoPaused(settings.restaurant?.phone ?? '');
        assertOpenIn(settings.hours, requestedAt, options.timeZone, input.asap ? undefined : 'scheduledAt');
      }
      const promo = await choosePromo(kind, input, subtotal, settings, now);
      const voucher = await chooseVoucher(input.voucherCode, now);
      const pricing = priceOrder(kind, lines, input, feeZone, settings, now, vatRates, promo, voucher);
      const cashGivenRappen = input.cashGiven == null ? null : chfToRappen(input.cashGiven);
      if (
        cashGivenRappen !== null &&
        (input.paymentMethod !== 'CASH' || !isDelivery || cashGivenRappen < pricing.amountDue)
      ) {
        throw badRequest(CASH_GIVEN, { cashGiven: 'validation.cashGiven' });
      }
      const c = input.customerInfo;
      const id = newPublicId();
      try {
        const row = await repo.insert(
          {
            id,
            kind,
            orderDate,
            orderType: input.orderType,
            asap: input.asap,
            requestedAt,
            customerFirstName: c.firstName,
            customerLastName: c.lastName,
            customerEmail: c.email,
            customerPhone: c.phone,
            customerStreet: c.address.street,
            customerStreetNo: c.address.streetNo,
            customerPlz: c.address.plz,
            customerCity: c.address.city,
            specialInstructions: input.specialInstructions || null,
            subtotalRappen: pricing.subtotal,
            discountPercentTenths: Math.round(pricing.discountPercent * 10),
            discountRappen: pricing.discountAmount,
            promoCodeId: promo?.row.id ?? null,
            promoCode: promo?.row.code ?? null,
            promoDiscountRappen: pricing.promoDiscount,
            voucherId: voucher && pricing.voucherAmount > 0 ? voucher.id : null,
            voucherCode: voucher && pricing.voucherAmount > 0 ? voucher.code : null,
            voucherAmountRappen: pricing.voucherAmount,
            afterDiscountRappen: pricing.afterDiscount,
            deliveryFeeRappen: pricing.deliveryFee,
            cardFeeRappen: pricing.cardFee,
            totalRappen: pricing.total,
            vatPercentTenths: Math.round(pricing.vatPercent * 10),
            vatRappen: pricing.vatAmount,
            vatBreakdown: pricing.vatBreakdown,
            paymentMethod: input.paymentMethod,
            // A card order waits for its payment before the kitchen sees it; one a voucher paid in full does not.
            paymentStatus:
              input.paymentMethod === 'CARD' && pricing.amountDue > 0 ? 'PENDING' : 'NOT_REQUIRED',
            idempotencyKey: idempotencyKey ?? null,
            idempotencyFingerprint: fingerprint,
            language,
            status: staff?.status ?? 'NEW',
            enteredBy: staff?.by.username ?? null,
            enteredByUserId: staff?.by.userId ?? null,
            overrideReason: staff?.overrideReason ?? null,
            cashGivenRappen,
          },
          lines,
          { restaurant: settings.restaurant, pushSubscriptions: settings.pushSubscriptions },
          // A full slot is one of the rules staff may lift: their order is then not counted against it.
          capacity === null || lifted
            ? undefined
            : slotClaim(input.orderType, requestedAt, input.asap, rules),
          // The code's uses are counted, and the voucher's amount taken, under their locks in the order's
          // own transaction.
          async (tx) => {
            if (promo && options.promoCodes) await options.promoCodes.claim(tx, promo, c.email);
            if (voucher && options.vouchers)
              await options.vouchers.claim(tx, voucher, pricing.voucherAmount, id, now);
          },
        );
        return { id: row.id };
      } catch (err) {
        // Two submissions with the same key at once: the first one wins, the second gets its order
        // (or 422 when their payloads differ).
        if (idempotencyKey && fingerprint && isUniqueViolation(err)) {
          const earlier = earlierOrder(await repo.findByIdempotencyKey(idempotencyKey), kind, fingerprint);
          if (earlier) return earlier;
        }
        throw err;
      }
    },

    /**
     * What a phone order would cost if placed now, priced as `create` prices it (the same lines, sale,
     * zone and fees); nothing is stored. The rules staff may lift (area, minimum, hours) are not judged:
     * a delivery outside every zone is priced with the first zone, as such an order is placed.
     */
    async quote(
      kind: TOrderKind,
      input: Pick<TCreateInput, 'items' | 'orderType' | 'paymentMethod' | 'promoCode' | 'voucherCode'> & {
        plz: string;
      },
      language: TLanguage = FALLBACK_LANGUAGE,
    ) {
      const settings = await orderSettingsSnapshot.get();
      const now = new Date();
      const vatRates = ratesOn(settings.vatRates, instantToZonedLocal(now, options.timeZone).slice(0, 10));
      const lines = priceLines(kind, input, settings, language, now, vatRates);
      const isDelivery = input.orderType === 'DELIVERY';
      const zone = isDelivery && input.plz ? zoneOfPostcode(settings.zones, input.plz) : undefined;
      const feeZone = isDelivery ? (zone ?? settings.zones[0]) : undefined;
      // A code the order would refuse: priced without it, and the reason said at its field.
      const refusals: { promoCode?: string; voucherCode?: string } = {};
      const judged = async <T>(field: keyof typeof refusals, judge: () => Promise<T | null>) => {
        try {
          return await judge();
        } catch (error) {
          if (!(error instanceof AppError) || error.status !== 422) throw error;
          refusals[field] = translate(language, error.message, error.values);
          return null;
        }
      };
      const subtotal = lines.reduce((sum, l) => sum + l.unitPriceRappen * l.quantity, 0);
      const promo = await judged('promoCode', () => choosePromo(kind, input, subtotal, settings, now));
      const voucher = await judged('voucherCode', () => chooseVoucher(input.voucherCode, now));
      const pricing = priceOrder(kind, lines, input, feeZone, settings, now, vatRates, promo, voucher);
      return {
        promoDiscount: rappenToChf(pricing.promoDiscount),
        voucherAmount: rappenToChf(pricing.voucherAmount),
        amountDue: rappenToChf(pricing.amountDue),
        ...(Object.keys(refusals).length > 0 ? { refusals } : {}),
        subtotal: rappenToChf(pricing.subtotal),
        discountPercent: pricing.discountPercent,
        discountAmount: rappenToChf(pricing.discountAmount),
        deliveryFee: rappenToChf(pricing.deliveryFee),
        deliveryFeeWaived: pricing.deliveryFeeWaived,
        paymentFee: rappenToChf(pricing.cardFee),
        total: rappenToChf(pricing.total),
        zoneFound: zone !== undefined,
      };
    },

    /** The diner's view of an order; a wrong email and an unknown id give the same 404. */
    async track(kind: TOrderKind, orderId: string, email: string): Promise<TTrackedOrder> {
      const notFoundMessage =
        kind === 'MENU' ? 'Could not find your order.' : 'Could not find your buffet order.';
      const row = await repo.findById(orderId, kind);
      if (!row || row.customerEmail.trim().toLowerCase() !== email.trim().toLowerCase()) {
        throw notFound(notFoundMessage);
      }
      const onTheWay = row.status === 'ON_THE_WAY' && row.courierId !== null;
      const [items, history, restaurant, courier] = await Promise.all([
        repo.items(row.id),
        repo.statusTimes(row.id),
        options.restaurantInfo.stored(),
        onTheWay && row.courierId !== null ? repo.courierName(row.courierId) : null,
      ]);
      return {
        ...toTracked(row, items),
        steps: trackingSteps(row, history),
        restaurantPhone: restaurant?.phone.trim() || null,
        // Only while the courier has it: no name before, none after (and never a location).
        courierFirstName: courier,
        estimatedArrival: onTheWay ? (row.estimatedArrivalAt?.toISOString() ?? null) : null,
      };
    },

    /**
     * The tracking link of the latest order with daily number `orderNumber` placed with `email`, or the
     * same 404 whether the number is unknown or the email wrong (one read either way).
     */
    async lookup(orderNumber: number, email: string): Promise<{ orderId: string; kind: TOrderKind }> {
      const found = await repo.findByNumberAndEmail(orderNumber, email);
      if (!found) throw notFound('Could not find your order.');
      return { orderId: found.id, kind: found.kind };
    },

    findById: (id: string, kind?: TOrderKind) => repo.findById(id, kind),
    /** The order's lines, read in the transaction of a change to it (the emails about it). */
    lines: (orderId: string, tx: TTx) => orderLines(tx, orderId),
    /** True the first time only: the diner is told "ready" once per order (in the ready's transaction). */
    claimReadyNotice: (orderId: string, tx: TTx) => claimReadyNotice(tx, orderId),
    setPaymentReference: (id: string, reference: string) => repo.setPaymentReference(id, reference),

    /** SUCCEEDED -> REFUNDED, with the provider's refund id as the note. */
    markRefunded(id: string, changedBy: string, refundId: string) {
      return repo.setPaymentStatus(id, ['SUCCEEDED'], 'REFUNDED', changedBy, refundId);
    },
    /** A payment outcome from the provider: SUCCEEDED wins over FAILED, and nothing moves twice. */
    applyPaymentOutcome(id: string, outcome: 'SUCCEEDED' | 'FAILED', changedBy: string, note?: string) {
      return outcome === 'SUCCEEDED'
        ? repo.setPaymentStatus(id, ['PENDING', 'FAILED'], 'SUCCEEDED', changedBy, note)
        : repo.setPaymentStatus(id, ['PENDING'], 'FAILED', changedBy, note);
    },
  };
}

/** An order's VAT by rate in CHF; every row has it (migration 0014 filled the older ones). */
export function vatBreakdownOf(
  row: Pick<TOrderRow, 'vatBreakdown' | 'vatPercentTenths' | 'totalRappen' | 'vatRappen'>,
): TVatBreakdown {
  const shares =
    row.vatBreakdown.length > 0
      ? row.vatBreakdown
      : [{ tenths: row.vatPercentTenths, grossRappen: row.totalRappen, vatRappen: row.vatRappen }];
  return shares.map((share) => ({
    ratePercent: share.tenths / 10,
    gross: rappenToChf(share.grossRappen),
    vat: rappenToChf(share.vatRappen),
  }));
}

export function toTracked(
  row: TOrderRow,
  items: {
    name: string;
    quantity: number;
    unitPriceRappen: number;
    menuItemId: number | null;
    buffetItemId: number | null;
    options: TOrderedOption[];
  }[],
): TTrackedOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    asap: row.asap,
    requestedAt: row.requestedAt.toISOString(),
    committedReadyAt: row.committedReadyAt?.toISOString() ?? null,
    customerInfo: { firstName: row.customerFirstName, lastName: row.customerLastName },
    orderType: row.orderType,
    itemsSubtotalBeforeDiscount: rappenToChf(row.subtotalRappen),
    discountPercent: row.discountPercentTenths / 10,
    discountAmount: rappenToChf(row.discountRappen),
    promoCode: row.promoCode,
    promoDiscount: rappenToChf(row.promoDiscountRappen),
    voucherAmount: rappenToChf(row.voucherAmountRappen),
    amountDue: rappenToChf(row.totalRappen - row.voucherAmountRappen),
    deliveryFee: rappenToChf(row.deliveryFeeRappen),
    cardFee: rappenToChf(row.cardFeeRappen),
    totalPrice: rappenToChf(row.totalRappen),
    vatPercent: row.vatPercentTenths / 10,
    vatAmount: rappenToChf(row.vatRappen),
    vatBreakdown: vatBreakdownOf(row),
    paymentMethod: row.paymentMethod,
    paymentStatus: row.paymentStatus,
    status: row.status,
    orderItems: items.map((i) => ({
      name: i.name,
      quantity: i.quantity,
      unitPrice: rappenToChf(i.unitPriceRappen),
      total: rappenToChf(i.unitPriceRappen * i.quantity),
      // What "Order this again" adds: the line's item of the order's kind (a menu or a buffet item).
      itemId: i[ORDER_KIND[row.kind].itemId] ?? null,
      ...(i.options.length > 0 ? { options: lineOptions(i.options, row.language) } : {}),
    })),
    specialInstructions: row.specialInstructions,
    autoCancelled: row.autoCancelled,
    readyAt: row.readyAt?.toISOString() ?? null,
  };
}

export type TOrdersService = ReturnType<typeof ordersService>;
