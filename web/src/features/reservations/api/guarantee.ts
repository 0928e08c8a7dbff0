import {
  GUARANTEE_API,
  type TSimulatedSetupConfirm,
  ZGuaranteeChargeSchema,
  ZGuaranteeStateSchema,
} from '@app/shared/reservation-guarantee';
import { apiPost } from '@/lib/api-client';

/**
 * The card guarantee of a large party (docs/decisions/028). The simulated provider's card form saves the
 * card: resolves with the guarantee and the booking as they are then; a declined card is an ApiError 402.
 */
export function confirmSimulatedSetup(input: TSimulatedSetupConfirm) {
  return apiPost(GUARANTEE_API.simulatedSetupConfirm, { body: input, schema: ZGuaranteeStateSchema });
}

/** After Stripe.js saved the card: the server asks Stripe now (the webhook may come later). */
export function syncGuarantee(reservationId: string, clientSecret: string) {
  return apiPost(GUARANTEE_API.sync(reservationId), {
    body: { clientSecret },
    schema: ZGuaranteeStateSchema,
  });
}

/** Staff charge the no-show fee once (admin). */
export function chargeNoShowFee(reservationId: string) {
  return apiPost(GUARANTEE_API.charge(reservationId), { schema: ZGuaranteeChargeSchema });
}
