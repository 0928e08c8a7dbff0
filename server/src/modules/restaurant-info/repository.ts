import type { TLanguage, TTranslations } from '@app/shared/languages';
import type { TSpecialDay } from '@app/shared/special-days';
import type { TUnseenSettings } from '@app/shared/unseen';
import { asc, eq } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { foodItems, restaurantInfo, type TFoodItemText, type TRestaurantTexts } from '../../db/schema';

export type TRestaurantInfoValues = {
  name: string;
  aboutText: string;
  phone: string;
  address: string;
  openingHours: string;
  /** Left out: the saved note stays. */
  deliveryNote?: string | null;
  /** The texts in other languages than the default. Left out: the saved ones stay. */
  translations?: TTranslations<TRestaurantTexts>;
  /** Left out: the saved zone stays. */
  timeZone?: string;
  defaultLanguage?: TLanguage;
  /** Left out: the saved ones stay. */
  specialDays?: TSpecialDay[];
  slotCapacityDelivery?: number | null;
  slotCapacityTakeaway?: number | null;
  /** The legal notice. Left out: the saved value stays. */
  vatNumber?: string | null;
  legalName?: string | null;
  responsiblePerson?: string | null;
  /** Unseen orders: escalation, automatic pause, timeout. Left out: the saved settings stay. */
  unseen?: TUnseenSettings;
  /** Where it is, for search engines: both or neither. Left out: the saved ones stay. */
  latitude?: number | null;
  longitude?: number | null;
  /** The cuisines in the default language; left out: the saved ones stay. */
  cuisines?: string[];
  priceRange?: string | null;
};

/**
 * The restaurant's default language changed from `from` to `to`: every food item's name and description
 * (kept in the default language) swap with its `to` translation where it has one, and the old default's
 * texts move into `translations[from]`, so no text is lost. Items without a `to` text keep
 * theirs as the default's (they show in every language until someone translates them).
 */
export async function swapFoodItemLanguage(tx: TTx, from: TLanguage, to: TLanguage): Promise<void> {
  const items = await tx.select().from(foodItems).for('update');
  for (const item of items) {
    const target = item.translations[to];
    if (!target?.name) continue;
    const translations: TTranslations<TFoodItemText> = { ...item.translations };
    delete translations[to];
    translations[from] = { name: item.name, description: item.description };
    await tx
      .update(foodItems)
      .set({ name: target.name, description: target.description, translations, updatedAt: new Date() })
      .where(eq(foodItems.id, item.id));
  }
}

export function restaurantInfoRepository(db: TDb | TTx) {
  return {
    async current() {
      const [row] = await db.select().from(restaurantInfo).orderBy(asc(restaurantInfo.id)).limit(1);
      return row;
    },
    /** The row, locked until the transaction ends (a change that reads before it writes). */
    async currentForUpdate() {
      const [row] = await db
        .select()
        .from(restaurantInfo)
        .orderBy(asc(restaurantInfo.id))
        .limit(1)
        .for('update');
      return row;
    },
    async setTimeZone(id: number, timeZone: string) {
      await db
        .update(restaurantInfo)
        .set({ timeZone, updatedAt: new Date() })
        .where(eq(restaurantInfo.id, id));
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
