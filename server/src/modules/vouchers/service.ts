import { randomInt } from 'node:crypto';
import { addDays, formatSwissDay, restaurantToday } from '@app/shared/calendar-day';
import type { TLanguage } from '@app/shared/languages';
import { chfToRappen, rappenToChf } from '@app/shared/money';
import {
  formatVoucherCode,
  normaliseVoucherCode,
  type TVoucherCheck,
  type TVoucherErrorCode,
  type TVoucherPurchase,
  type TVoucherPurchaseResult,
  type TVoucherPurchaseStatus,
  type TVoucherSettings,
  type TVoucherView,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CODE_LENGTH,
} from '@app/shared/vouchers';
import type {
  TAdminVoucher,
  TAdminVoucherDetail,
  TCounterVoucher,
  TVoucherRedeemResult,
  TVoucherSettingsInput,
  TVoucherStatus,
} from '@app/shared/vouchers-admin';
import { zonedLocalToInstant } from '@app/shared/zoned-time';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb, TTx } from '../../db/client';
import { orders, voucherMovements, voucherSettings, vouchers } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { onChange } from '../../lib/change-hooks';
import { newPublicId } from '../../lib/ids';
import { likeText } from '../../lib/like';
import { hasPgCode, UNIQUE_VIOLATION } from '../../lib/pg-error';
import { restaurantContact, type TEmailOutbox, voucherEmail, voucherReceiptEmail } from '../emails';
import type { TVoucherChoice } from '../orders';
import type { TPaymentEvent, TPaymentProvider } from '../payments';
import type { TRestaurantInfoService } from '../restaurant-info';

type TVoucherRow = typeof vouchers.$inferSelect;

/** What a diner or staff member is told, by refusal; English here, translated by the server's catalogues. */
const REFUSAL: Record<TVoucherErrorCode, string> = {
  VOUCHER_INVALID: 'This voucher code is not valid.',
  VOUCHER_EXPIRED: 'This voucher expired on {date}.',
  VOUCHER_EMPTY: 'Nothing is left on this voucher.',
  VOUCHER_BALANCE: 'Only CHF {amount} is left on this voucher.',
  VOUCHER_CHANGED: 'The voucher’s balance changed meanwhile: CHF {amount} is left. Please check your order.',
};
const NOT_SOLD_ONLINE = 'Gift vouchers are not sold online at the moment.';
const AMOUNT_LIMITS = 'Choose an amount from CHF {min} to CHF {max}.';
const AMOUNT_OUTSIDE = 'This amount is outside the limits for gift vouchers.';
const SEND_ON_RANGE = 'Choose a date from today up to a year ahead.';
const PURCHASE_MISSING = 'This voucher purchase could not be found.';
/**
 * How long an unpaid card checkout keeps a voucher's amount before it is cancelled and the amount given
 * back: longer than any card form (3-D Secure included) takes, short enough for the diner to try again.
 */
export const VOUCHER_HOLD_MS = 30 * 60_000;
export const VOUCHER_HOLD_REASON = 'The card payment was not completed.';

/** The field's message (translated without values, so it names none). */
const FIELD_REFUSAL: Record<TVoucherErrorCode, string> = {
  VOUCHER_INVALID: REFUSAL.VOUCHER_INVALID,
  VOUCHER_EXPIRED: 'This voucher has expired.',
  VOUCHER_EMPTY: REFUSAL.VOUCHER_EMPTY,
  VOUCHER_BALANCE: 'Less than that is left on this voucher.',
  VOUCHER_CHANGED: 'The voucher’s balance changed meanwhile. Please check your order.',
};

function refuse(code: TVoucherErrorCode, values?: Record<string, string | number>, field = 'voucherCode') {
  return new AppError(422, REFUSAL[code], { code, values, details: { [field]: FIELD_REFUSAL[code] } });
}

/** A new code: 16 characters of the alphabet, each drawn by the system's CSPRNG (80 bits). */
function newCode(): string {
  let code = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i++)
    code += VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)];
  return code;
}

/** The last day of a voucher sold on `today`, valid `months` months: the day before the same date then. */
function expiryOf(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const total = m - 1 + months;
  const year = y + Math.floor(total / 12);
  const month = (total % 12) + 1;
  // The 31st in a shorter month is its last day.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return addDays(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, -1);
}

