import { z } from 'zod';

/** The one error shape of every 4xx/5xx answer. `details` maps a field path to its message. */
export const ZApiErrorSchema = z.object({
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});
export type TApiError = z.infer<typeof ZApiErrorSchema>;
