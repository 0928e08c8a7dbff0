import type { TLanguage } from '@app/shared/languages';
import { formatOpeningHoursText, parseOpeningHoursText } from '@app/shared/opening-hours';
import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import type { TDb } from '../../db/client';
import type { restaurantInfo } from '../../db/schema';
import { badRequest, notFound } from '../../lib/app-error';
import type { TTx } from '../../lib/change-hooks';
import { FIELD_ERRORS_MESSAGE } from '../../plugins/errors';
import { restaurantInfoRepository, swapFoodItemLanguage } from './repository';

const NOT_SET_UP = 'The restaurant information has not been set up yet.';

function toInfo(row: typeof restaurantInfo.$inferSelect): TRestaurantInfo {
  return {
    id: row.id,
    name: row.name,
    aboutText: row.aboutText,
    phone: row.phone,
    address: row.address,
    openingHours: row.openingHours,
    deliveryNote: row.deliveryNote,
    defaultLanguage: row.defaultLanguage,
  };
}

export type TRestaurantInfoService = ReturnType<typeof restaurantInfoService>;

export type TRestaurantInfoUpdate = {
  id?: number | undefined;
  name: string;
  aboutText: string;
  phone: string;
  address: string;
  openingHours: string;
  deliveryNote?: string | null | undefined;
  defaultLanguage?: TLanguage | undefined;
};

export type TRestaurantInfoRow = typeof restaurantInfo.$inferSelect;

export function restaurantInfoService(db: TDb) {
  const repo = restaurantInfoRepository(db);
  return {
    /**
     * The stored row as other modules need it (opening hours, seat capacity, contact details);
     * undefined before the installation seeded it. `tx` reads it inside a change's transaction.
     */
    stored(tx?: TTx): Promise<TRestaurantInfoRow | undefined> {
      return (tx ? restaurantInfoRepository(tx) : repo).current();
    },

    async current(): Promise<TRestaurantInfo> {
      const row = await repo.current();
      if (!row) throw notFound(NOT_SET_UP);
      return toInfo(row);
    },

    /**
     * Saves the info of row `id` (there is no create: the installation seeds the row). Opening hours
     * are stored as the canonical text, so every reader parses one format. A left-out delivery note
     * keeps the saved one; null or empty clears it.
     */
    async update(id: number, input: TRestaurantInfoUpdate): Promise<TRestaurantInfo> {
      if (input.id !== undefined && input.id !== id) {
        throw badRequest(FIELD_ERRORS_MESSAGE, { id: 'Does not match the restaurant being saved.' });
      }
      const hours = parseOpeningHoursText(input.openingHours);
      if (!hours.ok) throw badRequest(FIELD_ERRORS_MESSAGE, { openingHours: hours.errors[0] ?? '' });
      const row = await db.transaction(async (tx) => {
        const r = restaurantInfoRepository(tx);
        const before = await r.current();
        const updated = await r.update(id, {
          name: input.name,
          aboutText: input.aboutText,
          phone: input.phone,
          address: input.address,
          openingHours: formatOpeningHoursText(hours.week),
          ...(input.deliveryNote === undefined ? {} : { deliveryNote: input.deliveryNote || null }),
          ...(input.defaultLanguage === undefined ? {} : { defaultLanguage: input.defaultLanguage }),
        });
        if (updated && before && updated.defaultLanguage !== before.defaultLanguage) {
          await swapFoodItemLanguage(tx, before.defaultLanguage, updated.defaultLanguage);
        }
        return updated;
      });
      if (!row) throw notFound(NOT_SET_UP);
      return toInfo(row);
    },
  };
}
