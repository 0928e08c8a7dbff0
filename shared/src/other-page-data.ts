import { z } from 'zod/mini';
import { ZLegalInfoSchema } from './legal';
import { ZVoucherSettingsSchema } from './vouchers';

/**
 * What the pages drawn with Mantine (/legal, /privacy, /vouchers) show beyond the public pages' data
 * (page-data.ts), in a `<script type="application/json">` of this id that the server writes into their
 * HTML: the server renders them from it, and the browser hydrates them from the same. A schema of its own,
 * so that the first load of `/`, /menu and /checkout does not carry it.
 */
export const OTHER_PAGE_DATA_ID = 'other-page-data';

export const ZOtherPageDataSchema = z.object({
  /** GET /api/public/legal (on /legal and /privacy). */
  legalInfo: z.optional(ZLegalInfoSchema),
  /** GET /api/vouchers/settings (on /vouchers). */
  voucherSettings: z.optional(ZVoucherSettingsSchema),
});
export type TOtherPageData = z.infer<typeof ZOtherPageDataSchema>;
