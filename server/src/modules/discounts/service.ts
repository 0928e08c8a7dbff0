import type { TActiveDiscount, TSaleSettings } from '@app/shared/discounts';
import { parseClientDateTime } from '@app/shared/opening-hours';
import { activeDiscountPercents } from '@app/shared/pricing';
import type { TDb } from '../../db/client';
import { discountsRepository, type TSaleRow } from './repository';

export type { TSaleRow };

export type TSaleUpdate = {
  enabled: boolean;
  percentMenu: number;
  percentBuffet: number;
  /** Validated by ZUpdateSaleSettingsSchema: ISO with offset, restaurant-local, or null. */
  startsAt: string | null;
  endsAt: string | null;
};

const NO_SALE: TSaleRow = {
  enabled: false,
  percentMenuTenths: 0,
  percentBuffetTenths: 0,
  startsAt: null,
  endsAt: null,
};

function toSettings(row: TSaleRow): TSaleSettings {
  return {
    enabled: row.enabled,
    percentMenu: row.percentMenuTenths / 10,
    percentBuffet: row.percentBuffetTenths / 10,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

function toInstant(text: string | null, timeZone: string): Date | null {
  if (text === null) return null;
  const instant = parseClientDateTime(text, timeZone);
  // The route's schema refuses unreadable text; reaching here with one is a programming error.
  if (!instant) throw new RangeError(`unreadable sale bound: ${text}`);
  return instant;
}

/** The sale `row` (none: no sale) as it applies at `now`: percents 0 unless enabled and now in [startsAt, endsAt). */
export function saleAt(row: TSaleRow | undefined, now: Date, timeZone: string): TActiveDiscount {
  const sale = row ?? NO_SALE;
  const settings = toSettings(sale);
  const percents = activeDiscountPercents(
    {
      enabled: sale.enabled,
      percentMenu: settings.percentMenu,
      percentBuffet: settings.percentBuffet,
      startsAt: sale.startsAt,
      endsAt: sale.endsAt,
    },
    now,
    timeZone,
  );
  return { ...settings, ...percents };
}

/**
 * The single current sale (spec: 'Discounts / Sale'). Percents are stored as integer tenths.
 * Other modules (orders) price with `activeSale(now)`; the rule itself lives once, in
 * shared/pricing.ts `activeDiscountPercents`, which checkout uses too.
 */
export function discountsService(db: TDb, options: { timeZone: string }) {
  const repo = discountsRepository(db);
  return {
    async current(): Promise<TSaleSettings> {
      return toSettings((await repo.get()) ?? NO_SALE);
    },

    async update(input: TSaleUpdate): Promise<TSaleSettings> {
      const row = await repo.save({
        enabled: input.enabled,
        percentMenuTenths: Math.round(input.percentMenu * 10),
        percentBuffetTenths: Math.round(input.percentBuffet * 10),
        startsAt: toInstant(input.startsAt, options.timeZone),
        endsAt: toInstant(input.endsAt, options.timeZone),
      });
      return toSettings(row);
    },

    /** The sale as it applies at `now`: percents 0 unless enabled and now in [startsAt, endsAt). */
    async activeSale(now: Date): Promise<TActiveDiscount> {
      return saleAt(await repo.get(), now, options.timeZone);
    },
    /** The stored sale row, for callers that keep it (the order path's snapshot) and judge it with saleAt. */
    row: (): Promise<TSaleRow | undefined> => repo.get(),
  };
}

export type TDiscountsService = ReturnType<typeof discountsService>;
