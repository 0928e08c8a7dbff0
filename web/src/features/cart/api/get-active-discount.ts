import { type TActiveDiscount, ZActiveDiscountSchema } from '@app/shared/discounts';
import { activeDiscountPercents, type TDiscountPercents } from '@app/shared/pricing';
import { PUBLIC_API } from '@app/shared/public-api-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiGet } from '@/lib/api-client';

export function getActiveDiscount(signal?: AbortSignal): Promise<TActiveDiscount> {
  return apiGet(PUBLIC_API.publicDiscountsActive, { schema: ZActiveDiscountSchema, signal });
}

export function activeDiscountQueryOptions() {
  return queryOptions({
    queryKey: ['discounts', 'active'],
    queryFn: ({ signal }) => getActiveDiscount(signal),
    staleTime: 60_000,
  });
}

export const NO_DISCOUNT: TDiscountPercents = { percentMenu: 0, percentBuffet: 0 };

/**
 * The sale percents to show and price with now. The server already zeroes a sale that is off or
 * outside its window; the shared rule is applied again so a sale ending while the page is open ends
 * on screen too. Until the answer arrives, and when it fails, both are 0 (spec 8).
 */
export function useActiveDiscount(): TDiscountPercents {
  const { data } = useQuery(activeDiscountQueryOptions());
  const { percentMenu, percentBuffet } = data ? activeDiscountPercents(data, new Date()) : NO_DISCOUNT;
  // The same object while the percents hold: a memoized view (the menu's cards) is not drawn again.
  return useMemo(() => ({ percentMenu, percentBuffet }), [percentMenu, percentBuffet]);
}
