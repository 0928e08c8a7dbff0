import { z } from 'zod/mini';

/**
 * A booking's history for staff (GET /api/admin/reservations/{id}/history), oldest first: every status change,
 * arrival and guest change recorded in the status history.
 */
export const ZReservationHistoryEntrySchema = z.object({
  /** When, ISO 8601 with offset. */
  at: z.string(),
  /** 'guest' (the guest's private link), 'customer' (booked online), 'system', or the staff member's username. */
  by: z.string(),
  /** 'status' (a status change or a guest's change), 'arrival' (ARRIVED / NOT_ARRIVED). */
  field: z.string(),
  from: z.nullable(z.string()),
  to: z.string(),
  /** A guest's change ('19:00 → 19:30, 4 → 5 people'), a reason, or null. */
  note: z.nullable(z.string()),
});
export type TReservationHistoryEntry = z.infer<typeof ZReservationHistoryEntrySchema>;

export const ZReservationHistorySchema = z.array(ZReservationHistoryEntrySchema);

/** The username the guest's own changes are recorded under. */
export const GUEST_ACTOR = 'guest';
