import { API } from '@app/shared/api-paths';
import {
  type TCourierShift,
  type TStartShift,
  ZCourierShiftSchema,
  ZCourierShiftsSchema,
} from '@app/shared/couriers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/lib/api-client';
import { DISPATCH_KEY } from './dispatch';

const SHIFTS_KEY = [...DISPATCH_KEY, 'shifts'] as const;

/**
 * GET /api/admin/courier-shifts?date=: the shifts started on a business day; without a date, today's and
 * any still open from before.
 */
export function courierShiftsQueryOptions(date: string | null) {
  return queryOptions({
    queryKey: [...SHIFTS_KEY, date],
    queryFn: ({ signal }): Promise<TCourierShift[]> =>
      apiGet(API.adminCourierShifts, {
        query: { date },
        schema: ZCourierShiftsSchema,
        signal,
      }),
  });
}

export function useCourierShifts(date: string | null) {
  // The cash collected grows with every delivery: read again while the screen is open.
  return useQuery({ ...courierShiftsQueryOptions(date), refetchInterval: 30_000 });
}

/** POST /api/admin/courier-shifts: a courier's shift started with its float (409 SHIFT_OPEN if one is open). */
export function useStartShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStartShift): Promise<TCourierShift> =>
      apiPost(API.adminCourierShifts, { body, schema: ZCourierShiftSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISPATCH_KEY }),
  });
}

/** POST /api/admin/courier-shifts/{id}/settle: what was handed in (409 SHIFT_SETTLED if settled already). */
export function useSettleShift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handedIn }: { id: number; handedIn: number }): Promise<TCourierShift> =>
      apiPost(API.adminCourierShiftSettle(id), { body: { handedIn }, schema: ZCourierShiftSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DISPATCH_KEY }),
  });
}
