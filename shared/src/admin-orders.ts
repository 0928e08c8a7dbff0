import { z } from 'zod';
import {
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RESERVATION_STATUSES,
} from './enums';

/** Extra preparation minutes an admin may add at confirmation (spec section 2, incoming screen). */
export const EXTRA_MINUTES = [10, 15, 20, 30] as const;
export const PREP_BASE_MINUTES = 45;

const ZTimingSchema = z.object({
  requestedAt: z.string(),
  asap: z.boolean(),
  committedReadyAt: z.string().nullable(),
  adminExtraMinutes: z.number().int().nullable(),
});

const ZFullCustomerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.object({ street: z.string(), streetNo: z.string(), plz: z.string(), city: z.string() }),
});

/** An order as the back office sees it (spec section 3, Order). Money in CHF. */
export const ZAdminOrderSchema = z.object({
  id: z.string(),
  kind: z.enum(['MENU', 'BUFFET']),
  orderNumber: z.number().int(),
  createdAt: z.string(),
  requestedAt: z.string(),
  asap: z.boolean(),
  committedReadyAt: z.string().nullable(),
  timing: ZTimingSchema,
  orderType: z.enum(ORDER_TYPES),
  customerInfo: ZFullCustomerSchema,
  orderItems: z.array(
    z.object({
      menuItemId: z.number().int().nullable(),
      buffetItemId: z.number().int().nullable(),
      menuItemName: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitPrice: z.number(),
    }),
  ),
  itemsSubtotalBeforeDiscount: z.number(),
  discountPercent: z.number(),
  discountAmount: z.number(),
  itemsSubtotalAfterDiscount: z.number(),
  vatPercent: z.number(),
  vatAmount: z.number(),
  deliveryFee: z.number(),
  cardFee: z.number(),
  totalPrice: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  cancelReason: z.string().nullable(),
  specialInstructions: z.string().nullable(),
});
export type TAdminOrder = z.infer<typeof ZAdminOrderSchema>;

/** One card on the incoming screen (spec section 3, Incoming card). */
export const ZIncomingCardSchema = z.object({
  kind: z.enum(['menu', 'buffet', 'reservation']),
  id: z.string(),
  createdAt: z.string(),
  timing: ZTimingSchema,
  orderType: z.enum(ORDER_TYPES).nullable(),
  orderNumber: z.number().int().nullable(),
  customerInfo: ZFullCustomerSchema,
  menuItems: z.array(z.object({ menuItemName: z.string(), quantity: z.number().int() })),
  buffetItems: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  specialInstructions: z.string().nullable(),
  numberOfPeople: z.number().int().nullable(),
  overCapacity: z.boolean(),
  totalPrice: z.number().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES).nullable(),
});
export type TIncomingCard = z.infer<typeof ZIncomingCardSchema>;

export const ZConfirmSchema = z.strictObject({
  print: z.boolean().optional(),
  extraMinutes: z
    .union([z.literal(10), z.literal(15), z.literal(20), z.literal(30)], {
      error: 'Extra minutes must be 10, 15, 20 or 30',
    })
    .nullish(),
});

export const ZCancelSchema = z.strictObject({
  reason: z.string().trim().max(500).nullish(),
  refundIfPaid: z.boolean().optional(),
});

export const ZHandledSchema = z.object({
  id: z.string(),
  status: z.union([z.enum(ORDER_STATUSES), z.enum(RESERVATION_STATUSES)]),
  committedReadyAt: z.string().nullable(),
});

export const ZOrderStatusChangeSchema = z.strictObject({
  status: z.enum(['CONFIRMED', 'PREPARING', 'ON_THE_WAY', 'DELIVERED', 'CANCELLED'], {
    error: 'Status must be CONFIRMED, PREPARING, ON_THE_WAY, DELIVERED or CANCELLED',
  }),
});

export const ZAlertsSchema = z.object({
  reservationsRequested: z.number().int(),
  ordersNew: z.number().int(),
  buffetOrdersNew: z.number().int(),
});
export type TAlerts = z.infer<typeof ZAlertsSchema>;

export const ZAlertsSeenSchema = z.strictObject({
  kinds: z.array(z.enum(['reservations', 'orders', 'buffet'])).max(3),
});

export const ZAdminOrderListQuerySchema = z.object({
  /** Restaurant-local days 'YYYY-MM-DD', inclusive; default the last 30 days. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD')
    .optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
