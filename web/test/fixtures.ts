import type { TAdminOrder, TAdminOrderPage } from '@app/shared/admin-orders';
import { restaurantToday } from '@app/shared/calendar-day';
import type { TBuffetItem, TMenuItem } from '@app/shared/catalog';
import type { TCategory } from '@app/shared/categories';
import type { TLanguage } from '@app/shared/languages';
import type { TPrinter } from '@app/shared/printing';
import type { TPublicCategory } from '@app/shared/public-categories';
import type { TRestaurantInfo } from '@app/shared/restaurant-info';
import type { TTrackedOrder } from '@app/shared/tracked-order';
import type { TScreen } from '@app/shared/unseen';

export const RESTAURANT_INFO: TRestaurantInfo = {
  id: 1,
  name: 'Hana Sushi & Thai',
  aboutText: 'Sushi and Thai cooking in the old town of Olten.',
  phone: '+41 62 212 34 56',
  address: 'Baslerstrasse 24, 4600 Olten',
  openingHours: ['Mon: (closed)', 'Tue: 11:00-14:00, 17:00-22:00', 'Sun: 17:00-21:30'].join('\n'),
  deliveryNote: 'Free delivery from CHF 100.',
  defaultLanguage: 'de',
};

/** The categories a new restaurant starts with (server/drizzle/0021), as GET /api/admin/categories answers. */
export const CATEGORIES: TCategory[] = (
  [
    ['SUSHI_STARTER', 'Sushi-Vorspeisen', 'Entrées sushi', 'Antipasti sushi', 'Sushi Starters'],
    ['SUSHI_ROLLS', 'Sushi-Rollen', 'Rouleaux de sushi', 'Sushi roll', 'Sushi Rolls'],
    ['HOSO_MAKI', 'Hoso Maki', 'Hoso maki', 'Hoso maki', 'Hoso Maki'],
    ['NIGIRI', 'Nigiri', 'Nigiri', 'Nigiri', 'Nigiri'],
    ['TEMAKI', 'Temaki', 'Temaki', 'Temaki', 'Temaki'],
    ['SUSHI_PLATTEN', 'Sushi-Platten', 'Plateaux de sushis', 'Piatti di sushi', 'Sushi Platters'],
    ['BOWLS', 'Bowls', 'Bowls', 'Bowl', 'Bowls'],
    ['DONBURI', 'Donburi', 'Donburi', 'Donburi', 'Donburi'],
    ['RAMEN_NOODLE', 'Ramen & Nudeln', 'Ramen et nouilles', 'Ramen e noodles', 'Ramen & Noodles'],
    ['THAI_STARTER', 'Thai-Vorspeisen', 'Entrées thaïes', 'Antipasti thai', 'Thai Starters'],
    ['THAI_SUPPE', 'Thai-Suppen', 'Soupes thaïes', 'Zuppe thai', 'Thai Soups'],
    ['THAI_NOODLES', 'Thai-Nudeln', 'Nouilles thaïes', 'Noodles thai', 'Thai Noodles'],
    ['THAI_CURRY', 'Thai-Currys', 'Currys thaïs', 'Curry thai', 'Thai Curries'],
    ['THAI_WOK', 'Thai-Wok', 'Wok thaï', 'Wok thai', 'Thai Wok'],
    ['SIDES', 'Beilagen', 'Accompagnements', 'Contorni', 'Sides'],
    ['DESSERT', 'Desserts', 'Desserts', 'Dessert', 'Desserts'],
    ['DRINK', 'Getränke', 'Boissons', 'Bevande', 'Drinks'],
  ] as const
).map(([code, de, fr, it, en], index) => ({
  code,
  names: { de, fr, it, en },
  position: index + 1,
  visible: true,
  stationId: null,
}));

/** GET /api/categories in `language`. */
export function publicCategories(language: TLanguage = 'en'): TPublicCategory[] {
  return CATEGORIES.map(({ code, names, position }) => ({ code, name: names[language], position }));
}

let nextId = 1;

export function menuItem(overrides: Partial<TMenuItem> = {}): TMenuItem {
  const id = nextId++;
  return {
    id,
    foodItemId: id,
    name: `Dish ${id}`,
    description: 'Tasty.',
    category: 'SUSHI_STARTER',
    price: 10,
    available: true,
    soldOutToday: false,
    ...overrides,
  };
}

export function buffetItem(overrides: Partial<TBuffetItem> = {}): TBuffetItem {
  const id = nextId++;
  return {
    id,
    foodItemId: id,
    name: `Buffet ${id}`,
    description: 'From the buffet.',
    price: 12,
    available: true,
    soldOutToday: false,
    ...overrides,
  };
}

/** A diner's details as orders and incoming cards carry them (a takeaway in Olten). */
export const CUSTOMER_INFO: TAdminOrder['customerInfo'] = {
  firstName: 'Nora',
  lastName: 'Test',
  email: 'nora@example.ch',
  phone: '+41 79 000 11 22',
  address: { street: 'Bahnhofstrasse', streetNo: '1', plz: '4600', city: 'Olten' },
};

let nextOrderNumber = 1;

/**
 * A confirmed, paid-in-cash ASAP takeaway menu order as the back office reads it: 2 x Maki at CHF 10.00.
 * Each call gets the next order number (id `O{number}`) unless `overrides` names one.
 */
