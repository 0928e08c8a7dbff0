import { z } from 'zod/mini';
import { ORDER_STATUSES, PAYMENT_METHODS } from './enums';
import { ORDER_KINDS } from './order-kind';

/**
 * The restaurant's own couriers (docs/decisions/034): a COURIER account on a phone sees the deliveries
 * assigned to them (or takes ready ones), marks them picked up (ON_THE_WAY) and delivered (DELIVERED) with
 * the cash taken; staff assign couriers and count each courier's cash per shift (a float at the start, the
 * cash deliveries added, what was handed in at the end). The diner's tracking names the courier's first
 * name while the order is on its way; the server calls no map service.
 */

/** The statuses a delivery is in while a courier has it: waiting for the kitchen, ready, on its way. */
export const COURIER_STATUSES = ['CONFIRMED', 'PREPARING', 'ON_THE_WAY'] as const;

/** Why a courier's step is refused (409). */
export const COURIER_ERROR_CODES = [
  'NOT_YOURS',
  'NOT_DELIVERY',
  'WRONG_STATUS',
  'SHIFT_OPEN',
  'SHIFT_SETTLED',
] as const;
export type TCourierErrorCode = (typeof COURIER_ERROR_CODES)[number];

/** The largest amount of cash (CHF) the forms take: a note of 1000 on the biggest order. */
export const MAX_CASH_CHF = 10_000;

const chf = () => z.number().check(z.gte(0), z.lte(MAX_CASH_CHF));

/** A delivery as its courier sees it (GET /api/courier/deliveries, /api/courier/ready). */
export const ZCourierDeliverySchema = z.object({
  orderId: z.string(),
  orderNumber: z.int(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  /** When the restaurant promised it at the door (the confirmed time), ISO. */
  dueAt: z.string(),
  /** When the kitchen finished it (the kitchen display), or null: not yet, or no stations. */
  readyAt: z.nullable(z.string()),
  pickedUpAt: z.nullable(z.string()),
  customerName: z.string(),
  /** The diner's phone as typed, for a `tel:` link. */
  phone: z.string(),
  address: z.object({ street: z.string(), streetNo: z.string(), plz: z.string(), city: z.string() }),
  /** A `geo:` link (the phone's map app) and an OpenStreetMap search link, built from the address. */
  mapLinks: z.object({ geo: z.string(), osm: z.string() }),
  /** The diner's instructions. */
  notes: z.nullable(z.string()),
  /** Bags to take along, as staff counted them (1 unless told otherwise). */
  bags: z.int(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** What to collect at the door in CHF: 0 for an order paid online. */
  amountToCollect: z.number(),
  /** The note the diner said they pay with (CHF), or null. */
  cashGiven: z.nullable(z.number()),
  /** The courier assigned, or null (in the ready list). */
  courierId: z.nullable(z.int()),
  courierName: z.nullable(z.string()),
});
export type TCourierDelivery = z.infer<typeof ZCourierDeliverySchema>;
export const ZCourierDeliveriesSchema = z.array(ZCourierDeliverySchema);

/** POST /api/courier/deliveries/{orderId}/delivered: the cash taken (required for a cash order). */
export const ZDeliveredSchema = z.strictObject({ cashCollected: z.optional(chf()) });
export type TDelivered = z.infer<typeof ZDeliveredSchema>;

/** PUT /api/admin/orders/{id}/courier. */
export const ZAssignCourierSchema = z.strictObject({
  courierId: z.nullable(z.int().check(z.positive())),
  /** Bags to take; left out: unchanged (1 for a new assignment). */
  bags: z.optional(z.int().check(z.gte(1), z.lte(20))),
});
export type TAssignCourier = z.infer<typeof ZAssignCourierSchema>;

/** A courier account as dispatch lists it (GET /api/admin/couriers). */
export const ZCourierSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** Deliveries assigned and not yet delivered. */
  activeDeliveries: z.int(),
  /** The open shift's id, or null: no shift started. */
  openShiftId: z.nullable(z.int()),
});
export type TCourier = z.infer<typeof ZCourierSchema>;
export const ZCouriersSchema = z.array(ZCourierSchema);

/** A courier's shift and its cash (GET /api/admin/courier-shifts?date=, and the courier's own). */
export const ZCourierShiftSchema = z.object({
  id: z.int(),
  courierId: z.int(),
  courierName: z.string(),
  /** The restaurant's business day it started on, YYYY-MM-DD. */
  businessDate: z.string(),
  startedAt: z.string(),
  float: z.number(),
  /** Cash taken at the doors during the shift. */
  collected: z.number(),
  cashDeliveries: z.int(),
  /** float + collected: what should come back. */
  expected: z.number(),
  handedIn: z.nullable(z.number()),
  /** handedIn − expected (negative: missing), or null before settling. */
  difference: z.nullable(z.number()),
  settledAt: z.nullable(z.string()),
  settledBy: z.nullable(z.string()),
});
export type TCourierShift = z.infer<typeof ZCourierShiftSchema>;
export const ZCourierShiftsSchema = z.array(ZCourierShiftSchema);

export const ZCourierShiftsQuerySchema = z.object({
  date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});
/** POST /api/admin/courier-shifts. */
export const ZStartShiftSchema = z.strictObject({ courierId: z.int().check(z.positive()), float: chf() });
export type TStartShift = z.infer<typeof ZStartShiftSchema>;
/** POST /api/admin/courier-shifts/{id}/settle. */
export const ZSettleShiftSchema = z.strictObject({ handedIn: chf() });
export type TSettleShift = z.infer<typeof ZSettleShiftSchema>;

/** The name a courier goes by, with diners and on dispatch: their first name, else their user name. */
export const courierDisplayName = (user: { firstName: string; username: string }) =>
  user.firstName || user.username;

/** The map links of an address: the phone's map app (`geo:`) and OpenStreetMap's search. No map service is called. */
export function mapLinks(address: { street: string; streetNo: string; plz: string; city: string }) {
  const text = `${address.street} ${address.streetNo}, ${address.plz} ${address.city}`.trim();
  return {
    geo: `geo:0,0?q=${encodeURIComponent(text)}`,
    osm: `https://www.openstreetmap.org/search?query=${encodeURIComponent(text)}`,
  };
}
