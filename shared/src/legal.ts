import { z } from 'zod/mini';

/**
 * What the legal notice and the privacy page need besides the restaurant info: the
 * outside services that process diners' data for the restaurant, from the server's configuration.
 */
export const PROCESSOR_PURPOSES = ['PAYMENT', 'EMAIL'] as const;
export type TProcessorPurpose = (typeof PROCESSOR_PURPOSES)[number];

export const ZProcessorSchema = z.object({
  purpose: z.enum(PROCESSOR_PURPOSES),
  /** As the privacy page names it: 'Stripe', or the email service's name (or its SMTP host). */
  name: z.string(),
});
export type TProcessor = z.infer<typeof ZProcessorSchema>;

/**
 * GET /api/public/legal. `processors` lists only real outside services: with the built-in simulated
 * payments there is no PAYMENT entry, without an SMTP relay no EMAIL entry. `notice` is the legal notice's
 * free text the restaurant wrote (a register entry, a liability note), in the request's language, else the
 * default language's; null when it wrote none (optional for an older server).
 */
export const ZLegalInfoSchema = z.object({
  processors: z.array(ZProcessorSchema),
  notice: z.optional(z.nullable(z.string())),
});
export type TLegalInfo = z.infer<typeof ZLegalInfoSchema>;
