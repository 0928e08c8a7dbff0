import {
  GUARANTEE_ROUTE,
  ZGuaranteeChargeSchema,
  ZGuaranteeStateSchema,
  ZGuaranteeSyncSchema,
  ZSimulatedSetupConfirmSchema,
} from '@app/shared/reservation-guarantee';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { clientKey, type TRateLimiter } from '../../lib/rate-limit';
import { ZPublicIdParams } from '../../lib/route-params';
import { requireAdmin } from '../../plugins/access';
import type { TSetupState } from '../payments';
import type { TReservationGuaranteesService } from './guarantee-service';

/** Saving a card: as many tries as paying an order by card. */
const CARD_PER_IP = { limit: 30, windowMs: 10 * 60_000 };
/** The card form's payloads are a few short fields. */
const BODY_LIMIT = 2 * 1024;

/**
 * The card guarantee of large parties (docs/decisions/028): the simulated provider's card form, the check
 * after Stripe.js saved a card (public, each proven by the SetupIntent's secret) and staff charging the
 * no-show fee (ADMIN).
 */
export const reservationGuaranteeRoutes: FastifyPluginAsyncZod<{
  guarantees: TReservationGuaranteesService;
  limiter: TRateLimiter;
  /** The simulated provider's card form (only with the simulated provider). */
  simulated?:
    | {
        confirmSetup(input: {
          clientSecret: string;
          cardNumber: string;
          expiry: string;
          cvc: string;
        }): Promise<TSetupState>;
      }
    | undefined;
}> = async (app, { guarantees, limiter, simulated }) => {
  const perIp = (ip: string) =>
    limiter.consume(
      `card-ip:${clientKey(ip)}`,
      CARD_PER_IP,
      'Too many card attempts. Please wait a few minutes.',
    );

  if (simulated) {
    app.post(
      GUARANTEE_ROUTE.simulatedSetupConfirm,
      {
        bodyLimit: BODY_LIMIT,
        config: { access: 'public' },
        schema: { body: ZSimulatedSetupConfirmSchema, response: { 200: ZGuaranteeStateSchema } },
      },
      async (request) => {
        await perIp(request.ip);
        const { state, failure } = await guarantees.confirmSimulated(simulated, request.body);
        // As the order's card form: a declined card is 402 with the provider's words; the guest may try another.
        if (failure) throw new AppError(402, failure);
        return state;
      },
    );
  }

  app.post(
    GUARANTEE_ROUTE.sync,
    {
      bodyLimit: BODY_LIMIT,
      config: { access: 'public' },
      schema: {
        params: ZPublicIdParams,
        body: ZGuaranteeSyncSchema,
        response: { 200: ZGuaranteeStateSchema },
      },
    },
    async (request) => {
      await perIp(request.ip);
      return guarantees.sync(request.params.id, request.body.clientSecret);
    },
  );

  app.post(
    GUARANTEE_ROUTE.charge,
    {
      config: { access: 'admin' },
      schema: { params: ZPublicIdParams, response: { 200: ZGuaranteeChargeSchema } },
    },
    async (request) => guarantees.charge(request.params.id, await requireAdmin(request)),
  );
};
