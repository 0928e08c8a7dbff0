import type { TOrderType } from '@app/shared/enums';
import type { TOrderKind } from '@app/shared/order-kind';
import { type TPromoTerms, ZPromoTermsSchema } from '@app/shared/promo';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { apiGet } from '@/lib/api-client';

/**
 * A promo code's terms for this kind and type of order, now (200), or an ApiError: 422 with a PROMO_… code
 * and the server's message in the diner's language, 429 when tried too often.
 */
export function checkPromoCode(query: {
  code: string;
  kind: TOrderKind;
  orderType: TOrderType;
}): Promise<TPromoTerms> {
  return apiGet(PUBLIC_API.promoCodeCheck, { query, schema: ZPromoTermsSchema });
}
