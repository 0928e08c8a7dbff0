import { z } from 'zod/mini';

/**
 * GET /api/public/hours/status: whether the restaurant is open at the time asked (for an ASAP order: now
 * plus the preparation time), the sentence that says so, and when the next window opens. A module of its
 * own: the public pages' data brings it (page-data.ts) without the order schemas.
 */
export const ZHoursStatusSchema = z.object({
  openNow: z.boolean(),
  message: z.string(),
  windowOpensAt: z.nullable(z.string()),
});
export type THoursStatus = z.infer<typeof ZHoursStatusSchema>;
