import { API } from '@app/shared/api-paths';
import type { ZSimulatedConfirmSchema } from '@app/shared/orders';
import { z } from 'zod/mini';
import { apiPost } from '@/lib/api-client';

export const SIMULATED_CONFIRM_PATH = API.simulatedPaymentConfirm;

const ZConfirmedSchema = z.object({ status: z.literal('succeeded') });

/** The simulated provider's "pay": resolves when charged; a declined card is an ApiError 402. */
export function confirmSimulatedPayment(input: z.input<typeof ZSimulatedConfirmSchema>) {
  return apiPost(SIMULATED_CONFIRM_PATH, { body: input, schema: ZConfirmedSchema });
}
