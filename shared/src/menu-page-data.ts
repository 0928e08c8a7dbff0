import { z } from 'zod/mini';
import { ZBuffetItemSchema, ZMenuItemSchema } from './catalog';
import { LANGUAGES } from './languages';
import { ZPublicCategorySchema } from './public-categories';

/**
 * On /menu: GET /api/menu-items, /api/buffet-items and /api/categories in `language`, the request's Accept-Language (the
 * page uses them only when it is in that language).
 */
export const MENU_PAGE_DATA_ID = 'menu-data';

export const ZMenuPageDataSchema = z.object({
  language: z.enum(LANGUAGES),
  menuItems: z.array(ZMenuItemSchema),
  buffetItems: z.array(ZBuffetItemSchema),
  /** Left out by an older server: the page asks GET /api/categories. */
  categories: z.optional(z.array(ZPublicCategorySchema)),
});
export type TMenuPageData = z.infer<typeof ZMenuPageDataSchema>;
