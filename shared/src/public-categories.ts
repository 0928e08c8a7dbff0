import { z } from 'zod/mini';

/**
 * GET /api/categories: the visible menu categories in the menu's order, each named in the request's
 * language. On its own (not in categories.ts) so that the public menu's JavaScript carries only this.
 */
export const ZPublicCategorySchema = z.object({ code: z.string(), name: z.string(), position: z.int() });
export type TPublicCategory = z.infer<typeof ZPublicCategorySchema>;
