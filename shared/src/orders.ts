import { z } from 'zod';
import { ORDER_STATUSES, ORDER_TYPES, PAYMENT_METHODS, PAYMENT_STATUSES } from './enums';
import { LOCAL_DATE_TIME } from './opening-hours';

/** Messages of spec section 5, shared by the checkout form and the server. */
export const MSG = {
  required: 'Required',
  email: 'Valid email required',
  cartEmpty: 'Your cart is empty.',
  mixedCart: 'Mixed cart (menu + buffet) is not supported yet. Please order them separately.',
  quantity: 'Quantity must be a whole number from 1 to 99.',
  fixFields: 'Please fix the highlighted fields.',
  correctFields: 'Please correct the highlighted fields.',
  scheduledPast: 'Choose a future time',
  scheduledInvalid: 'Choose a valid date & time',
} as const;

const required = (max: number) => z.string({ error: MSG.required }).trim().min(1, MSG.required).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const ZAddressSchema = z.object({
  street: required(120),
  streetNo: required(20),
  plz: required(10),
  city: required(80),
});

/** Orders need the full address (spec section 5, checkout). */
export const ZCustomerInfoSchema = z.object({
  firstName: required(80),
  lastName: required(80),
  email: z
    .string({ error: MSG.email })
    .trim()
    .max(254, MSG.email)
    .pipe(z.email({ error: MSG.email })),
  phone: required(40),
  address: ZAddressSchema,
});
export type TCustomerInfo = z.infer<typeof ZCustomerInfoSchema>;

/** Reservations validate names, phone and email only; the address is optional (spec section 5). */
export const ZReservationCustomerInfoSchema = ZCustomerInfoSchema.extend({
  address: z
    .object({
      street: optionalText(120),
      streetNo: optionalText(20),
      plz: optionalText(10),
      city: optionalText(80),
    })
    .optional(),
});

const quantity = z
  .number({ error: MSG.quantity })
  .int(MSG.quantity)
  .min(1, MSG.quantity)
  .max(99, MSG.quantity);
const itemId = z
  .number({ error: 'Unknown item' })
  .int('Unknown item')
  .positive('Unknown item')
  .max(2_147_483_647);

const orderBase = {
  userId: z.null().optional(),
  customerInfo: ZCustomerInfoSchema,
  orderType: z.enum(ORDER_TYPES, { error: 'Order type must be DELIVERY or TAKEAWAY' }),
  specialInstructions: z.string().trim().max(1000).nullish(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  asap: z.boolean(),
  scheduledAt: z.string().regex(LOCAL_DATE_TIME, MSG.scheduledInvalid).nullish(),
};

export const ZCreateMenuOrderSchema = z.strictObject({
  ...orderBase,
  items: z.array(z.strictObject({ menuItemId: itemId, quantity })).max(100),
});
export type TCreateMenuOrder = z.input<typeof ZCreateMenuOrderSchema>;

export const ZCreateBuffetOrderSchema = z.strictObject({
  ...orderBase,
  items: z.array(z.strictObject({ buffetItemId: itemId, quantity })).max(100),
});
export type TCreateBuffetOrder = z.input<typeof ZCreateBuffetOrderSchema>;

export const ZCreatedOrderSchema = z.object({ id: z.string() });

export const ZTrackQuerySchema = z.object({
  orderId: z.string().trim().min(1).max(64),
  email: z.string().trim().min(1).max(254),
});

/** What a diner sees on /track and /track-buffet. */
export const ZTrackedOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  createdAt: z.string(),
  asap: z.boolean(),
  requestedAt: z.string(),
  committedReadyAt: z.string().nullable(),
  customerInfo: z.object({ firstName: z.string(), lastName: z.string() }),
  orderType: z.enum(ORDER_TYPES),
  itemsSubtotalBeforeDiscount: z.number(),
  discountPercent: z.number(),
  discountAmount: z.number(),
  deliveryFee: z.number(),
  cardFee: z.number(),
  totalPrice: z.number(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  status: z.enum(ORDER_STATUSES),
  orderItems: z.array(z.object({ name: z.string(), quantity: z.number().int(), unitPrice: z.number() })),
  specialInstructions: z.string().nullable(),
});
export type TTrackedOrder = z.infer<typeof ZTrackedOrderSchema>;

export const ZHoursStatusQuerySchema = z.object({
  orderType: z.enum(ORDER_TYPES).optional(),
  at: z.string().max(40).optional(),
});
export const ZHoursStatusSchema = z.object({
  openNow: z.boolean(),
  message: z.string(),
  windowOpensAt: z.string().nullable(),
});
export type THoursStatus = z.infer<typeof ZHoursStatusSchema>;

export const ZPaymentIntentSchema = z.object({
  clientSecret: z.string(),
  /** CHF the provider will charge: the server's total, never the client's. */
  amount: z.number(),
  currency: z.literal('CHF'),
  provider: z.enum(['simulated', 'stripe']),
  /** Stripe's publishable key, for Stripe.js on the payment step (provider 'stripe' only). */
  publishableKey: z.string().optional(),
});
export type TPaymentIntent = z.infer<typeof ZPaymentIntentSchema>;

export const ZSimulatedConfirmSchema = z.strictObject({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
});
