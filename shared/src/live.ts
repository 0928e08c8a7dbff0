import { z } from 'zod/mini';
import { ORDER_KINDS } from './order-kind';

/**
 * What the back office's live stream (Server-Sent Events) announces: something changed about an order or
 * a reservation. Screens refetch what they show; the payload carries no customer data.
 */
export const LIVE_EVENT_TYPES = [
  'order.created',
  'order.status',
  'order.payment',
  /** The kitchen bumped or recalled one of the order's lines (the kitchen display). */
  'order.kitchen',
  /** Every station has finished the order (readyAt set), or a recall took "ready" back (readyAt null). */
  'order.ready',
  'reservation.created',
  'reservation.status',
  /** Staff changed a booking's time, people or details. */
  'reservation.changed',
  /** The stream lost events (its database listener reconnected): refetch everything. */
  'resync',
] as const;

export const ZLiveEventSchema = z.object({
  type: z.enum(LIVE_EVENT_TYPES),
  subject: z.nullable(z.enum([...ORDER_KINDS, 'RESERVATION'])),
  id: z.nullable(z.string()),
  status: z.nullable(z.string()),
  paymentStatus: z.nullable(z.string()),
  /** When the change was committed (ISO instant). */
  at: z.string(),
});
export type TLiveEvent = z.infer<typeof ZLiveEventSchema>;
