import { API } from '@app/shared/api-paths';
import {
  type TReservationSettings,
  type TReservationSettingsInput,
  ZReservationSettingsSchema,
} from '@app/shared/reservation-settings';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/lib/api-client';
import { RESERVATION_SETUP_KEY } from './tables-api';

const SETTINGS_KEY = [...RESERVATION_SETUP_KEY, 'settings'] as const;

/** GET /api/admin/reservation-settings: sittings, notice, days ahead, automatic confirmation… */
export function reservationSettingsQueryOptions() {
  return queryOptions({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }): Promise<TReservationSettings> =>
      apiGet(API.adminReservationSettings, { schema: ZReservationSettingsSchema, signal }),
  });
}

export function useReservationSettings() {
  return useQuery(reservationSettingsQueryOptions());
}

/** PUT /api/admin/reservation-settings: the whole settings; the answer is what was saved. */
export function useUpdateReservationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SETTINGS_KEY,
    mutationFn: (body: TReservationSettingsInput): Promise<TReservationSettings> =>
      apiPut(API.adminReservationSettings, { body, schema: ZReservationSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
  });
}
