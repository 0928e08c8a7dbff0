import { ZAdminOrderSchema } from '@app/shared/admin-orders';
import { API } from '@app/shared/api-paths';
import { ZAdminFoodItemSchema } from '@app/shared/catalog';
import type { TOrderKind } from '@app/shared/order-kind';
import { ZGuestsSchema } from '@app/shared/staff-entry';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, apiPost } from '@/lib/api-client';
import type { TStaffOrderPayload } from '../staff-order-logic';

/**
 * POST /api/admin/orders or /api/admin/buffet-orders: a phone order; the answer is the full admin order
 * (for its number and the receipt). The Idempotency-Key makes a double tap or a retried request after a
 * lost answer hand back the order already made instead of a second one.
 */
export function createStaffOrder(kind: TOrderKind, payload: TStaffOrderPayload, idempotencyKey: string) {
  return apiPost(API.adminOrdersOf(kind), {
    body: payload,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZAdminOrderSchema,
  });
}

/** GET /api/admin/guests?q=: earlier guests by phone number or email, with their last orders. */
export function getGuests(q: string, signal?: AbortSignal) {
  return apiGet(API.adminGuests, { query: { q }, schema: ZGuestsSchema, signal });
}

export function guestsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['admin', 'guests', q],
    queryFn: ({ signal }) => getGuests(q, signal),
    staleTime: 30_000,
  });
}

/** The guests a lookup finds; nothing is asked while `q` is null (too short). */
export function useGuests(q: string | null) {
  return useQuery({
    ...guestsQueryOptions(q ?? ''),
    enabled: q !== null,
    // The list stays while the next keystroke's answer is on its way.
    placeholderData: keepPreviousData,
  });
}

/**
 * The food items' names in every language they have, by food item id: the search finds a dish by any
 * of them. Optional: without them (a failure) the search uses the names the catalogue shows.
 */
export function getFoodItemNames(signal?: AbortSignal): Promise<Map<number, string[]>> {
  return apiGet(API.adminFoodItems, { schema: z.array(ZAdminFoodItemSchema), signal }).then(
    (items) =>
      new Map(
        items.map((item) => [
          item.id,
          [item.name, ...Object.values(item.translations ?? {}).flatMap((text) => (text ? [text.name] : []))],
        ]),
      ),
  );
}

export function useFoodItemNames() {
  return useQuery({
    queryKey: ['admin', 'staff-order', 'food-item-names'],
    queryFn: ({ signal }) => getFoodItemNames(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
