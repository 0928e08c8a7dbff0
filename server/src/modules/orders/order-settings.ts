import type { TFoodItemText } from '@app/shared/catalog';
import type { TLanguage, TTranslations } from '@app/shared/languages';
import type { TSchedule } from '@app/shared/opening-hours';
import type { TDeliveryZone, TOrderRules } from '@app/shared/order-rules';
import { NO_SLOT_CAPACITY, type TSlotCapacity } from '@app/shared/special-days';
import type { TUnseenSettings } from '@app/shared/unseen';
import { SWISS_VAT_RATES, type TVatClass, type TVatRateRow } from '@app/shared/vat';
import type { TDb } from '../../db/client';
import { vatRates as vatRatesTable } from '../../db/schema';
import type { TOrderCreatedContext } from '../../lib/change-hooks';
import { versionedSnapshot } from '../../lib/versioned-snapshot';
import type { TDiscountsService, TSaleRow } from '../discounts';
import type { TDishOptionsService, TStoredGroup } from '../dish-options';
import type { TOrderRulesService } from '../order-rules';
import type { TPushService } from '../push';
import {
  scheduleOfRow,
  slotCapacityOf,
  type TRestaurantInfoService,
  unseenSettingsOf,
} from '../restaurant-info';
import type { TServiceStatusService } from '../service-status';
import type { TOrdersRepository } from './repository';

export type TCatalogueEntry = {
  /** The food item's name in the restaurant's default language. */
  name: string;
  /** Its name in every language it has (the default's included). */
  names: TTranslations<string>;
  priceRappen: number;
  available: boolean;
  /** Sold out today until then; null or past: orderable. */
  soldOutUntil: Date | null;
  vatClass: TVatClass;
};

/** Everything an order is judged and announced with, besides the diner's own payload. */
export type TOrderSettings = {
  /** Menu and buffet items by id, with their food item's name: what a line costs and whether it can be ordered. */
  catalogue: { MENU: Map<number, TCatalogueEntry>; BUFFET: Map<number, TCatalogueEntry> };
  /** Each item's option groups in order, per item id (dish options); an item without has none. */
  optionGroups: { MENU: Map<number, TStoredGroup[]>; BUFFET: Map<number, TStoredGroup[]> };
  /** The restaurant's default language: what names fall back to. */
  defaultLanguage: TLanguage;
  /** The opening hours of the restaurant info (null: none, or unreadable). */
  hours: TSchedule | null;
  /** The stored sale, judged at the order's time (undefined: no row). */
  sale: TSaleRow | undefined;
  restaurant: TOrderCreatedContext['restaurant'];
  pushSubscriptions: TOrderCreatedContext['pushSubscriptions'];
  /** The service controls' row (pause, busy mode), judged at the order's time (undefined: no row). */
  serviceStatus: Awaited<ReturnType<TServiceStatusService['stored']>>;
  /** Orders per 15-minute slot by order type; null: no limit. */
  slotCapacity: TSlotCapacity;
  /** The VAT rates table: an order takes the rates of its day. */
  vatRates: TVatRateRow[];
  /** Escalation, automatic pause and timeout (unseen orders): the order path judges the pause. */
  unseen: TUnseenSettings;
  /** The delivery zones: where the restaurant delivers, at what fee and minimum. */
  zones: TDeliveryZone[];
  /** The fees and times: card and TWINT fee, ASAP minutes per order type, the order types taken. */
  rules: TOrderRules;
};

/**
 * The order path's settings, kept in memory while nothing behind them changed (the freshness rule of
 * docs/decisions/005 and 007): prices, availability and the opening hours move the 'public' read
 * version, the sale, the admins' push devices and the service controls (pause, busy mode) the
 * 'order-settings' one, and so do the VAT rates, the delivery zones and the fees and times (0021). Replaces four reads per
 * order (prices, hours, sale, push devices) and the restaurant the order email read again.
 */
export function orderSettings(
  db: TDb,
  deps: {
    repo: Pick<TOrdersRepository, 'catalogue'>;
    restaurantInfo: Pick<TRestaurantInfoService, 'stored'>;
    discounts: Pick<TDiscountsService, 'row'>;
    push: Pick<TPushService, 'subscriptionTags'>;
    serviceStatus: Pick<TServiceStatusService, 'stored'>;
    orderRules: Pick<TOrderRulesService, 'zones' | 'rules'>;
    dishOptions: Pick<TDishOptionsService, 'itemGroups'>;
  },
) {
  const { repo, restaurantInfo: info, discounts, push, serviceStatus, orderRules, dishOptions } = deps;

  async function load(): Promise<TOrderSettings> {
    const [
      menu,
      buffet,
      row,
      sale,
      pushSubscriptions,
      status,
      rates,
      zones,
      rules,
      menuGroups,
      buffetGroups,
    ] = await Promise.all([
      repo.catalogue('MENU'),
      repo.catalogue('BUFFET'),
      info.stored(),
      discounts.row(),
      push.subscriptionTags(),
      serviceStatus.stored(),
      db.select().from(vatRatesTable),
      orderRules.zones(),
      orderRules.rules(),
      dishOptions.itemGroups('MENU'),
      dishOptions.itemGroups('BUFFET'),
    ]);
    const defaultLanguage = row?.defaultLanguage ?? 'de';
    const byId = (
      rows: (Omit<TCatalogueEntry, 'names'> & { id: number; translations: TTranslations<TFoodItemText> })[],
    ) =>
      new Map(
        rows.map(({ id, translations, ...entry }) => {
          const names: TTranslations<string> = { [defaultLanguage]: entry.name };
          for (const [language, text] of Object.entries(translations) as [TLanguage, TFoodItemText][]) {
            if (text.name) names[language] = text.name;
          }
          return [id, { ...entry, names }];
        }),
      );
    return {
      catalogue: { MENU: byId(menu), BUFFET: byId(buffet) },
      optionGroups: { MENU: menuGroups, BUFFET: buffetGroups },
      defaultLanguage,
      hours: scheduleOfRow(row),
      sale,
      restaurant: row
        ? { name: row.name, phone: row.phone, address: row.address, vatNumber: row.vatNumber }
        : undefined,
      pushSubscriptions,
      serviceStatus: status,
      slotCapacity: row ? slotCapacityOf(row) : NO_SLOT_CAPACITY,
      vatRates: rates.length > 0 ? rates : [...SWISS_VAT_RATES],
      unseen: unseenSettingsOf(row),
      zones,
      rules,
    };
  }

  return versionedSnapshot(db, ['order-settings', 'public'], load);
}

export type TOrderSettingsSnapshot = ReturnType<typeof orderSettings>;
