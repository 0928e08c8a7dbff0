import { z } from 'zod/mini';
import { ZActiveDiscountSchema } from './discounts';
import { ZHoursStatusSchema } from './hours-status';
import { ZDeliveryZoneSchema, ZOrderRulesSchema } from './order-rules';
import { ZRestaurantInfoSchema } from './restaurant-info';
import { ZServiceStatusSchema } from './service-status';

/**
 * What a public page's HTML brings for its first paint (docs/decisions/015), each in a
 * `<script type="application/json">` of its id, written through these schemas: the page draws without first
 * asking for it, and nothing on it moves when the answers would have come in. The server writes them; the
 * page takes them as the answers of the API calls named here, checked as those are. /menu's lists are in
 * menu-page-data.ts: the other pages' code does not carry their schemas.
 */

/** On `/`, /menu and /checkout: what the header, the paused notice and the prices need everywhere. */
export const PAGE_DATA_ID = 'page-data';

export const ZPageDataSchema = z.object({
  /** GET /api/restaurant-info/current; absent while the restaurant is not set up (that answers 404). */
  restaurantInfo: z.optional(ZRestaurantInfoSchema),
  /** GET /api/public/service-status. */
  serviceStatus: ZServiceStatusSchema,
  /** GET /api/public/discounts/active. */
  activeDiscount: ZActiveDiscountSchema,
  /** GET /api/delivery-zones (absent from an older server: the cart then asks the API). */
  deliveryZones: z.optional(z.array(ZDeliveryZoneSchema)),
  /** GET /api/order-settings. */
  orderSettings: z.optional(ZOrderRulesSchema),
  /**
   * GET /api/public/hours/status?asap=true: today's notice and the home page's lead, for the first paint.
   * Its slots fill with orders and a page's HTML is kept for up to a minute, so the page asks again at once.
   */
  asapStatus: z.optional(ZHoursStatusSchema),
});
export type TPageData = z.infer<typeof ZPageDataSchema>;
