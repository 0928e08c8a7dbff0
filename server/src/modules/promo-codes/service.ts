import type { TOrderType } from '@app/shared/enums';
import { chfToRappen, rappenToChf, rappenToChfText } from '@app/shared/money';
import type { TOrderKind } from '@app/shared/order-kind';
import { normalisePromoCode, type TPromoErrorCode, type TPromoTerms } from '@app/shared/promo';
import type { TPromoCode, TPromoCodeParsed } from '@app/shared/promo-codes';
import { parseClientDateTime } from '@app/shared/zoned-time';
import type { TDb, TTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { hasPgCode, UNIQUE_VIOLATION } from '../../lib/pg-error';
import { recordServiceChange } from '../change-log';
import type { TDiscountsService } from '../discounts';
import type { TOrderRulesService } from '../order-rules';
import { promoCodesRepository, type TPromoCodeRow, type TPromoCodeWrite } from './repository';

const MISSING = 'This promo code no longer exists.';
const TAKEN = 'The code {code} already exists.';

/** What a diner is told, by refusal; English here, translated by the server's catalogues. */
const REFUSAL = {
  unknown: 'This promo code is not valid.',
  notYet: 'This promo code is valid from {date}.',
  expired: 'This promo code has expired.',
  DELIVERY: 'This promo code is not valid for delivery orders.',
  TAKEAWAY: 'This promo code is not valid for takeaway orders.',
  MENU: 'This promo code is not valid for menu orders.',
  BUFFET: 'This promo code is not valid for buffet orders.',
  minimum: 'This promo code needs an order of at least CHF {amount}.',
  usedUp: 'This promo code has been used up.',
  perDiner: 'You have already used this promo code as often as it allows.',
  firstOrder: 'This promo code is only for a first order.',
  withSale: 'This promo code cannot be combined with the current sale.',
} as const;

function refuse(code: TPromoErrorCode, message: string, values?: Record<string, string | number>) {
  return new AppError(422, message, { code, values, details: { promoCode: message } });
}

/** A code as the order path prices it: its row (checked again under its lock) and its terms. */
export type TPromoChoice = { row: TPromoCodeRow; terms: TPromoTerms };

const toTerms = (row: TPromoCodeRow): TPromoTerms => ({
  code: row.code,
  kind: row.kind,
  value: row.kind === 'PERCENT' ? row.value / 10 : rappenToChf(row.value),
  minimumOrder: rappenToChf(row.minimumOrderRappen),
});

const toPromoCode = (row: TPromoCodeRow, uses = 0, givenRappen = 0): TPromoCode => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: toTerms(row).value,
  minimumOrder: rappenToChf(row.minimumOrderRappen),
  validFrom: row.validFrom?.toISOString() ?? null,
  validTo: row.validTo?.toISOString() ?? null,
  orderTypes: row.orderTypes,
  kinds: row.kinds,
  maxUses: row.maxUses,
  maxUsesPerEmail: row.maxUsesPerEmail,
  firstOrderOnly: row.firstOrderOnly,
  active: row.active,
  uses,
  discountGiven: rappenToChf(givenRappen),
});

/**
 * Promo codes (docs/decisions/031). The owner lists, creates, changes and deletes them (each change in
 * the change log, before and after). A diner's code is judged twice: `choose` when the order is priced
 * (on, within its dates and hours, for this order type and kind, the minimum reached, no sale running
 * unless the settings let codes combine with it), and `claim` in the order's own transaction, under the
 * code's row lock, for what depends on other orders (uses in all, uses by this diner, a first order):
 * orders with one code are counted one after the other, so a code limited to 10 uses is used 10 times.
 */
