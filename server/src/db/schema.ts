import { MAX_LINE_QUANTITY } from '@app/shared/cart-limits';
import type { TOrderedOption } from '@app/shared/dish-options';
import { ORDER_TYPES, USER_ROLES } from '@app/shared/enums';
import type { TOrigin } from '@app/shared/food-labels';
import { ALLERGENS } from '@app/shared/food-labels';
import { LANGUAGES, type TLanguage, type TTranslations } from '@app/shared/languages';
import { ORDER_KINDS } from '@app/shared/order-kind';
import { READY_NOTICES } from '@app/shared/order-rules-input';
import type { TPhotoCrop } from '@app/shared/photos';
import { CODE_PAGES, PRINT_COPIES, PRINT_STATUSES, type TPrintCopy } from '@app/shared/printing';
import { PROMO_KINDS } from '@app/shared/promo';
import type { TReservationSettings } from '@app/shared/reservation-settings';
import { SERVICE_CHANGE_SUBJECTS } from '@app/shared/service-status';
import type { TSpecialDay } from '@app/shared/special-days';
import { MAX_STAFF_PEOPLE } from '@app/shared/staff-entry';
import { DEFAULT_UNSEEN_SETTINGS, ESCALATION_STEPS, type TUnseenSettings } from '@app/shared/unseen';
import { type TVatShare, VAT_CLASSES } from '@app/shared/vat';
import { VOUCHER_CHANNELS, VOUCHER_MOVEMENT_KINDS } from '@app/shared/vouchers-admin';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Money is integer Rappen everywhere; percentages with one decimal are integer tenths (12.5 % -> 125);
 * every timestamp is timestamptz. Customer info is embedded in orders and reservations (a diner has no
 * account), so an order keeps the address it was delivered to even if the diner orders again elsewhere.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const customerInfo = {
  customerFirstName: text('customer_first_name').notNull(),
  customerLastName: text('customer_last_name').notNull(),
  customerEmail: text('customer_email').notNull(),
  customerPhone: text('customer_phone').notNull(),
  customerStreet: text('customer_street').notNull().default(''),
  customerStreetNo: text('customer_street_no').notNull().default(''),
  customerPlz: text('customer_plz').notNull().default(''),
  customerCity: text('customer_city').notNull().default(''),
};

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull().default(''),
    role: text('role', { enum: USER_ROLES }).notNull().default('ADMIN'),
    /** A courier's first name, shown to diners while the courier has their order; '' when not set. */
    firstName: text('first_name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`)],
);

/** Server-side sessions; anonymous visitors get one too so the anti-forgery token is bound to it. */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value: a database leak does not hand out live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A diner's account (docs/decisions/033): an email proven by a link, and the details that fill the checkout.
 * No password. Its orders and bookings are those made with the email (orders.customer_email), not a key.
 */
