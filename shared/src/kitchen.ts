import { z } from 'zod/mini';
import { ORDER_TYPES } from './enums';
import type { TSharedMessageKey } from './i18n/shared-messages';
import { ORDER_KINDS } from './order-kind';
import { singleLine } from './text';

/**
 * The kitchen (docs/decisions/030): stations (the sushi bar, the wok...) to which categories and items
 * are routed, a ticket per station on its printers, the kitchen display at /kitchen where cooks bump
 * lines, and "ready" for the diner once every station has finished an order.
 */

/** A station's target preparation time bounds, in minutes. */
export const STATION_TARGET_MINUTES = { min: 1, max: 240 } as const;

export const STATION_MESSAGES = {
  name: 'validation.stationName',
  targetMinutes: 'validation.stationTargetMinutes',
  printerIds: 'validation.stationPrinters',
} as const satisfies Record<string, TSharedMessageKey>;

/** POST /api/admin/stations and PUT /api/admin/stations/{id}. */
export const ZStationInputSchema = z.strictObject({
  name: z
    .string({ error: STATION_MESSAGES.name })
    .check(
      z.trim(),
      z.minLength(1, STATION_MESSAGES.name),
      z.maxLength(40, STATION_MESSAGES.name),
      singleLine(),
    ),
  targetMinutes: z
    .number({ error: STATION_MESSAGES.targetMinutes })
    .check(
      z.int(STATION_MESSAGES.targetMinutes),
      z.gte(STATION_TARGET_MINUTES.min, STATION_MESSAGES.targetMinutes),
      z.lte(STATION_TARGET_MINUTES.max, STATION_MESSAGES.targetMinutes),
    ),
  printerIds: z._default(
    z
      .array(z.int({ error: STATION_MESSAGES.printerIds }).check(z.positive(STATION_MESSAGES.printerIds)))
      .check(z.maxLength(20, STATION_MESSAGES.printerIds)),
    [],
  ),
});
export type TStationInput = z.input<typeof ZStationInputSchema>;

export const ZStationSchema = z.object({
  id: z.int(),
  name: z.string(),
  targetMinutes: z.int(),
  printerIds: z.array(z.int()),
});
export type TStation = z.infer<typeof ZStationSchema>;

/** `?station=ID` of the kitchen routes. */
export const ZKitchenStationQuerySchema = z.object({
  // At most int4's largest: a larger number is refused (400) before it reaches the database.
  station: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

/** One line of a station's ticket on the kitchen display. */
export const ZKitchenItemSchema = z.object({
  lineId: z.int(),
  name: z.string(),
  quantity: z.int(),
  /** The options chosen, each as "Group: Option" in the kitchen's language. */
  options: z.array(z.string()),
  /** When the station bumped it; null while open. */
  doneAt: z.nullable(z.string()),
});
export type TKitchenItem = z.infer<typeof ZKitchenItemSchema>;

/** GET /api/kitchen/tickets?station=ID: the station's open tickets, oldest start first. */
export const ZKitchenTicketSchema = z.object({
  orderId: z.string(),
  orderNumber: z.int(),
  kind: z.enum(ORDER_KINDS),
  orderType: z.enum(ORDER_TYPES),
  /** When the order is due (the committed ready time, else the requested time). */
  dueAt: z.string(),
  /** When the station must start: at confirmation for ASAP orders, else dueAt minus its target time. */
  startAt: z.string(),
  /** The diner's notes (allergies among them), shown prominently; null without any. */
  notes: z.nullable(z.string()),
  items: z.array(ZKitchenItemSchema),
});
export type TKitchenTicket = z.infer<typeof ZKitchenTicketSchema>;

/** GET /api/kitchen/stations: a station as the display's chooser lists it (its printers are the admin's). */
export const ZKitchenStationSchema = z.object({
  id: z.int(),
  name: z.string(),
  targetMinutes: z.int(),
});
export type TKitchenStation = z.infer<typeof ZKitchenStationSchema>;

/** One station's progress with an order at the pass: its lines of the order, and how many are done. */
export const ZKitchenPassStationSchema = z.object({
  stationId: z.int(),
  name: z.string(),
  done: z.int(),
  total: z.int(),
});
export type TKitchenPassStation = z.infer<typeof ZKitchenPassStationSchema>;

/**
 * GET /api/kitchen/pass: an order the front still has to hand out (CONFIRMED or PREPARING, ready or
 * not), soonest due first, with each station's progress (none for an order without routed lines).
 */
export const ZKitchenPassOrderSchema = z.object({
  orderId: z.string(),
  orderNumber: z.int(),
  kind: z.enum(ORDER_KINDS),
  orderType: z.enum(ORDER_TYPES),
  status: z.enum(['CONFIRMED', 'PREPARING']),
  dueAt: z.string(),
  /** When every station had finished it; null until then (and for an order without routed lines). */
  readyAt: z.nullable(z.string()),
  /** The name the front calls out: the first name and the last name's initial ("Luca R."). */
  customerName: z.string(),
  stations: z.array(ZKitchenPassStationSchema),
});
export type TKitchenPassOrder = z.infer<typeof ZKitchenPassOrderSchema>;

/** POST /api/kitchen/orders/{id}/hand-out: the order as the front handed it out. */
export const ZKitchenHandOutSchema = z.object({
  orderId: z.string(),
  status: z.enum(['ON_THE_WAY', 'DELIVERED']),
});
export type TKitchenHandOut = z.infer<typeof ZKitchenHandOutSchema>;
