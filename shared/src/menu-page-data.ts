import { z } from 'zod/mini';
import { ZBuffetItemSchema, ZMenuItemSchema } from './catalog';
import { LANGUAGES } from './languages';

/**
 * On /menu: GET /api/menu-items and /api/buffet-items in `language`, the request's Accept-Language (the
 * page uses them only when it is in that language).
 */
export const MENU_PAGE_DATA_ID = 'menu-data';

export const ZMenuPageDataSchema = z.object({
  language: z.enum(LANGUAGES),
  menuItems: z.array(ZMenuItemSchema),
  buffetItems: z.array(ZBuffetItemSchema),
});
export type TMenuPageData = z.infer<typeof ZMenuPageDataSchema>;
