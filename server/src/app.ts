import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import { createDb, createPool } from './db/client';
import { createNotificationListener } from './db/notifications';
import { startJobs } from './jobs/queue';
import { loggerRedaction } from './lib/log-redaction';
import { rateLimiter } from './lib/rate-limit';
import { createReadCache } from './lib/read-cache';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { authRoutes } from './modules/auth/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { catalogAdminRoutes } from './modules/catalog-admin/routes';
import { discountsRoutes } from './modules/discounts/routes';
import { registerEmailNotifications } from './modules/emails/notifications';
import { emailsRoutes } from './modules/emails/routes';
import { emailSender, type TEmailJob } from './modules/emails/sender';
import { healthRoutes } from './modules/health/routes';
import { hoursRoutes } from './modules/hours/routes';
import { incomingRoutes } from './modules/incoming/routes';
import { createLiveHub, LIVE_CHANNEL } from './modules/live/hub';
import { liveRoutes } from './modules/live/routes';
import { orderAdminRoutes } from './modules/orders/admin-routes';
import { ordersRoutes } from './modules/orders/routes';
import { createPayments } from './modules/payments';
import { paymentsRoutes } from './modules/payments/routes';
import { registerPushNotifications, type TPushJob } from './modules/push/notifications';
import { pushRoutes } from './modules/push/routes';
import { pushSender } from './modules/push/sender';
import { reservationsRoutes } from './modules/reservations/routes';
import { restaurantInfoRoutes } from './modules/restaurant-info/routes';
import { usersRoutes } from './modules/users/routes';
import { registerAccessControl } from './plugins/access';
import { clientErrorHandler, frameworkError, registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { findWebDist, registerSpa } from './plugins/spa';

export type TAppConfig = TConfig & {
  databaseUrl: string;
  /** Where the log goes instead of stdout (tests read the log from it). */
  logStream?: { write(line: string): void };
};

/**
 * Builds the whole app with every Fastify option. `main.ts` only listens; tests build this very app
 * against their own database.
 */
export async function buildApp(config: TAppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Diners' email addresses are redacted from request URLs and failed queries.
      ...loggerRedaction,
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    requestTimeout: 30_000,
    // During a graceful shutdown keep-alive connections are closed once idle.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: frameworkError,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    stripe: config.paymentProvider === 'stripe',
    https: config.publicUrl?.startsWith('https://') ?? false,
  });

  const pool = createPool(config.databaseUrl);
  const db = createDb(pool);
  // Emails (and later pushes) are jobs in PostgreSQL, written in the transaction of their cause.
  const jobs = startJobs(config.databaseUrl, app.log);
  const mailer = emailSender(db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? 'Restaurant <no-reply@localhost>',
    log: app.log,
  });
  registerEmailNotifications(db, jobs, {
    baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    timeZone: config.timeZone,
    capPerRecipientPerDay: config.emailCapPerRecipientPerDay,
  });
  await jobs.work<TEmailJob>('email', mailer.deliver);
  registerPushNotifications(db, jobs, { timeZone: config.timeZone });
  // Push endpoints must be public hosts; TEST_ONLY_PUSH_HOSTS lets the tests' local push service in.
  const pushHosts = { testOnlyHosts: config.testOnlyPushHosts };
  const pusher = pushSender(db, {
    hosts: pushHosts,
    // Push services want a contact: the public https address, else the mail sender.
    subject: config.publicUrl?.startsWith('https://')
      ? config.publicUrl
      : `mailto:${config.mailFrom?.match(/<([^>]+)>/)?.[1] ?? 'admin@localhost'}`,
    log: app.log,
  });
  await jobs.work<TPushJob>('push', pusher.deliver);
  const listener = createNotificationListener(config.databaseUrl, [LIVE_CHANNEL], app.log);
  const live = createLiveHub(db, listener, app.log);
  const readCache = createReadCache(db);
  app.addHook('onClose', async () => {
    // Running jobs finish first (they use the pool), then the pool closes.
    await jobs.stop();
    mailer.close();
    pusher.close();
    live.close();
    await listener.close();
    await pool.end();
  });

  const limiter = rateLimiter(db);
  await registerSessions(app, { db, idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs });
  // Before any route: every route's declared access is enforced, and checked at start.
  registerAccessControl(app, {
    allowedOrigins: [
      ...(config.publicUrl ? [new URL(config.publicUrl).origin] : []),
      ...config.trustedOrigins,
    ],
  });
  const purge = setInterval(() => void limiter.purge(24 * 3_600_000).catch(() => {}), 60 * 60_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  await app.register(healthRoutes, { pool });
  await app.register(authRoutes, { db, limiter });
  await app.register(usersRoutes, { db });
  await app.register(emailsRoutes, { db });
  await app.register(liveRoutes, { hub: live });
  await app.register(pushRoutes, { db, pushHosts });
  await app.register(catalogRoutes, { db, cache: readCache });
  await app.register(restaurantInfoRoutes, { db, cache: readCache });
  await app.register(catalogAdminRoutes, { db });
  await app.register(discountsRoutes, { db, timeZone: config.timeZone });
  await app.register(hoursRoutes, { db, timeZone: config.timeZone });
  await app.register(ordersRoutes, { db, limiter, timeZone: config.timeZone });
  await app.register(orderAdminRoutes, { db, timeZone: config.timeZone });
  const payments = createPayments(config, db, app.log);
  app.addHook('onClose', async () => payments.stop());
  await app.register(incomingRoutes, { db, timeZone: config.timeZone, payments: payments.service });
  await app.register(paymentsRoutes, { limiter, provider: payments.provider, payments: payments.service });
  await app.register(reservationsRoutes, { db, limiter, timeZone: config.timeZone });
  await registerSpa(app, config.webDist ?? findWebDist());

  return app;
}
