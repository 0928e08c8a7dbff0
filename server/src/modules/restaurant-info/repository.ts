import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { restaurantInfo } from '../../db/schema';
import type { TTx } from '../../lib/change-hooks';

export type TRestaurantInfoValues = {
  name: string;
  aboutText: string;
  phone: string;
  address: string;
  openingHours: string;
  /** Left out: the saved note stays. */
  deliveryNote?: string | null;
};

export function restaurantInfoRepository(db: TDb | TTx) {
  return {
    async current() {
      const [row] = await db.select().from(restaurantInfo).orderBy(asc(restaurantInfo.id)).limit(1);
      return row;
    },
    async update(id: number, values: TRestaurantInfoValues) {
      const [row] = await db
        .update(restaurantInfo)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(restaurantInfo.id, id))
        .returning();
      return row;
    },
  };
}
