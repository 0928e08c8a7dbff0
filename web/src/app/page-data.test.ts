import { MENU_PAGE_DATA_ID } from '@app/shared/menu-page-data';
import { PAGE_DATA_ID, type TPageData } from '@app/shared/page-data';
import {
  DEFAULT_TIME_ZONE,
  instantToZonedLocal,
  restaurantTimeZone,
  setRestaurantTimeZone,
} from '@app/shared/zoned-time';
import { buffetItem, menuItem, publicCategories, RESTAURANT_INFO } from '@test/fixtures';
import { afterEach, describe, expect, it } from 'vitest';
import {
  activeDiscountQueryOptions,
  deliveryZonesQueryOptions,
  orderSettingsQueryOptions,
} from '@/features/cart/public';
import {
  buffetItemsQueryOptions,
  categoriesQueryOptions,
  menuItemsQueryOptions,
  seedMenuFromPage,
} from '@/features/menu/public';
import { restaurantInfoQueryOptions } from '@/features/restaurant-info/api/get-restaurant-info';
import { publicServiceStatusQueryOptions } from '@/features/service-status/api/get-public-service-status';
import { seedPageData } from './page-data';
import { createQueryClient } from './query-client';

/** A `<script type="application/json">` as the server writes it into the page. */
function pageScript(id: string, text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.head.append(script);
}

const DATA: TPageData = {
  restaurantInfo: RESTAURANT_INFO,
  serviceStatus: {
    pausedUntil: null,
    pausedOrderTypes: [],
    extraMinutes: 0,
    extraUntil: null,
    autoPaused: false,
  },
  activeDiscount: { enabled: true, percentMenu: 10, percentBuffet: 0, startsAt: null, endsAt: null },
  deliveryZones: [
    {
      name: 'Aarburg',
      postcodes: ['4614', '4663'],
      deliveryFee: 7,
      minimumOrder: 40,
      freeDeliveryFrom: null,
      extraMinutes: 10,
    },
  ],
  orderSettings: {
    cardFeePercent: 3,
    twintFeePercent: 1.5,
    asapMinutes: { DELIVERY: 50, TAKEAWAY: 30 },
    orderTypes: { DELIVERY: false, TAKEAWAY: true },
  },
};

afterEach(() => {
  for (const id of [PAGE_DATA_ID, MENU_PAGE_DATA_ID]) document.getElementById(id)?.remove();
});

describe("the page's own data", () => {
  it('becomes the queries’ data, and leaves the page', () => {
    pageScript(PAGE_DATA_ID, JSON.stringify(DATA));
    const client = createQueryClient();
    seedPageData(client);
    expect(client.getQueryData(restaurantInfoQueryOptions().queryKey)).toEqual(RESTAURANT_INFO);
    expect(client.getQueryData(publicServiceStatusQueryOptions().queryKey)).toEqual(DATA.serviceStatus);
    expect(client.getQueryData(activeDiscountQueryOptions().queryKey)).toEqual(DATA.activeDiscount);
    expect(client.getQueryData(deliveryZonesQueryOptions().queryKey)).toEqual(DATA.deliveryZones);
    expect(client.getQueryData(orderSettingsQueryOptions().queryKey)).toEqual(DATA.orderSettings);
    expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
  });

  it("sets the restaurant's clock before the first render: every date and time is on its zone", () => {
    pageScript(
      PAGE_DATA_ID,
      JSON.stringify({ ...DATA, restaurantInfo: { ...RESTAURANT_INFO, timeZone: 'America/New_York' } }),
    );
    try {
      seedPageData(createQueryClient());
      expect(restaurantTimeZone()).toBe('America/New_York');
      expect(instantToZonedLocal(new Date('2026-12-02T14:30:00Z'))).toBe('2026-12-02T09:30:00');
    } finally {
      setRestaurantTimeZone(DEFAULT_TIME_ZONE);
    }
  });

  it('is ignored when it is not what the API would answer, or not JSON', () => {
    for (const text of ['{"serviceStatus": 1}', '<oops', '']) {
      pageScript(PAGE_DATA_ID, text);
      const client = createQueryClient();
      seedPageData(client);
      expect(client.getQueryData(publicServiceStatusQueryOptions().queryKey)).toBeUndefined();
      expect(document.getElementById(PAGE_DATA_ID)).toBeNull();
    }
  });

  it("gives /menu its lists only in the page's language", () => {
    const lists = { menuItems: [menuItem({ name: 'Edamame' })], buffetItems: [buffetItem()] };
    pageScript(MENU_PAGE_DATA_ID, JSON.stringify({ language: 'fr', ...lists }));
    const other = createQueryClient();
    expect(seedMenuFromPage(other, 'de')).toBe(false);
    expect(other.getQueryData(menuItemsQueryOptions().queryKey)).toBeUndefined();

    pageScript(MENU_PAGE_DATA_ID, JSON.stringify({ language: 'fr', ...lists }));
    const client = createQueryClient();
    expect(seedMenuFromPage(client, 'fr')).toBe(true);
    expect(client.getQueryData(menuItemsQueryOptions().queryKey)).toEqual(lists.menuItems);
    expect(client.getQueryData(buffetItemsQueryOptions().queryKey)).toEqual(lists.buffetItems);
    expect(document.getElementById(MENU_PAGE_DATA_ID)).toBeNull();
  });

  it("gives /menu its categories' names and order with the lists; an older page without them leaves them to the API", () => {
    const lists = { menuItems: [menuItem({ name: 'Edamame' })], buffetItems: [buffetItem()] };
    const categories = publicCategories('fr');
    pageScript(MENU_PAGE_DATA_ID, JSON.stringify({ language: 'fr', ...lists, categories }));
    const client = createQueryClient();
    expect(seedMenuFromPage(client, 'fr')).toBe(true);
    expect(client.getQueryData(categoriesQueryOptions().queryKey)).toEqual(categories);

    pageScript(MENU_PAGE_DATA_ID, JSON.stringify({ language: 'fr', ...lists }));
    const older = createQueryClient();
    expect(seedMenuFromPage(older, 'fr')).toBe(true);
    expect(older.getQueryData(categoriesQueryOptions().queryKey)).toBeUndefined();
  });
});