export const dinerAccounts = pgTable(
  'diner_accounts',
  {
    id: serial('id').primaryKey(),
    /** Trimmed and in lower case: the one spelling an account is found by. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    addresses: jsonb('addresses')
      .$type<{ street: string; streetNo: string; plz: string; city: string }[]>()
      .notNull()
      .default([]),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('diner_accounts_email_idx').on(t.email)],
);

/** Emailed sign-in links: only the SHA-256 of the token is kept; each works once, until it expires. */
export const dinerSignInLinks = pgTable(
  'diner_sign_in_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('diner_sign_in_links_email_idx').on(t.email),
    index('diner_sign_in_links_expires_idx').on(t.expiresAt),
  ],
);

/** Diners' sessions, apart from the back office's (`sessions`): a diner session opens no staff route. */
export const dinerSessions = pgTable(
  'diner_sessions',
  {
    /** SHA-256 of the cookie value. */
    idHash: text('id_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => dinerAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('diner_sessions_account_idx').on(t.accountId),
    index('diner_sessions_expires_idx').on(t.expiresAt),
  ],
);

/**
 * A courier's shift and its cash (docs/decisions/034): a float handed out at the start, every cash delivery
 * counted on it (orders.courier_shift_id), what was handed in at the end. One open shift per courier.
 */
export const courierShifts = pgTable(
  'courier_shifts',
  {
    id: serial('id').primaryKey(),
    /** The courier's account; null once the account is deleted (the shift keeps their name). */
    courierId: integer('courier_id').references(() => users.id, { onDelete: 'set null' }),
    courierName: text('courier_name').notNull(),
    /** The restaurant's business day it started on. */
    businessDate: date('business_date').notNull(),
    floatRappen: integer('float_rappen').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    startedBy: text('started_by').notNull(),
    handedInRappen: integer('handed_in_rappen'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    settledBy: text('settled_by'),
  },
  (t) => [
    uniqueIndex('courier_shifts_open_idx').on(t.courierId).where(sql`${t.settledAt} is null`),
    index('courier_shifts_date_idx').on(t.businessDate),
    check('courier_shifts_amounts', sql`${t.floatRappen} >= 0 and ${t.handedInRappen} >= 0`),
  ],
);

export const restaurantInfo = pgTable(
  'restaurant_info',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    aboutText: text('about_text').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    deliveryNote: text('delivery_note'),
    /** Seats the restaurant can take per reservation slot; requests beyond it are flagged, not refused. */
    seatCapacity: integer('seat_capacity').notNull().default(80),
    /** The language of the menu's own texts (food items' name and description) and of receipts. */
    defaultLanguage: text('default_language', { enum: LANGUAGES }).notNull().default('de'),
    /** Closures and special hours by date (special days), sorted; days already over are dropped on save. */
    specialDays: jsonb('special_days').$type<TSpecialDay[]>().notNull().default([]),
    /** Orders per 15-minute slot (slot capacity); null: no limit. */
    slotCapacityDelivery: integer('slot_capacity_delivery'),
    slotCapacityTakeaway: integer('slot_capacity_takeaway'),
    /** Swiss VAT number as printed ('CHE-123.456.789 MWST'), checked with its check digit. */
    vatNumber: text('vat_number'),
    /** The legal notice: the company behind the restaurant and who is responsible. */
    legalName: text('legal_name'),
    responsiblePerson: text('responsible_person'),
    /** No order left unseen: escalation, automatic pause and timeout; null minutes: off. */
    unseen: jsonb('unseen')
      .$type<TUnseenSettings>()
      .notNull()
      .default(sql.raw(`'${JSON.stringify(DEFAULT_UNSEEN_SETTINGS)}'::jsonb`)),
    /**
     * The restaurant's texts in the languages other than its default (about text, delivery note, the
     * legal notice's free text), like the food items' translations; a missing one falls back to the default's.
     */
    translations: jsonb('translations').$type<TTranslations<TRestaurantTexts>>().notNull().default({}),
    /** The restaurant's IANA time zone: every date and time of orders, hours and receipts is in it. */
    timeZone: text('time_zone').notNull().default('Europe/Zurich'),
    /**
     * The language of the kitchen's tickets (labels and dish names); null: the default language's, so a
     * restaurant that never chose one follows its default language when that changes.
     */
    kitchenLanguage: text('kitchen_language', { enum: LANGUAGES }).$type<TLanguage>(),
    /** Where the restaurant is, in decimal degrees (WGS 84), for search engines; both or neither. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The cuisines it serves in the default language ('Sushi', 'Thai'); the others' in `translations`. */
    cuisines: jsonb('cuisines').$type<string[]>().notNull().default([]),
    /** The price range as guests read it ('CHF 15–40'); null: not given. */
    priceRange: text('price_range'),
    ...timestamps,
  },
  (t) => [
    check(
      'restaurant_info_slot_capacity',
      sql`${t.slotCapacityDelivery} between 1 and 500 and ${t.slotCapacityTakeaway} between 1 and 500`,
    ),
    check(
      'restaurant_info_coordinates',
      sql`(${t.latitude} is null) = (${t.longitude} is null) and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`,
    ),
  ],
);

/** The restaurant's texts in a language other than its default (cuisines: its list in that language). */
export type TRestaurantTexts = {
  aboutText?: string;
  deliveryNote?: string;
  legalNotice?: string;
  cuisines?: string[];
};

/** A food item's texts in a language other than the restaurant's default. */
export type TFoodItemText = { name: string; description: string };

/** Binary content (a photo file's bytes). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A food item's photo as its row describes it: the files are in photo_files, named
 * `<hash>-<width>.<avif|webp|jpg>` and `<originalHash>-original.jpg`.
 */
export type TStoredPhoto = {
  /** Of the cleaned original and the crop: a new crop gets new file names. */
  hash: string;
  originalHash: string;
  /** The derived widths, ascending; each image is 4:3. */
  widths: number[];
  crop: TPhotoCrop;
  original: { width: number; height: number };
};

export const foodItems = pgTable(
  'food_items',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** name and description above are in the restaurant's default language; the others live here. */
    translations: jsonb('translations').$type<TTranslations<TFoodItemText>>().notNull().default({}),
    /** The 14 allergens of Swiss food law it contains, and "may contain traces of". */
    allergens: text('allergens', { enum: ALLERGENS }).array().notNull().default(sql`'{}'::text[]`),
    mayContain: text('may_contain', { enum: ALLERGENS }).array().notNull().default(sql`'{}'::text[]`),
    /** False until someone declared the allergens: the menu then says "Ask us about allergens". */
    allergensDeclared: boolean('allergens_declared').notNull().default(false),
    /** Origin of its meat and fish. */
    origin: jsonb('origin').$type<TOrigin[]>().notNull().default([]),
    vegetarian: boolean('vegetarian').notNull().default(false),
    vegan: boolean('vegan').notNull().default(false),
    /** 0 (not spicy) to 3. */
    spiciness: integer('spiciness').notNull().default(0),
    /** Its photo, null without one. */
    photo: jsonb('photo').$type<TStoredPhoto>(),
    ...timestamps,
  },
  (t) => [check('food_items_spiciness_range', sql`${t.spiciness} between 0 and 3`)],
);

/**
 * The files of the food items' photos, by their content-hashed names: kept in the database
 * so that a backup holds them and every app instance serves them. Deleted with their food item.
 */
export const photoFiles = pgTable(
  'photo_files',
  {
    file: text('file').primaryKey(),
    foodItemId: integer('food_item_id')
      .notNull()
      .references(() => foodItems.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_files_food_item_idx').on(t.foodItemId)],
);

/**
 * The kitchen's stations (docs/decisions/030): the sushi bar, the wok... Each category is routed to one, an
 * item may override its category's; a station's printers print only its items, its display shows them.
 */
export const stations = pgTable(
  'stations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** How long the station takes for an order: scheduled orders reach it this long before they are due. */
    targetMinutes: integer('target_minutes').notNull(),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [check('stations_target_range', sql`${t.targetMinutes} between 1 and 240`)],
);

/** An email's key for promo limits per diner (orders.customer_email_key), of a column or a parameter. */
export const emailKeySql = (operand: SQL) =>
  sql`regexp_replace(lower(regexp_replace(${operand}, '\\s', '', 'g')), '\\+[^@]*@', '@')`;

/**
 * The owner's promo codes (docs/decisions/031). `value` is tenths of a percent (PERCENT) or Rappen
 * (AMOUNT); validity bounds are instants, null for open; a null limit is no limit. Uses are the orders
 * placed with the code that were not cancelled, counted under this row's lock when an order is placed.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** In capitals, without spaces (shared normalisePromoCode). */
    code: text('code').notNull(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    value: integer('value').notNull(),
    minimumOrderRappen: integer('minimum_order_rappen').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    orderTypes: text('order_types', { enum: ORDER_TYPES }).array().notNull(),
    kinds: text('kinds', { enum: ORDER_KINDS }).array().notNull(),
    maxUses: integer('max_uses'),
    maxUsesPerEmail: integer('max_uses_per_email'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(t.code),
    check('promo_codes_kind', sql`${t.kind} in ('PERCENT', 'AMOUNT')`),
    check('promo_codes_value', sql`${t.value} > 0 and (${t.kind} = 'AMOUNT' or ${t.value} <= 1000)`),
    check('promo_codes_minimum', sql`${t.minimumOrderRappen} >= 0`),
    check('promo_codes_limits', sql`coalesce(${t.maxUses}, 1) > 0 and coalesce(${t.maxUsesPerEmail}, 1) > 0`),
  ],
);

/**
 * Gift vouchers (docs/decisions/032): an amount of money paid in advance and spent later, a means of
 * payment (no VAT when sold). Never deleted: its balance moves only by a row of voucher_movements, in the
 * same transaction, so the balance is always the sum of its movements.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    /** A public id (the buyer's thank-you page follows it); the code is the secret that spends it. */
    id: text('id').primaryKey(),
    /** 16 characters of shared VOUCHER_CODE_ALPHABET, stored without hyphens. */
    code: text('code').notNull(),
    amountRappen: integer('amount_rappen').notNull(),
    balanceRappen: integer('balance_rappen').notNull().default(0),
    /**
     * PENDING: bought online, not yet paid (no balance, cannot pay); ACTIVE: paid; FAILED: the payment
     * was declined (the buyer may try again); spent and expired are read from the balance and expiresOn.
     */
    status: text('status', { enum: ['PENDING', 'ACTIVE', 'FAILED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    channel: text('channel', { enum: VOUCHER_CHANNELS }).notNull(),
    paymentMethod: text('payment_method', { enum: ['CARD', 'TWINT', 'CASH', 'POS_CARD'] }).notNull(),
    /** The provider's intent of an online purchase (the newest one). */
    paymentIntentId: text('payment_intent_id'),
    buyerName: text('buyer_name').notNull().default(''),
    buyerEmail: text('buyer_email'),
    recipientName: text('recipient_name').notNull().default(''),
    recipientEmail: text('recipient_email'),
    message: text('message'),
    /** The day the recipient's email goes out (restaurant time); null: as soon as it is paid. */
    sendOn: date('send_on'),
    /** When the recipient's email was queued; null: not (yet). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The buyer's language: the emails speak it. */
    language: text('language', { enum: LANGUAGES }).$type<TLanguage>().notNull().default('en'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
    /** The last day it can pay (restaurant time). */
    expiresOn: date('expires_on').notNull(),
    soldBy: text('sold_by'),
    soldByUserId: integer('sold_by_user_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('vouchers_code_idx').on(t.code),
    index('vouchers_created_idx').on(t.createdAt),
    index('vouchers_intent_idx').on(t.paymentIntentId),
    check('vouchers_amount', sql`${t.amountRappen} > 0`),
    check('vouchers_balance', sql`${t.balanceRappen} >= 0 and ${t.balanceRappen} <= ${t.amountRappen}`),
  ],
);

/** Every movement of a voucher's balance, signed (+ sold or given back, − spent), with the balance after. */
export const voucherMovements = pgTable(
  'voucher_movements',
  {
    id: serial('id').primaryKey(),
    voucherId: text('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    kind: text('kind', { enum: VOUCHER_MOVEMENT_KINDS }).notNull(),
    amountRappen: integer('amount_rappen').notNull(),
    balanceAfterRappen: integer('balance_after_rappen').notNull(),
    /** The order it paid or gave back; written in the order's transaction, before the order row. */
    orderId: text('order_id'),
    /** The staff member at the counter. */
    by: text('by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_movements_voucher_idx').on(t.voucherId, t.id),
    index('voucher_movements_order_idx').on(t.orderId),
    index('voucher_movements_created_idx').on(t.createdAt),
    check('voucher_movements_balance', sql`${t.balanceAfterRappen} >= 0`),
  ],
);

/** The owner's terms for gift vouchers sold online: one row (id 1); the spec is silent, these are defaults. */
export const voucherSettings = pgTable(
  'voucher_settings',
  {
    id: integer('id').primaryKey().default(1),
    onlineSales: boolean('online_sales').notNull().default(true),
    /** Whole CHF. */
    amounts: integer('amounts').array().notNull().default(sql`'{30,50,100}'`),
    minAmount: integer('min_amount').notNull().default(20),
    maxAmount: integer('max_amount').notNull().default(500),
    validMonths: integer('valid_months').notNull().default(36),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('voucher_settings_single', sql`${t.id} = 1`)],
);

/** Which printers print a station's kitchen tickets (a printer may serve several stations). */
export const stationPrinters = pgTable(
  'station_printers',
  {
    stationId: integer('station_id')
      .notNull()
      .references(() => stations.id, { onDelete: 'cascade' }),
    printerId: integer('printer_id')
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.stationId, t.printerId] }),
    index('station_printers_printer_idx').on(t.printerId),
  ],
);

/**
 * The menu's categories, in the order the menu shows them: a code (what menu items and the public API
 * name), a name in each language, and whether diners see it. Seeded with the spec's 17 (0021).
 */
export const categories = pgTable(
  'categories',
  {
    code: text('code').primaryKey(),
    names: jsonb('names').$type<Record<TLanguage, string>>().notNull(),
    position: integer('position').notNull(),
    visible: boolean('visible').notNull().default(true),
    /** The station that prepares its items; null: none (its items reach no display and no station ticket). */
    stationId: integer('station_id').references(() => stations.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('categories_code_format', sql`${t.code} ~ '^[A-Z][A-Z0-9_]{0,39}$'`),
    index('categories_position_idx').on(t.position),
  ],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    // RESTRICT: a food item in use cannot disappear from under the menu.
    foodItemId: integer('food_item_id')
      .notNull()
      .references(() => foodItems.id, { onDelete: 'restrict' }),
    /** The code of its category (categories.code); renaming a code follows here, a used one cannot go. */
    category: text('category')
      .notNull()
      .default('SUSHI_STARTER')
      .references(() => categories.code, { onUpdate: 'cascade', onDelete: 'restrict' }),
    priceRappen: integer('price_rappen').notNull().default(0),
    available: boolean('available').notNull().default(true),
    /** Sold out today: refused until this instant, the start of the next opening day. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    /** The VAT class: REDUCED (food, soft drinks) or STANDARD (alcoholic drinks). */
    vatClass: text('vat_class', { enum: VAT_CLASSES }).notNull().default('REDUCED'),
    /** Overrides its category's station; null: the category's. */
    stationId: integer('station_id').references(() => stations.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('menu_items_food_idx').on(t.foodItemId),
    check('menu_items_price_nonneg', sql`${t.priceRappen} >= 0`),
  ],
);

export const buffetItems = pgTable(
  'buffet_items',
  {
    id: serial('id').primaryKey(),
    foodItemId: integer('food_item_id')
      .notNull()
      .references(() => foodItems.id, { onDelete: 'restrict' }),
    priceRappen: integer('price_rappen').notNull().default(0),
    available: boolean('available').notNull().default(true),
    /** Sold out today: refused until this instant, the start of the next opening day. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    /** The VAT class: REDUCED (food, soft drinks) or STANDARD (alcoholic drinks). */
    vatClass: text('vat_class', { enum: VAT_CLASSES }).notNull().default('REDUCED'),
    /** The station that prepares it (buffet items have no category); null: none. */
    stationId: integer('station_id').references(() => stations.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('buffet_items_food_idx').on(t.foodItemId),
    check('buffet_items_price_nonneg', sql`${t.priceRappen} >= 0`),
  ],
);

/**
 * Dish options (docs/decisions/026): a group ("Spice level") with its bounds on the number of choices, used by any
 * number of menu and buffet items; its options are priced as a difference to the item's price.
 */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: serial('id').primaryKey(),
    /** A name in each language; '' means "as in the restaurant's default language". */
    names: jsonb('names').$type<Record<TLanguage, string>>().notNull(),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check(
      'option_groups_choices_range',
      sql`${t.minChoices} >= 0 and ${t.maxChoices} >= 1 and ${t.maxChoices} >= ${t.minChoices}`,
    ),
  ],
);

export const options = pgTable(
  'options',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    names: jsonb('names').$type<Record<TLanguage, string>>().notNull(),
    /** Added to the item's price (negative: less), in Rappen. */
    priceDeltaRappen: integer('price_delta_rappen').notNull().default(0),
    /** Sold out today: refused until this instant, the start of the next opening day. */
    soldOutUntil: timestamp('sold_out_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('options_group_idx').on(t.groupId, t.position),
    check('options_price_delta_range', sql`${t.priceDeltaRappen} between -10000 and 10000`),
  ],
);

/** The option groups a menu item uses, in the order it shows them. */
export const menuItemOptionGroups = pgTable(
  'menu_item_option_groups',
  {
    menuItemId: integer('menu_item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.menuItemId, t.groupId] }),
    index('menu_item_option_groups_group_idx').on(t.groupId),
  ],
);

/** The option groups a buffet item uses, in order. */
export const buffetItemOptionGroups = pgTable(
  'buffet_item_option_groups',
  {
    buffetItemId: integer('buffet_item_id')
      .notNull()
      .references(() => buffetItems.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => optionGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.buffetItemId, t.groupId] }),
    index('buffet_item_option_groups_group_idx').on(t.groupId),
  ],
);

/** The single current sale (row id 1). */
export const saleSettings = pgTable(
  'sale_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    percentMenuTenths: integer('percent_menu_tenths').notNull().default(0),
    percentBuffetTenths: integer('percent_buffet_tenths').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sale_settings_single_row', sql`${t.id} = 1`),
    check('sale_settings_menu_range', sql`${t.percentMenuTenths} between 0 and 1000`),
    check('sale_settings_buffet_range', sql`${t.percentBuffetTenths} between 0 and 1000`),
  ],
);

/**
 * The service controls of the incoming screen: online orders paused for some order types
 * until a time, and busy mode (extra preparation minutes until a time). One row; both end by
 * themselves, judged against the clock when read. Writing it moves the 'order-settings' read version
 * (migration 0012), so the order path keeps it in its snapshot.
 */
export const serviceStatus = pgTable(
  'service_status',
  {
    id: integer('id').primaryKey().default(1),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    pausedOrderTypes: text('paused_order_types', { enum: ['DELIVERY', 'TAKEAWAY'] })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    extraUntil: timestamp('extra_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('service_status_single_row', sql`${t.id} = 1`),
    check('service_status_extra_range', sql`${t.extraMinutes} between 0 and 120`),
  ],
);

/**
 * Every change of the service controls: who, when, the state before and after. `subject` says
 * which: the pause and busy mode, an item's sold out today, the special days, the slot capacity.
 */
export const serviceStatusChanges = pgTable(
  'service_status_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject', { enum: SERVICE_CHANGE_SUBJECTS }).notNull().default('service-status'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedBy: text('changed_by').notNull(),
    before: jsonb('before').notNull(),
    after: jsonb('after').notNull(),
  },
  (t) => [index('service_status_changes_subject_at_idx').on(t.subject, t.changedAt)],
);

/**
 * Where the restaurant delivers and at what cost: any number of zones, each with its own fee, minimum
 * order, free-delivery threshold and extra minutes. Its postcodes are rows of delivery_zone_postcodes,
 * whose key keeps a postcode in one zone only. Seeded with the spec's area (0021).
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
    deliveryFeeRappen: integer('delivery_fee_rappen').notNull(),
    minimumOrderRappen: integer('minimum_order_rappen').notNull(),
    /** Delivery is free from this discounted items total on; null: never free. */
    freeDeliveryFromRappen: integer('free_delivery_from_rappen'),
    extraMinutes: integer('extra_minutes').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      'delivery_zones_amounts',
      sql`${t.deliveryFeeRappen} >= 0 and ${t.minimumOrderRappen} >= 0 and ${t.freeDeliveryFromRappen} >= 0`,
    ),
    check('delivery_zones_extra_minutes', sql`${t.extraMinutes} between 0 and 240`),
  ],
);