export function promoCodesService(
  db: TDb,
  deps: {
    readonly timeZone: string;
    orderRules: Pick<TOrderRulesService, 'adminRules'>;
    discounts: Pick<TDiscountsService, 'activeSale'>;
  },
) {
  const repo = promoCodesRepository(db);

  const record = (tx: TTx, by: string, before: TPromoCode | null, after: TPromoCode | null) =>
    recordServiceChange(tx, 'promo-codes', {
      by,
      before: { promoCode: before },
      after: { promoCode: after },
    });

  const instant = (text: string | null) => (text === null ? null : parseClientDateTime(text, deps.timeZone));

  const toWrite = (input: TPromoCodeParsed): TPromoCodeWrite => ({
    code: input.code,
    kind: input.kind,
    value: input.kind === 'PERCENT' ? Math.round(input.value * 10) : chfToRappen(input.value),
    minimumOrderRappen: chfToRappen(input.minimumOrder),
    validFrom: instant(input.validFrom),
    validTo: instant(input.validTo),
    orderTypes: input.orderTypes,
    kinds: input.kinds,
    maxUses: input.maxUses,
    maxUsesPerEmail: input.maxUsesPerEmail,
    firstOrderOnly: input.firstOrderOnly,
    active: input.active,
  });

  /** A unique violation of the code: 409 naming it. */
  function taken(err: unknown, code: string): never {
    if (hasPgCode(err, UNIQUE_VIOLATION)) {
      throw new AppError(409, TAKEN, { code: 'CONFLICT', values: { code }, details: { code: TAKEN } });
    }
    throw err;
  }

  /** Refusals that need no other order: on, dates and hours, order type, kind, minimum. */
  function judge(
    row: TPromoCodeRow | undefined,
    order: { kind: TOrderKind; orderType: TOrderType; subtotalRappen?: number; now: Date },
  ): TPromoCodeRow {
    if (!row?.active) throw refuse('PROMO_INVALID', REFUSAL.unknown);
    const now = order.now.getTime();
    if (row.validFrom && now < row.validFrom.getTime()) {
      const date = new Intl.DateTimeFormat('de-CH', {
        timeZone: deps.timeZone,
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(row.validFrom);
      throw refuse('PROMO_EXPIRED', REFUSAL.notYet, { date });
    }
    if (row.validTo && now >= row.validTo.getTime()) throw refuse('PROMO_EXPIRED', REFUSAL.expired);
    if (!row.orderTypes.includes(order.orderType)) {
      throw refuse('PROMO_NOT_APPLICABLE', REFUSAL[order.orderType]);
    }
    if (!row.kinds.includes(order.kind)) throw refuse('PROMO_NOT_APPLICABLE', REFUSAL[order.kind]);
    if (order.subtotalRappen !== undefined && order.subtotalRappen < row.minimumOrderRappen) {
      throw refuse('PROMO_MINIMUM', REFUSAL.minimum, { amount: rappenToChfText(row.minimumOrderRappen) });
    }
    return row;
  }

  /** Refused while a sale runs for this kind, unless the settings let codes combine with the sale. */
  async function refuseDuringSale(saleActive: boolean) {
    if (saleActive && !(await deps.orderRules.adminRules()).promoWithSale) {
      throw refuse('PROMO_NOT_COMBINABLE', REFUSAL.withSale);
    }
  }

  return {
    /** Every code, by code, with its uses (orders not cancelled) and the discount given. */
    async list(): Promise<TPromoCode[]> {
      return (await repo.list()).map((row) => toPromoCode(row, row.uses, row.givenRappen));
    },

    async create(input: TPromoCodeParsed, by: string): Promise<TPromoCode> {
      return db
        .transaction(async (tx) => {
          const created = toPromoCode(await promoCodesRepository(tx).insert(toWrite(input)));
          await record(tx, by, null, created);
          return created;
        })
        .catch((err) => taken(err, input.code));
    },

    async update(id: number, input: TPromoCodeParsed, by: string): Promise<TPromoCode> {
      return db
        .transaction(async (tx) => {
          const r = promoCodesRepository(tx);
          const before = await r.lock(id);
          if (!before) throw notFound(MISSING);
          const after = await r.update(id, toWrite(input));
          if (!after) throw notFound(MISSING);
          await record(tx, by, toPromoCode(before), toPromoCode(after));
          const { uses, givenRappen } = (await r.list()).find((p) => p.id === id) ?? {};
          return toPromoCode(after, uses, givenRappen);
        })
        .catch((err) => taken(err, input.code));
    },

    /** Deletes a code; orders placed with it keep their code and discount (the reports still show them). */
    async remove(id: number, by: string): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = await promoCodesRepository(tx).remove(id);
        if (!removed) throw notFound(MISSING);
        await record(tx, by, toPromoCode(removed), null);
      });
    },

    /**
     * The diner's check at checkout, before the email is known: the code's terms for such an order now,
     * or the refusal (422 with its code). The minimum is the checkout's to show against the cart.
     */
    async check(query: { code: string; kind: TOrderKind; orderType: TOrderType }): Promise<TPromoTerms> {
      const now = new Date();
      const row = judge(await repo.byCode(normalisePromoCode(query.code)), { ...query, now });
      const sale = await deps.discounts.activeSale(now);
      await refuseDuringSale((query.kind === 'BUFFET' ? sale.percentBuffet : sale.percentMenu) > 0);
      return toTerms(row);
    },

    /**
     * The code of an order being priced: judged against the order (everything but other orders), or the
     * refusal. `saleActive`: the order gets a sale discount.
     */
    async choose(
      codeText: string,
      order: {
        kind: TOrderKind;
        orderType: TOrderType;
        subtotalRappen: number;
        saleActive: boolean;
        now: Date;
      },
    ): Promise<TPromoChoice> {
      const row = judge(await repo.byCode(normalisePromoCode(codeText)), order);
      await refuseDuringSale(order.saleActive);
      return { row, terms: toTerms(row) };
    },

    /**
     * In the order's transaction: locks the code's row (orders with the code wait here for each other),
     * refuses a code changed or switched off since it was priced, and counts the uses in all, by this
     * diner's email and, for a first-order code, the diner's earlier orders.
     */
    async claim(tx: TTx, choice: TPromoChoice, email: string): Promise<void> {
      const r = promoCodesRepository(tx);
      const row = await r.lock(choice.row.id);
      if (!row?.active || row.updatedAt.getTime() !== choice.row.updatedAt.getTime()) {
        throw refuse('PROMO_INVALID', REFUSAL.unknown);
      }
      if (row.maxUses !== null || row.maxUsesPerEmail !== null) {
        const uses = await r.uses(row.id, email);
        if (row.maxUses !== null && uses.all >= row.maxUses) throw refuse('PROMO_USED_UP', REFUSAL.usedUp);
        if (row.maxUsesPerEmail !== null && uses.byEmail >= row.maxUsesPerEmail) {
          throw refuse('PROMO_LIMIT_REACHED', REFUSAL.perDiner);
        }
      }
      if (row.firstOrderOnly && (await r.hasOrdered(email))) {
        throw refuse('PROMO_FIRST_ORDER', REFUSAL.firstOrder);
      }
    },
  };
}

export type TPromoCodesService = ReturnType<typeof promoCodesService>;
