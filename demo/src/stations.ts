import type { TDefaultCategoryCode } from '@app/shared/categories';

/**
 * The demo kitchen's stations: the sushi bar and the wok, each with the time it needs for an order.
 * No printers are attached: the demo's printers are the owner's to set up.
 */
export const DEMO_STATIONS = {
  sushi: { name: 'Sushi-Bar', targetMinutes: 15 },
  wok: { name: 'Wok', targetMinutes: 20 },
} as const;
export type TDemoStation = keyof typeof DEMO_STATIONS;

/**
 * Where each category's dishes are prepared. Sides, desserts and drinks are put together at the counter:
 * no station (they reach no display and do not hold an order back).
 */
export const DEMO_CATEGORY_STATIONS: Partial<Record<TDefaultCategoryCode, TDemoStation>> = {
  SUSHI_STARTER: 'sushi',
  SUSHI_ROLLS: 'sushi',
  HOSO_MAKI: 'sushi',
  NIGIRI: 'sushi',
  TEMAKI: 'sushi',
  SUSHI_PLATTEN: 'sushi',
  BOWLS: 'sushi',
  DONBURI: 'sushi',
  RAMEN_NOODLE: 'wok',
  THAI_STARTER: 'wok',
  THAI_SUPPE: 'wok',
  THAI_NOODLES: 'wok',
  THAI_CURRY: 'wok',
  THAI_WOK: 'wok',
};

/** Menu items prepared elsewhere than their category, by English name: the gyoza are fried at the wok. */
export const DEMO_MENU_ITEM_STATIONS: Record<string, TDemoStation> = {
  'Gyoza (6 pcs)': 'wok',
  'Chicken Teriyaki Don': 'wok',
  'Katsu Don': 'wok',
};

/**
 * The buffet's items (they have no category), by English name. The dessert cup is filled at the counter:
 * no station.
 */
export const DEMO_BUFFET_STATIONS: Record<string, TDemoStation> = {
  'Buffet Box Small': 'wok',
  'Buffet Box Large': 'wok',
  'Sushi Buffet Box': 'sushi',
  'Buffet Family Box': 'wok',
  'Buffet Soup Cup': 'wok',
  'Buffet Curry Portion': 'wok',
  'Buffet Wok Portion': 'wok',
  'Buffet Spring Roll Bag': 'wok',
};
