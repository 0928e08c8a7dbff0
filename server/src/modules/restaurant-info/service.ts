import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { restaurantInfoRepository } from './repository';

export function restaurantInfoService(db: TDb) {
  const repo = restaurantInfoRepository(db);
  return {
    async current(): Promise<TRestaurantInfo> {
      const row = await repo.current();
      if (!row) throw notFound('The restaurant information has not been set up yet.');
      return {
        id: row.id,
        name: row.name,
        aboutText: row.aboutText,
        phone: row.phone,
        address: row.address,
        openingHours: row.openingHours,
        deliveryNote: row.deliveryNote,
      };
    },
  };
}