export const deliveryZonePostcodes = pgTable(
  'delivery_zone_postcodes',
  {
    postcode: text('postcode').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('delivery_zone_postcodes_zone_idx').on(t.zoneId),
    check('delivery_zone_postcodes_format', sql`${t.postcode} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * The restaurant's fees and times (one row): the card and TWINT fees in tenths of a percent, the ASAP
 * preparation minutes per order type and which order types it takes. Seeded with the spec's values (0021).
 */
export const orderRules = pgTable(
  'order_rules',
  {
    id: integer('id').primaryKey().default(1),
    cardFeeTenths: integer('card_fee_tenths').notNull().default(26),
    twintFeeTenths: integer('twint_fee_tenths').notNull().default(0),
    asapMinutesDelivery: integer('asap_minutes_delivery').notNull().default(45),
    asapMinutesTakeaway: integer('asap_minutes_takeaway').notNull().default(45),
    deliveryEnabled: boolean('delivery_enabled').notNull().default(true),
    takeawayEnabled: boolean('takeaway_enabled').notNull().default(true),
    /** How a takeaway diner hears that the kitchen finished the order: not at all, by email, SMS or both. */
    readyNotice: text('ready_notice', { enum: READY_NOTICES }).notNull().default('OFF'),
    /** Whether a promo code applies while a sale runs; off: such a code is refused during the sale. */
    promoWithSale: boolean('promo_with_sale').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('order_rules_single_row', sql`${t.id} = 1`),
    check('order_rules_ready_notice', sql`${t.readyNotice} in ('OFF', 'EMAIL', 'SMS', 'EMAIL_AND_SMS')`),
    check(
      'order_rules_fees',
      sql`${t.cardFeeTenths} between 0 and 200 and ${t.twintFeeTenths} between 0 and 200`,
    ),
    check(
      'order_rules_asap',
      sql`${t.asapMinutesDelivery} between 0 and 600 and ${t.asapMinutesTakeaway} between 0 and 600`,
    ),
  ],
);

/** Swiss VAT rates by class from a date on; an order uses the rates of its day. */
export const vatRates = pgTable(
  'vat_rates',
  {
    id: serial('id').primaryKey(),
    vatClass: text('vat_class', { enum: VAT_CLASSES }).notNull(),
    validFrom: date('valid_from').notNull(),
    /** Tenths of a percent: 81 = 8.1 %. */
    tenths: integer('tenths').notNull(),
  },
  (t) => [
    uniqueIndex('vat_rates_class_from_idx').on(t.vatClass, t.validFrom),
    check('vat_rates_tenths_range', sql`${t.tenths} between 0 and 1000`),
  ],
);

/** Menu orders and buffet orders share one table; `kind` tells them apart. */
export const orders = pgTable(
  'orders',
  {
    /** Random, unguessable, URL-safe (16 base32 characters, 80 bits). */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['MENU', 'BUFFET'] }).notNull(),
    /** Short number the kitchen calls out, restarting each restaurant-local day. */
    orderNumber: integer('order_number').notNull(),
    orderDate: date('order_date').notNull(),
    orderType: text('order_type', { enum: ['DELIVERY', 'TAKEAWAY'] }).notNull(),
    asap: boolean('asap').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    committedReadyAt: timestamp('committed_ready_at', { withTimezone: true }),
    adminExtraMinutes: integer('admin_extra_minutes'),
    ...customerInfo,
    /**
     * Each line's item name in every language it had when ordered, by line position: the
     * lines' own `name` is the order language's. Admin screens show the reader's language from here.
     */
    lineNames: jsonb('line_names').$type<TTranslations<string>[]>().notNull().default([]),
    /** The language the order was placed in: its emails and tracking page speak it. */
    language: text('language', { enum: LANGUAGES }).$type<TLanguage>().notNull().default('en'),
    specialInstructions: text('special_instructions'),
    subtotalRappen: integer('subtotal_rappen').notNull(),
    discountPercentTenths: integer('discount_percent_tenths').notNull().default(0),
    discountRappen: integer('discount_rappen').notNull().default(0),
    afterDiscountRappen: integer('after_discount_rappen').notNull(),
    deliveryFeeRappen: integer('delivery_fee_rappen').notNull().default(0),
    cardFeeRappen: integer('card_fee_rappen').notNull().default(0),
    totalRappen: integer('total_rappen').notNull(),
    vatPercentTenths: integer('vat_percent_tenths').notNull().default(26),
    vatRappen: integer('vat_rappen').notNull().default(0),
    /** Per rate, the gross amount and the VAT included (after the discount, with the fees). */
    vatBreakdown: jsonb('vat_breakdown').$type<TVatShare[]>().notNull().default([]),
    paymentMethod: text('payment_method', { enum: ['CARD', 'TWINT', 'CASH', 'POS_CARD'] }).notNull(),
    paymentStatus: text('payment_status', {
      enum: ['PENDING', 'SUCCEEDED', 'FAILED', 'NOT_REQUIRED', 'REFUNDED'],
    }).notNull(),
    paymentReference: text('payment_reference'),
    status: text('status', {
      enum: ['NEW', 'CONFIRMED', 'PREPARING', 'ON_THE_WAY', 'DELIVERED', 'CANCELLED'],
    })
      .notNull()
      .default('NEW'),
    cancelReason: text('cancel_reason'),
    /** When an admin's screen first showed it (alerts count what is not yet seen). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** The diner's Idempotency-Key: a retry with it returns this order, for this kind and payload only. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the canonical payload placed with the key: the same key with another payload is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /** The admin who entered it (a phone order); null for a diner's own order. */
    enteredBy: text('entered_by'),
    enteredByUserId: integer('entered_by_user_id'),
    /** Why staff lifted a rule the order would have been refused by (delivery area, minimum, hours...). */
    overrideReason: text('override_reason'),
    /**
     * The phone number's digits, Swiss numbers in national form (shared `phoneKey`): returning guests and
     * the list search find an order however its number was typed.
     */
    /** The network printers' progress with the order's copies; NONE when nothing was queued. */
    printStatus: text('print_status', { enum: PRINT_STATUSES }).notNull().default('NONE'),
    /** Cancelled by the timeout because nobody confirmed it in time, not by staff. */
    autoCancelled: boolean('auto_cancelled').notNull().default(false),
    /** When every station had finished its lines (the kitchen display); null until then. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /**
     * When the diner was sent "Your order is ready" (email or SMS queued); null: not sent. Set once, so a
     * recall and a second "ready" never tell the diner twice.
     */
    readyNoticeAt: timestamp('ready_notice_at', { withTimezone: true }),
    /**
     * The restaurant's own courier who has the delivery (docs/decisions/034), when it was assigned and picked
     * up, and the bags to take; null: nobody yet. A deleted courier account leaves the order unassigned.
     */
    courierId: integer('courier_id').references(() => users.id, { onDelete: 'set null' }),
    courierAssignedAt: timestamp('courier_assigned_at', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    /** Set at pick-up: the promised time, or the pick-up plus the way there when that is later. */
    estimatedArrivalAt: timestamp('estimated_arrival_at', { withTimezone: true }),
    bags: integer('bags').notNull().default(1),
    /** A cash delivery: the note the diner said they pay with (Rappen); null: not said. */
    cashGivenRappen: integer('cash_given_rappen'),
    /** What the courier took at the door (Rappen), and the shift it was counted on. */
    cashCollectedRappen: integer('cash_collected_rappen'),
    courierShiftId: integer('courier_shift_id').references(() => courierShifts.id),
    /**
     * The promo code the order was placed with (as typed, normalised) and what it took off the items after
     * the sale; the id is cleared if the code is deleted, the code and the amount stay for the reports.
     */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    promoDiscountRappen: integer('promo_discount_rappen').notNull().default(0),
    /**
     * The gift voucher that paid part or all of the total (after VAT: a means of payment) and how much;
     * a cancelled order gives it back (voucher_movements RESTORED).
     */
    voucherId: text('voucher_id').references(() => vouchers.id),
    voucherCode: text('voucher_code'),
    voucherAmountRappen: integer('voucher_amount_rappen').notNull().default(0),
    /**
     * The email as a promo code's limits per diner count it (EMAIL_KEY_SQL): without spaces, in lower case
     * and without a "+tag", so that " Anna+2@Example.ch" and "anna@example.ch" are one diner.
     */
    customerEmailKey: text('customer_email_key').generatedAlwaysAs(emailKeySql(sql.raw('customer_email'))),
    customerPhoneKey: text('customer_phone_key').generatedAlwaysAs(
      sql`regexp_replace(regexp_replace(customer_phone, '\\D', '', 'g'), '^(00)?41(?=\\d{9}$)', '0')`,
    ),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_number_per_day_idx').on(t.orderDate, t.orderNumber),
    index('orders_promo_code_idx').on(t.promoCodeId, t.customerEmailKey),
    index('orders_email_key_idx').on(t.customerEmailKey),
    index('orders_phone_key_idx').on(t.customerPhoneKey.op('text_pattern_ops'), t.createdAt),
    index('orders_email_idx').on(sql`lower(${t.customerEmail}) text_pattern_ops`, t.createdAt),
    // Unique per kind of order; the key leads so that the lookup by key alone (which also finds the key
    // used for the other kind, refused) uses this index.
    uniqueIndex('orders_idempotency_kind_idx').on(t.idempotencyKey, t.kind),
    index('orders_status_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
    check('orders_total_nonneg', sql`${t.totalRappen} >= 0`),
    check(
      'orders_voucher_amount',
      sql`${t.voucherAmountRappen} >= 0 and ${t.voucherAmountRappen} <= ${t.totalRappen}`,
    ),
    index('orders_voucher_idx').on(t.voucherId),
    index('orders_courier_idx').on(t.courierId, t.status),
    index('orders_courier_shift_idx').on(t.courierShiftId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // SET NULL: deleting a catalogue item keeps past orders intact; they carry their own name and price.
    menuItemId: integer('menu_item_id').references(() => menuItems.id, { onDelete: 'set null' }),
    buffetItemId: integer('buffet_item_id').references(() => buffetItems.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    unitPriceRappen: integer('unit_price_rappen').notNull(),
    quantity: integer('quantity').notNull(),
    /** The line's VAT rate in tenths of a percent (26 = 2.6 %), as of the order's day. */
    vatTenths: integer('vat_tenths').notNull().default(26),
    /**
     * The options chosen (dish options), as they were when ordered: names in every language, the
     * group's names and the price difference; unitPriceRappen includes the differences.
     */
    options: jsonb('options').$type<TOrderedOption[]>().notNull().default([]),
    /**
     * The station that prepares the line, routed when the order is confirmed (its item's override, else its
     * category's); null: no station (the line reaches no display and does not hold back "ready").
     */
    stationId: integer('station_id').references(() => stations.id, { onDelete: 'set null' }),
    /** When its station bumped it on the kitchen display; null while open. */
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_station_open_idx').on(t.stationId).where(sql`${t.doneAt} is null`),
    index('order_items_done_idx').on(t.stationId, t.doneAt).where(sql`${t.doneAt} is not null`),
    // Inlined, not a parameter: a CHECK constraint's text is fixed in the migration.
    check(
      'order_items_quantity_range',
      sql`${t.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`,
    ),
  ],
);

/** Hands out the daily order numbers; one row per restaurant-local day. */
export const orderCounters = pgTable('order_counters', {
  day: date('day').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const reservations = pgTable(
  'reservations',
  {
    id: text('id').primaryKey(),
    ...customerInfo,
    reservationAt: timestamp('reservation_at', { withTimezone: true }).notNull(),
    numberOfPeople: integer('number_of_people').notNull(),
    specialRequests: text('special_requests'),
    /** The language the request was made in: its emails are written in it. */
    language: text('language', { enum: LANGUAGES }).$type<TLanguage>().notNull().default('en'),
    status: text('status', { enum: ['REQUESTED', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'NO_SHOW'] })
      .notNull()
      .default('REQUESTED'),
    overCapacity: boolean('over_capacity').notNull().default(false),
    rejectReason: text('reject_reason'),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** The admin who entered it (a phone booking); null for an online request. */
    enteredBy: text('entered_by'),
    /** Why staff booked a time the restaurant is closed (a private event on a closed day); else null. */
    overrideReason: text('override_reason'),
    /**
     * The guest's private link (/reservation/manage/{token}, docs/decisions/028): 128 random bits made by
     * PostgreSQL at insert, carried by every email about the booking.
     */
    manageToken: text('manage_token').notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** When the reminder went out: set in the transaction that queues it, so it goes once, also across restarts. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** When staff marked the party arrived (seated); null until then. */
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    /** A walk-in staff seated without a booking (entered from the day view). */
    walkIn: boolean('walk_in').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reservations_manage_token_idx').on(t.manageToken),
    index('reservations_reminder_idx').on(t.reservationAt).where(sql`${t.reminderSentAt} is null`),
    index('reservations_email_idx').on(sql`lower(btrim(${t.customerEmail}))`),
    index('reservations_status_idx').on(t.status, t.reservationAt),
    index('reservations_at_idx').on(t.reservationAt),
    check(
      'reservations_people_range',
      sql`${t.numberOfPeople} between 1 and ${sql.raw(String(MAX_STAFF_PEOPLE))}`,
    ),
  ],
);

/**
 * Reservations by capacity (docs/decisions/027): the settings as one row (the whole settings as
 * the back office saves them; a missing row or key reads as the defaults of shared/src/reservation-settings.ts).
 */
export const reservationSettings = pgTable(
  'reservation_settings',
  {
    id: integer('id').primaryKey().default(1),
    value: jsonb('value').$type<Partial<TReservationSettings>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('reservation_settings_single_row', sql`${t.id} = 1`)],
);

/** The restaurant's tables: seats, the smallest party seated alone, whether in use. */
export const restaurantTables = pgTable(
  'restaurant_tables',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    seats: integer('seats').notNull(),
    minSeats: integer('min_seats').notNull().default(1),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('restaurant_tables_name_idx').on(sql`lower(${t.name})`),
    check(
      'restaurant_tables_seats_range',
      sql`${t.seats} between 1 and 50 and ${t.minSeats} between 1 and ${t.seats}`,
    ),
  ],
);

/** Which tables can be joined: each pair twice (A-B and B-A), never a table with itself. */
export const restaurantTableJoins = pgTable(
  'restaurant_table_joins',
  {
    tableId: integer('table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
    otherId: integer('other_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tableId, t.otherId] }),
    check('restaurant_table_joins_not_self', sql`${t.tableId} <> ${t.otherId}`),
  ],
);

/** The tables a reservation takes (assigned automatically or by staff). */
export const reservationTables = pgTable(
  'reservation_tables',
  {
    reservationId: text('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.tableId] }),
    index('reservation_tables_table_idx').on(t.tableId),
  ],
);

/**
 * A large party's card guarantee (docs/decisions/028): the card the guest saved through the payment
 * provider without being charged (a SetupIntent), and the no-show fee charged once on it, if ever.
 */
export const reservationGuarantees = pgTable(
  'reservation_guarantees',
  {
    reservationId: text('reservation_id')
      .primaryKey()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['simulated', 'stripe'] }).notNull(),
    /** The provider's SetupIntent (seti_... at Stripe, seti_sim_... for the simulated provider). */
    setupIntentId: text('setup_intent_id').notNull(),
    /** The provider's customer the card is saved to (Stripe needs one to charge later); null when simulated. */
    customerId: text('customer_id'),
    /** The saved card, once the guest has given it. */
    paymentMethodId: text('payment_method_id'),
    /** What staff and the guest see of the card ("Visa •••• 4242"). */
    cardLabel: text('card_label'),
    /** The fee per person shown to the guest when booking: the one charged on a no-show. */
    feePerPersonRappen: integer('fee_per_person_rappen').notNull(),
    status: text('status', { enum: ['PENDING', 'SAVED', 'CHARGED', 'RELEASED', 'FAILED'] })
      .notNull()
      .default('PENDING'),
    chargeIntentId: text('charge_intent_id'),
    chargedRappen: integer('charged_rappen'),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    chargedBy: text('charged_by'),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [uniqueIndex('reservation_guarantees_setup_idx').on(t.setupIntentId)],
);

/** The simulated provider's SetupIntents, standing in for the provider's servers (offline card form). */
export const simulatedSetupIntents = pgTable(
  'simulated_setup_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    reservationId: text('reservation_id').notNull(),
    status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] }).notNull(),
    /** pm_sim_... once a card was given. */
    paymentMethodId: text('payment_method_id'),
    cardLast4: text('card_last4'),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [uniqueIndex('simulated_setup_intents_secret_idx').on(t.clientSecret)],
);

/** Every status change of an order or a reservation, with who and when. */
export const statusHistory = pgTable(
  'status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subjectKind: text('subject_kind', { enum: ['ORDER', 'RESERVATION'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    /** 'arrival': staff marked a reservation's party arrived (toStatus ARRIVED) or took it back (NOT_ARRIVED). */
    field: text('field', { enum: ['status', 'paymentStatus', 'arrival'] })
      .notNull()
      .default('status'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Username at the time, or 'customer' / 'system' / 'payment-provider'. */
    changedBy: text('changed_by').notNull(),
    note: text('note'),
    /**
     * When the change was written: the statement's clock, not the transaction's start (now()), so a change
     * that waited for a day's close-out (its lock on orders) is dated after the close.
     */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [index('status_history_subject_idx').on(t.subjectKind, t.subjectId, t.createdAt)],
);

/** Admin devices that get a push for each new order or reservation; one row per device and tag. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    tag: text('tag', { enum: ['admin', 'orders', 'buffet', 'reservations'] })
      .notNull()
      .default('admin'),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The back office's language when the device subscribed (renewed at each subscription): its pushes
     * speak it. Devices that subscribed before it was kept got English, as they always had.
     */
    language: text('language', { enum: LANGUAGES }).$type<TLanguage>().notNull().default('en'),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_tag_idx').on(t.endpoint, t.tag)],
);

/** Small key/value settings owned by the server (VAPID keys, instance facts). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Version of the data behind the public hot reads (row 'public'): triggers on food_items, menu_items,
 * buffet_items and restaurant_info add one on every write (migration 0006). The read cache serves a
 * kept answer only while the version it was built at is still the current one (lib/read-cache.ts; the
 * freshness rule and why: docs/decisions/005).
 */
export const readVersions = pgTable('read_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Fixed-window counters for rate limits, shared by every app instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
);

/** Every payment provider event handled, by its id: the same event twice changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  outcome: text('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every payment intent created for an order, at whichever provider: a provider event is applied only
 * for one of its order's intents, a refund goes to the intent that succeeded, and an unpaid intent
 * superseded by a newer one (another amount, an expired idempotency key) is cancelled at the provider.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** The provider's id (pi_... at Stripe, pi_sim_... for the simulated provider). */
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderKind: text('order_kind', { enum: ['MENU', 'BUFFET'] }).notNull(),
    provider: text('provider', { enum: ['simulated', 'stripe'] }).notNull(),
    amountRappen: integer('amount_rappen').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCEEDED', 'FAILED', 'CANCELLED', 'REFUNDED'] })
      .notNull()
      .default('PENDING'),
    ...timestamps,
  },
  (t) => [index('payment_intents_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The built-in simulated provider's own records, standing in for the provider's servers: an intent
 * per order and amount, confirmed by the offline test card form.
 */
export const simulatedIntents = pgTable(
  'simulated_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    orderId: text('order_id').notNull(),
    orderKind: text('order_kind').notNull(),
    amountRappen: integer('amount_rappen').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['requires_payment_method', 'succeeded', 'canceled', 'refunded'],
    }).notNull(),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('simulated_intents_idem_idx').on(t.idempotencyKey),
    uniqueIndex('simulated_intents_secret_idx').on(t.clientSecret),
  ],
);

/**
 * Every email the app sends to a diner, written in the transaction of the change it tells about; a job
 * delivers it. Without SMTP_URL the mail stays here (and in the log) as 'logged'.
 */
export const emails = pgTable(
  'emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', {
      enum: [
        'ORDER_RECEIVED',
        'ORDER_CONFIRMED',
        'ORDER_CANCELLED',
        /** A takeaway order the kitchen finished (the order settings' readyNotice). */
        'ORDER_READY',
        'RESERVATION_RECEIVED',
        'RESERVATION_CONFIRMED',
        'RESERVATION_REJECTED',
        'RESERVATION_CHANGED',
        'RESERVATION_CANCELLED',
        /** Some hours before a booked table (reservation settings' reminderHoursBefore). */
        'RESERVATION_REMINDER',
        /** The receipt of a no-show fee charged on a large party's card guarantee (docs/decisions/028). */
        'RESERVATION_NO_SHOW_FEE',
        /** To the restaurant's own address: an order or reservation nobody has seen. */
        'UNSEEN_ESCALATION',
        /** A gift voucher to its recipient, and the buyer's receipt (docs/decisions/032). */
        'VOUCHER',
        'VOUCHER_RECEIPT',
        /** A diner's sign-in link (docs/decisions/033); its token is blanked once delivered. */
        'SIGN_IN_LINK',
      ],
    }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    orderId: text('order_id'),
    reservationId: text('reservation_id'),
    // SUPPRESSED: over the per-recipient daily cap (EMAIL_CAP_PER_RECIPIENT_PER_DAY); kept, never sent.
    status: text('status', { enum: ['QUEUED', 'SENT', 'LOGGED', 'FAILED', 'SUPPRESSED'] })
      .notNull()
      .default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('emails_created_idx').on(t.createdAt),
    // The daily cap per recipient counts by the normalised address (modules/emails/notifications.ts).
    index('emails_recipient_idx').on(sql`lower(btrim(${t.toAddress}))`, t.createdAt),
  ],
);

/** Network receipt printers (docs/decisions/011), driven with ESC/POS over raw TCP. */
export const printers = pgTable(
  'printers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull().default(9100),
    columns: integer('columns').notNull().default(42),
    codePage: text('code_page', { enum: CODE_PAGES }).notNull().default('CP858'),
    copies: jsonb('copies').$type<TPrintCopy[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** The last failure since the last success (null once it prints again). */
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    lastPrintedAt: timestamp('last_printed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('printers_columns', sql`${t.columns} in (42, 48)`),
    check('printers_port_range', sql`${t.port} between 1 and 65535`),
  ],
);

/**
 * One copy of an order (or a test page) for one printer: queued with the confirmation in its
 * transaction, printed by the 'print' job, WAITING while the printer cannot take it.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    printerId: integer('printer_id')
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
    copy: text('copy', { enum: PRINT_COPIES }).notNull(),
    /**
     * A KITCHEN copy for one station: its ticket has that station's lines only; null: the whole kitchen
     * ticket (a printer serving no station) or a receipt. No foreign key on purpose: a station deleted
     * while its ticket waits leaves its id here (serial ids are never reused), its lines lose their
     * station, and the job finds nothing left to print and is cancelled, instead of turning into a whole
     * kitchen ticket as a nulled column would.
     */
    stationId: integer('station_id'),
    status: text('status', { enum: ['QUEUED', 'WAITING', 'PRINTED', 'CANCELLED'] })
      .notNull()
      .default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Who asked for it: 'confirm', 'phone order' or an admin's "Print again". */
    requestedBy: text('requested_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it first failed (for the two-minute alert); null while it never failed. */
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    printedAt: timestamp('printed_at', { withTimezone: true }),
  },
  (t) => [
    index('print_jobs_order_idx').on(t.orderId),
    index('print_jobs_status_idx').on(t.status, t.createdAt),
  ],
);

/** A closed business day's close-out: its figures as they were when it was closed. */
export const closeOuts = pgTable('close_outs', {
  businessDate: date('business_date').primaryKey(),
  /** The close-out as the API answers it (TCloseOut), frozen. */
  figures: jsonb('figures').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  closedBy: text('closed_by').notNull(),
  closedByUserId: integer('closed_by_user_id'),
});

/** Each nightly backup of the embedded database (decision 013): when, where, how big, or why it failed. */
export const backups = pgTable(
  'backups',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    ok: boolean('ok').notNull(),
    /** The backup file's path on the server; null when it failed before a file existed. */
    file: text('file'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    error: text('error'),
  },
  (t) => [index('backups_finished_idx').on(t.finishedAt)],
);

/**
 * The open incoming screens, each reporting itself every HEARTBEAT_SECONDS: online while
 * seen within SCREEN_ONLINE_SECONDS. No read-version trigger here: heartbeats must not move the public
 * read cache's or the order path's versions.
 */
export const screens = pgTable(
  'screens',
  {
    /** Random per browser (kept in its storage). */
    screenId: text('screen_id').primaryKey(),
    name: text('name').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    soundReady: boolean('sound_ready').notNull(),
    muted: boolean('muted').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The order path's "when was a screen last seen" is one max() on this index.
  (t) => [index('screens_last_seen_idx').on(t.lastSeenAt)],
);

/**
 * Each escalation step done for an order or a reservation nobody saw: inserted before the
 * step acts, unique per subject and step, so two sweeps (two instances) never both act.
 */
export const escalations = pgTable(
  'escalations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subjectKind: text('subject_kind', { enum: ['ORDER', 'RESERVATION'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    /** PUSH, EMAIL, SMS; TIMEOUT for an order cancelled because nobody confirmed it in time. */
    step: text('step', { enum: [...ESCALATION_STEPS, 'TIMEOUT'] }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    detail: text('detail'),
  },
  (t) => [uniqueIndex('escalations_subject_step_idx').on(t.subjectKind, t.subjectId, t.step)],
);

/**
 * The automatic pauses of online ordering (no incoming screen online) as the sweep noticed them: at most one
 * open (without an end) at a time, so two instances noticing the same start record it once.
 */
export const autoPauses = pgTable(
  'auto_pauses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auto_pauses_open_idx').on(sql`(true)`).where(sql`${t.endedAt} is null`)],
);
