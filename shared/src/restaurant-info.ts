import { z } from 'zod/mini';
import { LANGUAGES } from './languages';

/** Name shown when restaurant info is missing (footer, title). */
export const DEFAULT_RESTAURANT_NAME = 'Sushi & Thai';

export const ZRestaurantInfoSchema = z.object({
  id: z.int(),
  name: z.string(),
  aboutText: z.string(),
  phone: z.string(),
  address: z.string(),
  /** Text format of spec section 3: one line per day, e.g. 'Mon: 11:00-14:00, 17:00-22:00' or 'Mon: (closed)'. */
  openingHours: z.string(),
  deliveryNote: z.nullable(z.string()),
  /**
   * The language of the menu's own texts, and the web's language for a first visit whose browser speaks
   * none of ours (issue 17). The server always sends it; optional here so that an answer without it (an
   * older server, a test's fixture) still reads.
   */
  defaultLanguage: z.optional(z.enum(LANGUAGES)),
});
export type TRestaurantInfo = z.infer<typeof ZRestaurantInfoSchema>;
