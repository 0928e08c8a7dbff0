import { API } from '@app/shared/api-paths';
import { type TPromoCode, type TPromoCodeParsed, ZPromoCodeSchema } from '@app/shared/promo-codes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiDelete, apiGet, apiPost, apiPut } from '@/lib/api-client';

/** GET /api/admin/promo-codes: every code with its uses and the discount it has given. */
export function promoCodesQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'promo-codes'],
    queryFn: ({ signal }): Promise<TPromoCode[]> =>
      apiGet(API.adminPromoCodes, { schema: z.array(ZPromoCodeSchema), signal }),
  });
}

export function usePromoCodes() {
  return useQuery(promoCodesQueryOptions());
}

function useInvalidatePromoCodes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: promoCodesQueryOptions().queryKey });
}

/** POST /api/admin/promo-codes: 201 with the code; 409 CONFLICT when the code is taken. */
export function useCreatePromoCode() {
  const invalidate = useInvalidatePromoCodes();
  return useMutation({
    mutationFn: (body: TPromoCodeParsed): Promise<TPromoCode> =>
      apiPost(API.adminPromoCodes, { body, schema: ZPromoCodeSchema }),
    onSuccess: invalidate,
  });
}

/** PUT /api/admin/promo-codes/{id}: the whole code as sent (the list's on/off switch sends it all too). */
export function useUpdatePromoCode() {
  const invalidate = useInvalidatePromoCodes();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TPromoCodeParsed }): Promise<TPromoCode> =>
      apiPut(API.adminPromoCode(id), { body, schema: ZPromoCodeSchema }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/admin/promo-codes/{id}: 204. Orders placed with the code keep their discount. */
export function useDeletePromoCode() {
  const invalidate = useInvalidatePromoCodes();
  return useMutation({
    mutationFn: (id: number) => apiDelete<void>(API.adminPromoCode(id)),
    onSuccess: invalidate,
  });
}
