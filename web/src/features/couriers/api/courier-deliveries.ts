import { API } from '@app/shared/api-paths';
import {
  type TCourierDelivery,
  type TCourierShift,
  ZCourierDeliveriesSchema,
  ZCourierShiftSchema,
} from '@app/shared/couriers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet } from '@/lib/api-client';

/** Every read of the courier's phone, invalidated together after a step. */
export const COURIER_KEY = ['courier'] as const;

/** The phone asks again every 15 s, and when the courier comes back to it (focus). */
export const COURIER_REFRESH_MS = 15_000;

const refreshing = {
  refetchInterval: COURIER_REFRESH_MS,
  refetchOnWindowFocus: true,
} as const;

/** GET /api/courier/deliveries: the courier's deliveries (waiting, ready, on the way), in the order due. */
export function myDeliveriesQueryOptions() {
  return queryOptions({
    queryKey: [...COURIER_KEY, 'mine'],
    queryFn: ({ signal }): Promise<TCourierDelivery[]> =>
      apiGet(API.courierDeliveries, { schema: ZCourierDeliveriesSchema, signal }),
  });
}

export function useMyDeliveries() {
  return useQuery({ ...myDeliveriesQueryOptions(), ...refreshing });
}

/** GET /api/courier/ready: confirmed deliveries nobody has yet, in the order due. */
export function readyDeliveriesQueryOptions() {
  return queryOptions({
    queryKey: [...COURIER_KEY, 'ready'],
    queryFn: ({ signal }): Promise<TCourierDelivery[]> =>
      apiGet(API.courierReady, { schema: ZCourierDeliveriesSchema, signal }),
  });
}

export function useReadyDeliveries() {
  return useQuery({ ...readyDeliveriesQueryOptions(), ...refreshing });
}

/** GET /api/courier/shift: the courier's open shift (float, cash collected), or null. */
export function myShiftQueryOptions() {
  return queryOptions({
    queryKey: [...COURIER_KEY, 'shift'],
    queryFn: ({ signal }): Promise<TCourierShift | null> =>
      apiGet(API.courierShift, { schema: z.nullable(ZCourierShiftSchema), signal }),
  });
}

export function useMyShift() {
  return useQuery({ ...myShiftQueryOptions(), ...refreshing });
}
