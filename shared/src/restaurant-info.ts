import { z } from 'zod/mini';
import { LANGUAGES } from './languages';
import { ZUnseenSettingsSchema } from './unseen';

/** Name shown when restaurant info is missing (footer, title). */
export const DEFAULT_RESTAURANT_NAME = 'Sushi & Thai';

const ZTimeRange = z.object({ open: z.string(), close: z.string() });

export const ZSpecialDaySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  ranges: z.array(ZTimeRange),
  note: z.optional(z.string()),
});
export type TSpecialDay = z.infer<typeof ZSpecialDaySchema>;

export const ZSlotCapacitySchema = z.object({
  DELIVERY: z.nullable(z.int()),
  TAKEAWAY: z.nullable(z.int()),
});
export type TSlotCapacity = z.infer<typeof ZSlotCapacitySchema>;

export const ZRestaurantInfoSchema = z.object({
  id: z.int(),
  name: z.string(),
  aboutText: z.string(),
  phone: z.string(),
  address: z.string(),
  /** Text format of spec section 3: one line per day, e.g. 'Mon: 11:00-14:00, 17:00-22:00' or 'Mon: (closed)'. */
  openingHours: z.string(),
  deliveryNote: z.nullable(z.string()),
  /**
   * The language of the menu's own texts, and the web's language for a first visit whose browser speaks
   * none of ours. The server always sends it; optional here so that an answer without it (an
   * older server, a test's fixture) still reads.
   */
  defaultLanguage: z.optional(z.enum(LANGUAGES)),
  /** Closures and special hours by date, from today on, sorted. Sent by the server always. */
  specialDays: z.optional(z.array(ZSpecialDaySchema)),
  /** Orders per 15-minute slot and order type; null: no limit. Sent by the server always. */
  slotCapacity: z.optional(ZSlotCapacitySchema),
  /**
   * The legal notice: the Swiss VAT number as printed ('CHE-123.456.788 MWST'), the company's
   * legal name and who is responsible; null when not set. Sent by the server always; optional for older
   * answers and fixtures.
   */
  vatNumber: z.optional(z.nullable(z.string())),
  legalName: z.optional(z.nullable(z.string())),
  responsiblePerson: z.optional(z.nullable(z.string())),
  /**
   * No order left unseen (unseen.ts): escalation, automatic pause and timeout. Only the back
   * office's answers carry it (it holds the restaurant's own email and phone for alerts).
   */
  unseen: z.optional(ZUnseenSettingsSchema),
  // The texts' translations are in the back office's answers only: restaurant-texts.ts.
  /**
   * The restaurant's time zone (IANA name, e.g. 'Europe/Zurich'): every date and time the restaurant
   * shows or reads is on its clock. Sent by the server always; optional for older answers and fixtures.
   */
  timeZone: z.optional(z.string()),
  /**
   * Where the restaurant is, in decimal degrees (WGS 84, as maps give them): both or neither; null when
   * the owner gave none. For search engines (schema.org `geo`). Sent by the server always; optional for
   * older answers and fixtures.
   */
  latitude: z.optional(z.nullable(z.number())),
  longitude: z.optional(z.nullable(z.number())),
  /**
   * The cuisines the restaurant serves ('Sushi', 'Thai'), in the reader's language where the owner wrote
   * them, else the default language's; empty: none given. Sent by the server always.
   */
  cuisines: z.optional(z.array(z.string())),
  /** The price range as guests read it ('CHF 15–40'); null: none given. Sent by the server always. */
  priceRange: z.optional(z.nullable(z.string())),
});
export type TRestaurantInfo = z.infer<typeof ZRestaurantInfoSchema>;
