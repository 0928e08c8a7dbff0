import { z } from 'zod/mini';

/** The one error shape of every 4xx/5xx answer. `details` maps a field path to its message. */
export const ZApiErrorSchema = z.object({
  status: z.int(),
  error: z.string(),
  message: z.string(),
  details: z.optional(z.record(z.string(), z.string())),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;
