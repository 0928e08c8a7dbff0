import { rappenToChf } from '@app/shared/money';
import type { TDeliveryZone, TOrderRules } from '@app/shared/order-rules';
import { DEFAULT_ORDER_RULES } from '@app/shared/order-rules';
import type { TAdminOrderRules, TReadyNotice } from '@app/shared/order-rules-input';
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { deliveryZonePostcodes, deliveryZones, orderRules } from '../../db/schema';

/** The single row of order_rules (migration 0021 creates it). */
const RULES_ID = 1;

/** A zone as stored, in Rappen, ready to be written. */
export type TZoneValues = {
  id?: number | undefined;
  name: string;
  postcodes: string[];
  deliveryFeeRappen: number;
  minimumOrderRappen: number;
  freeDeliveryFromRappen: number | null;
  extraMinutes: number;
};

export type TOrderRulesRow = typeof orderRules.$inferSelect;

/** The rules row as the API answers it; without a row (never after 0021): the spec's defaults. */
export function rulesOfRow(row: TOrderRulesRow | undefined): TOrderRules {
  if (!row) return DEFAULT_ORDER_RULES;
  return {
    cardFeePercent: row.cardFeeTenths / 10,
    twintFeePercent: row.twintFeeTenths / 10,
    asapMinutes: { DELIVERY: row.asapMinutesDelivery, TAKEAWAY: row.asapMinutesTakeaway },
    orderTypes: { DELIVERY: row.deliveryEnabled, TAKEAWAY: row.takeawayEnabled },
  };
}

/**
 * The rules row as the back office reads it: the fees and times, how a diner hears "ready" and whether
 * promo codes combine with the sale.
 */
export function adminRulesOfRow(row: TOrderRulesRow | undefined): TAdminOrderRules {
  return {
    ...rulesOfRow(row),
    readyNotice: row?.readyNotice ?? 'OFF',
    promoWithSale: row?.promoWithSale ?? false,
  };
}

/** Writers of the zones queue on this lock, so two saves never interleave their deletes and inserts. */
const ZONES_LOCK = sql`select pg_advisory_xact_lock(hashtext('delivery-zones'))`;

export function orderRulesRepository(db: TDb) {
  /** Every zone with its postcodes (sorted), in the owner's order. */
  async function zones(q: TDb | TTx = db): Promise<TDeliveryZone[]> {
    const [rows, codes] = await Promise.all([
      q.select().from(deliveryZones).orderBy(asc(deliveryZones.position), asc(deliveryZones.id)),
      q.select().from(deliveryZonePostcodes).orderBy(asc(deliveryZonePostcodes.postcode)),
    ]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      postcodes: codes.filter((code) => code.zoneId === row.id).map((code) => code.postcode),
      deliveryFee: rappenToChf(row.deliveryFeeRappen),
      minimumOrder: rappenToChf(row.minimumOrderRappen),
      freeDeliveryFrom: row.freeDeliveryFromRappen === null ? null : rappenToChf(row.freeDeliveryFromRappen),
      extraMinutes: row.extraMinutes,
    }));
  }

  async function rulesRow(q: TDb | TTx = db, lock = false): Promise<TOrderRulesRow | undefined> {
    const query = q.select().from(orderRules).where(eq(orderRules.id, RULES_ID));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  return {
    zones,
    rules: async () => rulesOfRow(await rulesRow()),
    adminRules: async (q: TDb | TTx = db) => adminRulesOfRow(await rulesRow(q)),

    /**
     * Replaces the whole list in one transaction: zones sent with the id of a stored zone are updated
     * (their id stays), the others created, stored zones not sent deleted (with their postcodes). `record`
     * runs in the same transaction with the list before and after.
     */
    async replaceZones(
      values: TZoneValues[],
      record: (tx: TTx, before: TDeliveryZone[], after: TDeliveryZone[]) => Promise<unknown>,
    ): Promise<TDeliveryZone[]> {
      return db.transaction(async (tx) => {
        await tx.execute(ZONES_LOCK);
        const before = await zones(tx);
        const storedIds = new Set(before.map((zone) => zone.id));
        const keptIds = values.flatMap((zone) =>
          zone.id !== undefined && storedIds.has(zone.id) ? [zone.id] : [],
        );
        // Postcodes first: a postcode may move from one zone to another in the same save.
        await tx.delete(deliveryZonePostcodes);
        await tx
          .delete(deliveryZones)
          .where(keptIds.length > 0 ? notInArray(deliveryZones.id, keptIds) : undefined);
        const now = new Date();
        for (const [index, zone] of values.entries()) {
          const columns = {
            name: zone.name,
            position: index + 1,
            deliveryFeeRappen: zone.deliveryFeeRappen,
            minimumOrderRappen: zone.minimumOrderRappen,
            freeDeliveryFromRappen: zone.freeDeliveryFromRappen,
            extraMinutes: zone.extraMinutes,
          };
          let id = zone.id !== undefined && storedIds.has(zone.id) ? zone.id : undefined;
          if (id !== undefined) {
            await tx
              .update(deliveryZones)
              .set({ ...columns, updatedAt: now })
              .where(eq(deliveryZones.id, id));
          } else {
            const [inserted] = await tx
              .insert(deliveryZones)
              .values(columns)
              .returning({ id: deliveryZones.id });
            id = inserted?.id;
          }
          if (id !== undefined && zone.postcodes.length > 0) {
            const zoneId = id;
            await tx
              .insert(deliveryZonePostcodes)
              .values(zone.postcodes.map((postcode) => ({ postcode, zoneId })));
          }
        }
        const after = await zones(tx);
        await record(tx, before, after);
        return after;
      });
    },

    /**
     * Writes the rules row (locked while `change` decides), and what `record` keeps of the change. Without
     * `readyNotice` or `promoWithSale` the stored one stays (a client that does not know the setting leaves
     * it alone).
     */
    async updateRules(
      values: Omit<TOrderRulesRow, 'id' | 'updatedAt' | 'readyNotice' | 'promoWithSale'> & {
        readyNotice?: TReadyNotice | undefined;
        promoWithSale?: boolean | undefined;
      },
      record: (tx: TTx, before: TAdminOrderRules, after: TAdminOrderRules) => Promise<unknown>,
    ): Promise<TAdminOrderRules> {
      return db.transaction(async (tx) => {
        const before = adminRulesOfRow(await rulesRow(tx, true));
        const { readyNotice, promoWithSale, ...rest } = values;
        const set = {
          ...rest,
          ...(readyNotice ? { readyNotice } : {}),
          ...(promoWithSale === undefined ? {} : { promoWithSale }),
          updatedAt: new Date(),
        };
        await tx
          .insert(orderRules)
          .values({ id: RULES_ID, ...set })
          .onConflictDoUpdate({ target: orderRules.id, set });
        const after = adminRulesOfRow(await rulesRow(tx));
        await record(tx, before, after);
        return after;
      });
    },
  };
}

export type TOrderRulesRepository = ReturnType<typeof orderRulesRepository>;
