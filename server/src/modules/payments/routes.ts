import { ZPaymentIntentSchema, ZSimulatedConfirmSchema } from '@app/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRateLimiter } from '../../lib/rate-limit';
import { paymentsService } from './service';
import { simulatedProvider } from './simulated-provider';

const ZOrderParams = z.object({ id: z.string().min(1).max(64) });
const CONFIRM_PER_IP = { limit: 30, windowMs: 10 * 60_000 };

export const paymentsRoutes: FastifyPluginAsyncZod<{
  db: TDb;
  limiter: TRateLimiter;
  timeZone: string;
}> = async (app, { db, limiter, timeZone }) => {
  const simulated = simulatedProvider(db);
  const payments = paymentsService(db, { provider: simulated, timeZone, log: app.log });

  for (const [path, kind] of [
    ['/api/payments/customer-orders/:id/intent', 'MENU'],
    ['/api/payments/buffet-orders/:id/intent', 'BUFFET'],
  ] as const) {
    app.post(path, { schema: { params: ZOrderParams, response: { 200: ZPaymentIntentSchema } } }, (request) =>
      payments.createIntent(kind, request.params.id),
    );
  }

  /** The simulated provider's card form submits here; the outcome takes the provider-event path. */
  app.post(
    '/api/payments/simulated/confirm',
    {
      schema: {
        body: ZSimulatedConfirmSchema,
        response: { 200: z.object({ status: z.literal('succeeded') }) },
      },
    },
    async (request) => {
      await limiter.consume(
        `card-ip:${request.ip}`,
        CONFIRM_PER_IP,
        'Too many payment attempts. Please wait a few minutes.',
      );
      const event = await simulated.confirm(request.body);
      await payments.handleEvent(event);
      if (event.type === 'payment_intent.payment_failed') {
        throw new AppError(402, event.failureMessage ?? 'Your card was declined.');
      }
      return { status: 'succeeded' as const };
    },
  );
};