/** The status staff see: spent and expired are read from the balance and the last day. */
function statusOf(row: TVoucherRow, today: string): TVoucherStatus {
  if (row.status === 'FAILED') return 'PENDING';
  if (row.status !== 'ACTIVE') return row.status;
  if (row.balanceRappen === 0) return 'SPENT';
  if (row.expiresOn < today) return 'EXPIRED';
  return 'ACTIVE';
}

/** Why a voucher cannot pay today, or null when it can. */
function refusalOf(row: TVoucherRow | undefined, today: string): TVoucherErrorCode | null {
  if (row?.status !== 'ACTIVE') return 'VOUCHER_INVALID';
  if (row.expiresOn < today) return 'VOUCHER_EXPIRED';
  if (row.balanceRappen === 0) return 'VOUCHER_EMPTY';
  return null;
}

export function vouchersService(
  db: TDb,
  options: {
    readonly timeZone: string;
    /** The payment provider (created with the payments; asked only when a voucher is bought online). */
    provider: () => Pick<TPaymentProvider, 'name' | 'publishableKey' | 'createIntent' | 'retrieveIntent'>;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    outbox: TEmailOutbox;
    baseUrl: string;
    log: FastifyBaseLogger;
  },
) {
  const today = (now = new Date()) => restaurantToday(now, options.timeZone);

  async function readSettings(): Promise<TVoucherSettings> {
    const [row] = await db.select().from(voucherSettings).where(eq(voucherSettings.id, 1));
    return {
      onlineSales: row?.onlineSales ?? true,
      amounts: [...(row?.amounts ?? [30, 50, 100])].sort((a, b) => a - b),
      minAmount: row?.minAmount ?? 20,
      maxAmount: row?.maxAmount ?? 500,
      validMonths: row?.validMonths ?? 36,
    };
  }

  const byCode = async (code: string, tx: TDb | TTx = db) => {
    const normalised = normaliseVoucherCode(code);
    if (!normalised) return undefined;
    const [row] = await tx.select().from(vouchers).where(eq(vouchers.code, normalised)).limit(1);
    return row;
  };
  const lockCode = async (tx: TTx, code: string) => {
    const [row] = await tx
      .select()
      .from(vouchers)
      .where(eq(vouchers.code, normaliseVoucherCode(code)))
      .for('update');
    return row;
  };

  /** Inserts a voucher with a fresh code; a code taken already (1 in 2^80) is drawn again. */
  async function insertVoucher(tx: TTx, values: Omit<typeof vouchers.$inferInsert, 'id' | 'code'>) {
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await tx
          .insert(vouchers)
          .values({ ...values, id: newPublicId(), code: newCode() })
          .returning();
        if (!row) throw new Error('voucher insert returned no row');
        return row;
      } catch (error) {
        if (attempt < 3 && hasPgCode(error, UNIQUE_VIOLATION)) continue;
        throw error;
      }
    }
  }

  /** A movement of the balance, with the voucher's new balance (the row is locked by the caller). */
  async function move(
    tx: TTx,
    row: TVoucherRow,
    kind: 'SOLD' | 'REDEEMED' | 'RESTORED',
    amountRappen: number,
    about: { orderId?: string | null; by?: string | null },
  ) {
    const balance = row.balanceRappen + amountRappen;
    await tx
      .update(vouchers)
      .set({ balanceRappen: balance, updatedAt: new Date() })
      .where(eq(vouchers.id, row.id));
    const [movement] = await tx
      .insert(voucherMovements)
      .values({
        voucherId: row.id,
        kind,
        amountRappen,
        balanceAfterRappen: balance,
        orderId: about.orderId ?? null,
        by: about.by ?? null,
      })
      .returning();
    if (!movement) throw new Error('voucher movement insert returned no row');
    return { balance, movement };
  }

  /** The recipient's voucher (on its day) and the buyer's receipt, queued in the sale's transaction. */
  async function queueEmails(tx: TTx, row: TVoucherRow, now: Date) {
    const restaurant = restaurantContact(await options.restaurantInfo.stored(tx));
    const code = formatVoucherCode(row.code);
    const summary = {
      language: row.language,
      code,
      amountRappen: row.amountRappen,
      buyerName: row.buyerName,
      recipientName: row.recipientName,
      message: row.message,
      expiresOn: formatSwissDay(row.expiresOn),
    };
    // Sent at eight in the morning of the chosen day, restaurant time; a day passed or today: at once.
    const later = row.sendOn && row.sendOn > today(now) ? row.sendOn : null;
    const startAfter = later ? zonedLocalToInstant(`${later}T08:00`, options.timeZone) : undefined;
    if (row.recipientEmail) {
      await options.outbox.record(
        tx,
        'VOUCHER',
        row.recipientEmail,
        voucherEmail(
          {
            ...summary,
            printUrl: `${options.baseUrl}/voucher#${row.code}`,
            menuUrl: `${options.baseUrl}/menu`,
          },
          restaurant,
        ),
        {},
        startAfter ? { startAfter } : {},
      );
      await tx
        .update(vouchers)
        .set({ sentAt: startAfter ?? now })
        .where(eq(vouchers.id, row.id));
    }
    if (row.buyerEmail) {
      await options.outbox.record(
        tx,
        'VOUCHER_RECEIPT',
        row.buyerEmail,
        voucherReceiptEmail(
          {
            ...summary,
            paymentMethod: row.paymentMethod,
            sendOn: later ? formatSwissDay(later) : null,
            recipientEmail: row.recipientEmail,
          },
          restaurant,
        ),
        {},
      );
    }
  }

  /** PENDING or FAILED → ACTIVE with its balance, once: the SOLD movement and the emails go with it. */
  async function activate(id: string, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(vouchers)
        .where(and(eq(vouchers.id, id), inArray(vouchers.status, ['PENDING', 'FAILED'])))
        .for('update');
      if (!row) return false;
      await tx
        .update(vouchers)
        .set({ status: 'ACTIVE', soldAt: now, updatedAt: now })
        .where(eq(vouchers.id, id));
      await move(tx, { ...row, status: 'ACTIVE' }, 'SOLD', row.amountRappen, {});
      await queueEmails(tx, { ...row, status: 'ACTIVE', soldAt: now }, now);
      return true;
    });
  }

  function toAdmin(row: TVoucherRow, now = new Date()): TAdminVoucher {
    return {
      id: row.id,
      code: row.code,
      amount: rappenToChf(row.amountRappen),
      balance: rappenToChf(row.balanceRappen),
      status: statusOf(row, today(now)),
      channel: row.channel,
      paymentMethod: row.paymentMethod,
      buyerName: row.buyerName,
      buyerEmail: row.buyerEmail,
      recipientName: row.recipientName,
      recipientEmail: row.recipientEmail,
      message: row.message,
      soldAt: row.soldAt?.toISOString() ?? null,
      expiresOn: row.expiresOn,
      sendOn: row.sendOn,
      sentAt: row.sentAt?.toISOString() ?? null,
      soldBy: row.soldBy,
    };
  }

  /** Gives back to its voucher what a cancelled order took, and takes it again if the order is revived. */
  function registerHooks() {
    onChange(db, async (tx, change) => {
      if (change.type !== 'order.status') return;
      const { order, from } = change;
      if (!order.voucherId || order.voucherAmountRappen <= 0) return;
      const cancelled = order.status === 'CANCELLED' && from !== 'CANCELLED';
      const revived = from === 'CANCELLED' && order.status !== 'CANCELLED';
      if (!cancelled && !revived) return;
      const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, order.voucherId)).for('update');
      if (!row) return;
      if (cancelled) {
        await move(tx, row, 'RESTORED', order.voucherAmountRappen, { orderId: order.id });
        return;
      }
      if (row.balanceRappen < order.voucherAmountRappen) {
        throw new AppError(409, REFUSAL.VOUCHER_BALANCE, {
          code: 'VOUCHER_BALANCE',
          values: { amount: rappenToChf(row.balanceRappen).toFixed(2) },
        });
      }
      await move(tx, row, 'REDEEMED', -order.voucherAmountRappen, { orderId: order.id });
    });
  }

  return {
    registerHooks,
    settings: readSettings,

    async updateSettings(input: TVoucherSettingsInput): Promise<TVoucherSettings> {
      const values = { ...input, amounts: [...new Set(input.amounts)].sort((a, b) => a - b) };
      await db
        .insert(voucherSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: voucherSettings.id, set: { ...values, updatedAt: new Date() } });
      return readSettings();
    },

    /** GET /api/vouchers/check: what is left, or why it cannot pay (unknown and unpaid alike: not valid). */
    async check(code: string, now = new Date()): Promise<TVoucherCheck> {
      const row = await byCode(code);
      const reason = refusalOf(row, today(now));
      if (!row || reason === 'VOUCHER_INVALID') {
        return { valid: false, balance: 0, expiresOn: null, reason: 'VOUCHER_INVALID' };
      }
      return {
        valid: reason === null,
        balance: reason === 'VOUCHER_EXPIRED' ? 0 : rappenToChf(row.balanceRappen),
        expiresOn: row.expiresOn,
        ...(reason ? { reason } : {}),
      };
    },

    /** The voucher as printed, for its holder; an unknown or unpaid code is 404. */
    async view(code: string, now = new Date()): Promise<TVoucherView> {
      const row = await byCode(code);
      if (!row || (row.status !== 'ACTIVE' && row.status !== 'CANCELLED'))
        throw notFound(REFUSAL.VOUCHER_INVALID);
      const status = statusOf(row, today(now));
      return {
        code: row.code,
        amount: rappenToChf(row.amountRappen),
        balance: rappenToChf(row.balanceRappen),
        expiresOn: row.expiresOn,
        recipientName: row.recipientName,
        buyerName: row.buyerName,
        message: row.message,
        status: status === 'PENDING' ? 'CANCELLED' : status,
      };
    },

    /**
     * A voucher bought online: checked against the owner's terms, stored PENDING (it cannot pay until the
     * payment is through) with a payment intent for its amount.
     */
    async purchase(
      input: TVoucherPurchase,
      language: TLanguage,
      now = new Date(),
    ): Promise<TVoucherPurchaseResult> {
      const settings = await readSettings();
      if (!settings.onlineSales) throw new AppError(409, NOT_SOLD_ONLINE, { code: 'CONFLICT' });
      if (input.amount < settings.minAmount || input.amount > settings.maxAmount) {
        const values = { min: settings.minAmount, max: settings.maxAmount };
        throw new AppError(400, AMOUNT_LIMITS, {
          code: 'VALIDATION',
          values,
          details: { amount: AMOUNT_OUTSIDE },
        });
      }
      const day = today(now);
      const sendOn = input.sendOn || null;
      if (sendOn && (sendOn < day || sendOn > addDays(day, 366) || Number.isNaN(Date.parse(sendOn)))) {
        throw new AppError(400, SEND_ON_RANGE, { code: 'VALIDATION', details: { sendOn: SEND_ON_RANGE } });
      }
      const amountRappen = chfToRappen(input.amount);
      const row = await db.transaction((tx) =>
        insertVoucher(tx, {
          amountRappen,
          status: 'PENDING',
          channel: 'ONLINE',
          paymentMethod: input.paymentMethod,
          buyerName: input.buyer.name,
          buyerEmail: input.buyer.email,
          recipientName: input.recipient.name,
          recipientEmail: input.recipient.email,
          message: input.message || null,
          sendOn,
          language,
          expiresOn: expiryOf(day, settings.validMonths),
        }),
      );
      const provider = options.provider();
      const intent = await provider.createIntent({
        orderId: row.id,
        orderKind: 'VOUCHER',
        amountRappen,
        currency: 'CHF',
        idempotencyKey: `voucher-${row.id}-${amountRappen}`,
      });
      await db
        .update(vouchers)
        .set({ paymentIntentId: intent.intentId, updatedAt: new Date() })
        .where(eq(vouchers.id, row.id));
      return {
        id: row.id,
        clientSecret: intent.clientSecret,
        amount: input.amount,
        currency: 'CHF',
        provider: provider.name,
        ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
      };
    },

    /**
     * The purchase as its buyer follows it; a payment still pending is asked of the provider, so a lost
     * webhook never leaves a paid voucher unsent.
     */
    async purchaseStatus(id: string, now = new Date()): Promise<TVoucherPurchaseStatus> {
      let [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).limit(1);
      if (row?.channel !== 'ONLINE') throw notFound(PURCHASE_MISSING);
      if (row.status !== 'ACTIVE' && row.paymentIntentId) {
        const state = await options.provider().retrieveIntent(row.paymentIntentId);
        if (
          state?.status === 'succeeded' &&
          state.orderId === row.id &&
          state.amountRappen === row.amountRappen
        ) {
          await activate(row.id, now);
          [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).limit(1);
        }
      }
      if (!row) throw notFound(PURCHASE_MISSING);
      return {
        id: row.id,
        status: row.status === 'ACTIVE' ? 'PAID' : row.status === 'PENDING' ? 'PENDING' : 'FAILED',
        amount: rappenToChf(row.amountRappen),
        recipientName: row.recipientName,
        recipientEmail: row.recipientEmail ?? '',
        sendOn: row.sendOn,
      };
    },

    /**
     * A provider event about a voucher's payment (the payments' one event path asks here first): null when
     * the intent is no voucher's; never activates for another amount or currency.
     */
    async handlePaymentEvent(event: TPaymentEvent, now = new Date()): Promise<string | null> {
      const [row] = await db
        .select()
        .from(vouchers)
        .where(eq(vouchers.paymentIntentId, event.intentId))
        .limit(1);
      if (!row) return null;
      if (row.id !== event.orderId) return 'unknown_intent';
      if (event.amountRappen !== row.amountRappen || event.currency.toUpperCase() !== 'CHF') {
        options.log.warn({ event }, 'voucher payment amount or currency does not match');
        return 'amount_mismatch';
      }
      if (event.type === 'payment_intent.succeeded')
        return (await activate(row.id, now)) ? 'applied' : 'unchanged';
      const [failed] = await db
        .update(vouchers)
        .set({ status: 'FAILED', updatedAt: now })
        .where(and(eq(vouchers.id, row.id), eq(vouchers.status, 'PENDING')))
        .returning({ id: vouchers.id });
      return failed ? 'applied' : 'unchanged';
    },

    /** A voucher sold at the counter, paid at once (cash or the card terminal). */
    async counterSale(
      input: TCounterVoucher,
      by: { userId: number; username: string },
      language: TLanguage,
      now = new Date(),
    ) {
      const settings = await readSettings();
      return db.transaction(async (tx) => {
        const row = await insertVoucher(tx, {
          amountRappen: chfToRappen(input.amount),
          status: 'ACTIVE',
          channel: 'COUNTER',
          paymentMethod: input.paymentMethod,
          buyerName: input.buyer?.name ?? '',
          buyerEmail: input.buyer?.email || null,
          recipientName: input.recipient?.name ?? '',
          recipientEmail: input.recipient?.email || null,
          message: input.message || null,
          language,
          soldAt: now,
          soldBy: by.username,
          soldByUserId: by.userId,
          expiresOn: expiryOf(today(now), settings.validMonths),
        });
        await move(tx, row, 'SOLD', row.amountRappen, { by: by.username });
        await queueEmails(tx, row, now);
        return { id: row.id, code: row.code };
      });
    },

    /** The newest 100, or those whose code, names or emails match `q`. */
    async list(q: string | undefined, now = new Date()): Promise<TAdminVoucher[]> {
      const text = q?.trim() ?? '';
      const code = normaliseVoucherCode(text);
      const pattern = `%${likeText(text)}%`;
      const rows = await db
        .select()
        .from(vouchers)
        .where(
          text
            ? or(
                code ? ilike(vouchers.code, `${likeText(code)}%`) : undefined,
                ilike(vouchers.buyerName, pattern),
                ilike(vouchers.recipientName, pattern),
                ilike(vouchers.buyerEmail, pattern),
                ilike(vouchers.recipientEmail, pattern),
              )
            : undefined,
        )
        .orderBy(desc(vouchers.createdAt))
        .limit(100);
      return rows.map((row) => toAdmin(row, now));
    },

    /** A voucher with every movement of its balance, oldest first. */
    async detail(code: string, now = new Date()): Promise<TAdminVoucherDetail> {
      const row = await byCode(code);
      if (!row) throw notFound(REFUSAL.VOUCHER_INVALID);
      const movements = await db
        .select({ m: voucherMovements, orderNumber: orders.orderNumber, orderKind: orders.kind })
        .from(voucherMovements)
        .leftJoin(orders, eq(orders.id, voucherMovements.orderId))
        .where(eq(voucherMovements.voucherId, row.id))
        .orderBy(voucherMovements.id);
      return {
        ...toAdmin(row, now),
        movements: movements.map(({ m, orderNumber, orderKind }) => ({
          id: m.id,
          at: m.createdAt.toISOString(),
          kind: m.kind,
          amount: rappenToChf(m.amountRappen),
          balanceAfter: rappenToChf(m.balanceAfterRappen),
          orderId: m.orderId,
          orderNumber: orderNumber ?? null,
          orderKind: orderKind ?? null,
          by: m.by,
        })),
      };
    },

    /** Takes `amount` CHF off at the counter, under the voucher's lock; never more than is left. */
    async redeem(
      code: string,
      amountChf: number,
      by: string,
      now = new Date(),
    ): Promise<TVoucherRedeemResult> {
      const amountRappen = chfToRappen(amountChf);
      return db.transaction(async (tx) => {
        const row = await lockCode(tx, code);
        const reason = refusalOf(row, today(now));
        if (!row || reason) {
          throw refuse(
            reason ?? 'VOUCHER_INVALID',
            row ? { date: formatSwissDay(row.expiresOn) } : undefined,
            'code',
          );
        }
        if (amountRappen > row.balanceRappen) {
          throw refuse('VOUCHER_BALANCE', { amount: rappenToChf(row.balanceRappen).toFixed(2) }, 'amount');
        }
        const { balance, movement } = await move(tx, row, 'REDEEMED', -amountRappen, { by });
        return {
          balance: rappenToChf(balance),
          code: row.code,
          redeemed: rappenToChf(amountRappen),
          at: movement.createdAt.toISOString(),
          expiresOn: row.expiresOn,
        };
      });
    },

    /**
     * The order's voucher judged now (unknown, unpaid, expired or empty: 422 with its code), or none
     * without a code; `claim` takes the amount in the order's transaction.
     */
    async choose(code: string | null | undefined, now = new Date()): Promise<TVoucherChoice | null> {
      const text = code?.trim();
      if (!text) return null;
      const row = await byCode(text);
      const reason = refusalOf(row, today(now));
      if (!row || reason)
        throw refuse(reason ?? 'VOUCHER_INVALID', row ? { date: formatSwissDay(row.expiresOn) } : undefined);
      return { id: row.id, code: row.code, balanceRappen: row.balanceRappen };
    },

    /**
     * Takes what the order was priced with off the voucher, under its lock, in the order's transaction; a
     * balance that moved meanwhile (spent elsewhere) refuses the order with VOUCHER_CHANGED, nothing charged.
     */
    async claim(tx: TTx, choice: TVoucherChoice, amountRappen: number, orderId: string, now = new Date()) {
      if (amountRappen <= 0) return;
      const [row] = await tx.select().from(vouchers).where(eq(vouchers.id, choice.id)).for('update');
      const reason = refusalOf(row, today(now));
      if (!row || reason)
        throw refuse(reason ?? 'VOUCHER_INVALID', row ? { date: formatSwissDay(row.expiresOn) } : undefined);
      if (row.balanceRappen < amountRappen) {
        throw refuse('VOUCHER_CHANGED', { amount: rappenToChf(row.balanceRappen).toFixed(2) });
      }
      await move(tx, row, 'REDEEMED', -amountRappen, { orderId });
    },

    /**
     * Card checkouts that took an amount off a voucher and were not paid within `holdMs`: the caller lets
     * their payment go and cancels them, which gives the voucher its amount back (the status hook).
     */
    unpaidHolds(now: Date, holdMs: number) {
      return db
        .select({ id: orders.id, kind: orders.kind })
        .from(orders)
        .where(
          and(
            sql`${orders.voucherId} is not null`,
            eq(orders.status, 'NEW'),
            eq(orders.paymentMethod, 'CARD'),
            inArray(orders.paymentStatus, ['PENDING', 'FAILED']),
            sql`${orders.createdAt} < ${new Date(now.getTime() - holdMs)}`,
          ),
        )
        .limit(50);
    },
  };
}

export type TVouchersService = ReturnType<typeof vouchersService>;
