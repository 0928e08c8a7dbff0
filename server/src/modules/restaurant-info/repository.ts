import { asc } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { restaurantInfo } from '../../db/schema';

export function restaurantInfoRepository(db: TDb) {
  return {
    async current() {
      const [row] = await db.select().from(restaurantInfo).orderBy(asc(restaurantInfo.id)).limit(1);
      return row;
    },
  };
}
