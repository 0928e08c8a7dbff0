import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { emailKeySql, orders, promoCodes } from '../../db/schema';

export type TPromoCodeRow = typeof promoCodes.$inferSelect;
export type TPromoCodeWrite = Omit<typeof promoCodes.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** An order that counts as a use of its code: not cancelled, and not a card payment that failed. */
const countsAsUse = and(ne(orders.status, 'CANCELLED'), ne(orders.paymentStatus, 'FAILED'));

export function promoCodesRepository(db: TDb | TTx) {
  return {
    /** Every code, by code, with its uses and the discount those orders were given (Rappen). */
    async list(): Promise<(TPromoCodeRow & { uses: number; givenRappen: number })[]> {
      const used = db
        .select({
          promoCodeId: orders.promoCodeId,
          uses: sql<number>`count(*)::int`.as('uses'),
          givenRappen: sql<number>`coalesce(sum(${orders.promoDiscountRappen}), 0)::int`.as('given'),
        })
        .from(orders)
        .where(and(sql`${orders.promoCodeId} is not null`, countsAsUse))
        .groupBy(orders.promoCodeId)
        .as('used');
      const rows = await db
        .select({
          promo: promoCodes,
          uses: sql<number>`coalesce(${used.uses}, 0)::int`,
          givenRappen: sql<number>`coalesce(${used.givenRappen}, 0)::int`,
        })
        .from(promoCodes)
        .leftJoin(used, eq(used.promoCodeId, promoCodes.id))
        .orderBy(asc(promoCodes.code));
      return rows.map((r) => ({ ...r.promo, uses: r.uses, givenRappen: r.givenRappen }));
    },
    async byId(id: number): Promise<TPromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
      return row;
    },
    async byCode(code: string): Promise<TPromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row;
    },
    /** The code's row, locked until the transaction ends: orders using it are counted one after the other. */
    async lock(id: number): Promise<TPromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
      return row;
    },
    async insert(values: TPromoCodeWrite): Promise<TPromoCodeRow> {
      const [row] = await db.insert(promoCodes).values(values).returning();
      if (!row) throw new Error('promo code insert returned no row');
      return row;
    },
    async update(id: number, values: TPromoCodeWrite): Promise<TPromoCodeRow | undefined> {
      const [row] = await db
        .update(promoCodes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(promoCodes.id, id))
        .returning();
      return row;
    },
    async remove(id: number): Promise<TPromoCodeRow | undefined> {
      const [row] = await db.delete(promoCodes).where(eq(promoCodes.id, id)).returning();
      return row;
    },
    /** The code's uses in all, and those of the diner with `email` (by its key). */
    async uses(id: number, email: string): Promise<{ all: number; byEmail: number }> {
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          byEmail: sql<number>`(count(*) filter (where ${orders.customerEmailKey} = ${emailKeySql(sql`${email}`)}))::int`,
        })
        .from(orders)
        .where(and(eq(orders.promoCodeId, id), countsAsUse));
      return { all: row?.all ?? 0, byEmail: row?.byEmail ?? 0 };
    },
    /** Whether the diner with `email` has ordered before (an order not cancelled, with or without a code). */
    async hasOrdered(email: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(orders)
        .where(and(sql`${orders.customerEmailKey} = ${emailKeySql(sql`${email}`)}`, countsAsUse))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type TPromoCodesRepository = ReturnType<typeof promoCodesRepository>;
