import type { TOrderType } from '@app/shared/enums';
import { sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import type { TSlotCounts } from '../hours';

type TRow = { slot: Date | string; taken: number };

function toCounts(rows: TRow[]): TSlotCounts {
  return new Map(rows.map((row) => [new Date(row.slot).getTime(), Number(row.taken)]));
}

/**
 * Open orders (NEW, CONFIRMED, PREPARING) of `orderType` per 15-minute slot due in [from, to), as the
 * checkout's picker and the hours status read them: no lock, a moment's picture.
 */
export async function readSlotCounts(
  db: TDb,
  orderType: TOrderType,
  from: Date,
  to: Date,
): Promise<TSlotCounts> {
  const result = await db.execute<TRow>(sql`
    select date_bin('15 minutes', requested_at, timestamptz '2000-01-01 00:00:00+00') as slot, count(*)::int as taken
      from orders
     where order_type = ${orderType} and status in ('NEW', 'CONFIRMED', 'PREPARING')
       and requested_at >= ${from.toISOString()} and requested_at < ${to.toISOString()}
     group by 1`);
  return toCounts(result.rows);
}

/**
 * The same counts for an order being placed, in its transaction, after taking the order type's lock
 * (migration 0013's `order_slot_counts`): the lock holds until the order commits, so the next order of
 * the type counts it. One round trip.
 */
export async function lockSlotCounts(
  tx: TTx,
  orderType: TOrderType,
  from: Date,
  to: Date,
): Promise<TSlotCounts> {
  const result = await tx.execute<TRow>(
    sql`select slot, taken from order_slot_counts(${orderType}, ${from.toISOString()}, ${to.toISOString()})`,
  );
  return toCounts(result.rows);
}