export function adminOrder(overrides: Partial<TAdminOrder> = {}): TAdminOrder {
  const orderNumber = overrides.orderNumber ?? nextOrderNumber++;
  return {
    id: `O${orderNumber}`,
    kind: 'MENU',
    orderNumber,
    createdAt: '2026-11-24T17:00:00+01:00',
    requestedAt: '2026-11-24T17:45:00+01:00',
    asap: true,
    committedReadyAt: '2026-11-24T18:00:00+01:00',
    timing: {
      requestedAt: '2026-11-24T17:45:00+01:00',
      asap: true,
      committedReadyAt: '2026-11-24T18:00:00+01:00',
      adminExtraMinutes: null,
    },
    orderType: 'TAKEAWAY',
    customerInfo: { ...CUSTOMER_INFO, address: { ...CUSTOMER_INFO.address } },
    orderItems: [
      {
        menuItemId: 1,
        buffetItemId: null,
        menuItemName: 'Maki',
        name: 'Maki',
        quantity: 2,
        unitPrice: 10,
        options: [],
      },
    ],
    itemsSubtotalBeforeDiscount: 20,
    discountPercent: 0,
    discountAmount: 0,
    itemsSubtotalAfterDiscount: 20,
    vatPercent: 2.6,
    vatAmount: 0.51,
    vatBreakdown: [{ ratePercent: 2.6, gross: 20, vat: 0.51 }],
    deliveryFee: 0,
    cardFee: 0,
    totalPrice: 20,
    paymentMethod: 'CASH',
    paymentStatus: 'NOT_REQUIRED',
    status: 'CONFIRMED',
    cancelReason: null,
    specialInstructions: null,
    enteredBy: null,
    overrideReason: null,
    printStatus: 'NONE',
    ...overrides,
  };
}

/** One page of an order list as the server answers it (today, page 1 of 50 unless told). */
export function adminOrderPage(
  items: TAdminOrder[],
  overrides: Partial<TAdminOrderPage> = {},
): TAdminOrderPage {
  const today = restaurantToday();
  return { items, total: items.length, page: 1, pageSize: 50, from: today, to: today, ...overrides };
}

/** A network printer printing both copies, switched on and without trouble. */
export function printer(overrides: Partial<TPrinter> = {}): TPrinter {
  return {
    id: 1,
    name: 'Kitchen',
    host: '192.168.1.50',
    port: 9100,
    columns: 42,
    codePage: 'CP858',
    copies: ['KITCHEN', 'RECEIPT'],
    enabled: true,
    lastError: null,
    lastErrorAt: null,
    lastPrintedAt: null,
    pendingJobs: 0,
    ...overrides,
  };
}

/**
 * A food item photo as the public lists carry it: 4:3, JPEG sizes in `srcset`, AVIF and WebP
 * in `sources`, under content-hashed file names.
 */
export function photo(hash = 'abc123'): NonNullable<TMenuItem['photo']> {
  const sizes = (ext: string) =>
    [320, 640, 1280].map((width) => `/api/photos/${hash}-${width}.${ext} ${width}w`).join(', ');
  return {
    url: `/api/photos/${hash}-640.jpg`,
    srcset: sizes('jpg'),
    width: 1280,
    height: 960,
    sources: [
      { type: 'image/avif', srcset: sizes('avif') },
      { type: 'image/webp', srcset: sizes('webp') },
    ],
  };
}

/**
 * The unseen-order settings (`unseen`) a restaurant info form sends for the defaults (escalate 2, pause 5,
 * cancel 15 minutes, no per-type times, no email or SMS).
 */
export const UNSEEN_DEFAULT_INPUT = {
  escalateAfterMinutes: 2,
  autoPauseAfterMinutes: 5,
  autoCancelAfterMinutes: 15,
  autoCancelByOrderType: { TAKEAWAY: null, DELIVERY: null },
  notifyEmail: null,
  smsTo: null,
};

/** An incoming screen as GET /api/admin/screens lists it: online, sound on, not muted. */
export function screenRow(overrides: Partial<TScreen> = {}): TScreen {
  return {
    screenId: 'kitchen0001',
    name: 'Kitchen tablet',
    lastSeenAt: new Date().toISOString(),
    soundReady: true,
    muted: false,
    ...overrides,
  };
}

/** An order as the tracking page gets it: a cash takeaway of two curries, new; `overrides` change it. */
export function trackedOrder(overrides: Partial<TTrackedOrder> = {}): TTrackedOrder {
  return {
    id: 'abcdefgh23456789',
    orderNumber: 12,
    createdAt: '2030-05-01T16:05:42.123Z',
    asap: true,
    requestedAt: '2030-05-01T16:50:42.123Z',
    committedReadyAt: null,
    customerInfo: { firstName: 'Anna', lastName: 'Muster' },
    orderType: 'TAKEAWAY',
    itemsSubtotalBeforeDiscount: 49,
    discountPercent: 0,
    discountAmount: 0,
    deliveryFee: 0,
    cardFee: 0,
    totalPrice: 49,
    paymentMethod: 'CASH',
    paymentStatus: 'NOT_REQUIRED',
    status: 'NEW',
    orderItems: [{ name: 'Green Curry Chicken', quantity: 2, unitPrice: 24.5 }],
    specialInstructions: null,
    readyAt: null,
    ...overrides,
  };
}
