import { API, ROUTE } from '@app/shared/api-paths';
import { ORDER_KINDS } from '@app/shared/order-kind';
import { ZPaymentIntentSchema, ZSimulatedConfirmSchema } from '@app/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { clientKey, type TRateLimiter } from '../../lib/rate-limit';
import { ZPublicIdParams } from '../../lib/route-params';
import type { TPaymentsService } from './service';
import type { simulatedProvider } from './simulated-provider';
import type { stripeProvider } from './stripe-provider';

const CONFIRM_PER_IP = { limit: 30, windowMs: 10 * 60_000 };

export type TPaymentsProvider = ReturnType<typeof simulatedProvider> | ReturnType<typeof stripeProvider>;

export const paymentsRoutes: FastifyPluginAsyncZod<{
  limiter: TRateLimiter;
  provider: TPaymentsProvider;
  payments: TPaymentsService;
  /**
   * The card guarantees of large parties (the reservations' module, handed over by the composition root):
   * a webhook about a SetupIntent goes there.
   */
  guarantees?: { handleSetupEvent(setupIntentId: string): Promise<string> };
}> = async (app, { limiter, provider, payments, guarantees }) => {
  for (const kind of ORDER_KINDS) {
    app.post(
      ROUTE.paymentIntent(kind),
      {
        config: { access: 'public' },
        schema: { params: ZPublicIdParams, response: { 200: ZPaymentIntentSchema } },
      },
      (request) => payments.createIntent(kind, request.params.id, request.log),
    );
  }

  if (provider.name === 'simulated') {
    const simulated = provider;
    /** The simulated provider's card form submits here; the outcome takes the provider-event path. */
    app.post(
      API.simulatedPaymentConfirm,
      {
        config: { access: 'public' },
        schema: {
          body: ZSimulatedConfirmSchema,
          response: { 200: z.object({ status: z.literal('succeeded') }) },
        },
      },
      async (request) => {
        await limiter.consume(
          `card-ip:${clientKey(request.ip)}`,
          CONFIRM_PER_IP,
          'Too many payment attempts. Please wait a few minutes.',
        );
        const event = await simulated.confirm(request.body);
        await payments.handleEvent(event, request.log);
        if (event.type === 'payment_intent.payment_failed') {
          throw new AppError(402, event.failureMessage ?? 'Your card was declined.');
        }
        return { status: 'succeeded' as const };
      },
    );
  } else {
    const stripe = provider;
    // Stripe signs the exact bytes it sent: this route keeps the raw body (and is exempt from the
    // anti-forgery check by its declaration). Its own scope, so other routes still parse JSON.
    await app.register(async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
        done(null, body),
      );
      scope.post(
        API.paymentsWebhook,
        // Stripe's servers call it, authenticated by the signature over the raw body instead of a token.
        { config: { access: 'public', antiForgery: 'exempt' } },
        async (request, reply) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['stripe-signature'];
          const event = stripe.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
          const outcome = !event
            ? 'ignored'
            : 'setupIntentId' in event
              ? ((await guarantees?.handleSetupEvent(event.setupIntentId)) ?? 'ignored')
              : await payments.handleEvent(event, request.log);
          request.log.info({ eventId: event?.id, outcome }, 'payment webhook');
          return reply.code(200).send({ received: true });
        },
      );
    });
  }
};
