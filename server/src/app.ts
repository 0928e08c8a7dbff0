import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import { createDb, createPool } from './db/client';
import { createNotificationListener } from './db/notifications';
import { startJobs } from './jobs/queue';
import { loggerRedaction } from './lib/log-redaction';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { authRoutes } from './modules/auth/routes';
import { registerBackups } from './modules/backups/register';
import { menuPageHead } from './modules/catalog/menu-page-head';
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
import { pageDataHead } from './modules/pages/page-data-head';
import { startPaymentReconciliation } from './modules/payments';
import { paymentsRoutes } from './modules/payments/routes';
import { photosRoutes } from './modules/photos/routes';
import { printingRoutes } from './modules/printing/routes';
import type { TPrintJob } from './modules/printing/service';
import { registerPushNotifications, type TPushJob } from './modules/push/notifications';
import { pushRoutes } from './modules/push/routes';
import { pushSender } from './modules/push/sender';
import { reportsRoutes } from './modules/reports/routes';
import { reservationsRoutes } from './modules/reservations/routes';
import { processorsOf } from './modules/restaurant-info/processors';
import { restaurantInfoRoutes } from './modules/restaurant-info/routes';
import { serviceStatusRoutes } from './modules/service-status/routes';
import { unseenRoutes } from './modules/unseen/routes';
import { usersRoutes } from './modules/users/routes';
import { registerAccessControl } from './plugins/access';
import { clientErrorHandler, frameworkError, registerErrorHandling } from './plugins/errors';
import { registerRequestLanguage } from './plugins/language';
import { createMetrics, registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRequestIdHeader, requestIdFor } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { findWebDist, registerSpa } from './plugins/spa';
import { createServices } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The unseen-orders sweep (issue 24), for tests with a controllable clock. */
    unseen: { sweepUnseen(now: Date): Promise<void> };
  }
}

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
    // A safe X-Request-Id from the proxy in front is kept (and echoed), else a new UUID.
    genReqId: requestIdFor,
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
  registerRequestIdHeader(app);
  registerRequestLanguage(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app, {
    stripe: config.paymentProvider === 'stripe',
    https: config.publicUrl?.startsWith('https://') ?? false,
  });

  const pool = createPool(config.databaseUrl);
  const db = createDb(pool);
  // Emails (and later pushes) are jobs in PostgreSQL, written in the transaction of their cause.
  const metricsOptions = { token: config.metricsToken, port: config.metricsPort, host: config.host };
  const metrics = createMetrics(metricsOptions, pool);
  const jobs = metrics.watchJobs(startJobs(config.databaseUrl, app.log));
  const services = createServices(db, config, { jobs, log: app.log });
  const mailer = emailSender(services.emails, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? 'Restaurant <no-reply@localhost>',
    log: app.log,
  });
  registerEmailNotifications(db, {
    compose: services.emailComposer,
    outbox: services.emailOutbox,
    orders: services.orders,
    restaurantInfo: services.restaurantInfo,
  });
  await jobs.work<TEmailJob>('email', mailer.deliver);
  registerPushNotifications(db, jobs, services.pushSubscriptions, { timeZone: config.timeZone });
  // Push endpoints must be public hosts; TEST_ONLY_PUSH_HOSTS lets the tests' local push service in.
  const pushHosts = { testOnlyHosts: config.testOnlyPushHosts };
  const pusher = pushSender(db, services.pushSubscriptions, {
    hosts: pushHosts,
    // Push services want a contact: the public https address, else the mail sender.
    subject: config.publicUrl?.startsWith('https://')
      ? config.publicUrl
      : `mailto:${config.mailFrom?.match(/<([^>]+)>/)?.[1] ?? 'admin@localhost'}`,
    log: app.log,
  });
  await jobs.work<TPushJob>('push', pusher.deliver);
  services.printing.registerHooks();
  await jobs.work<TPrintJob>('print', services.printing.deliver);
  const listener = createNotificationListener(config.databaseUrl, [LIVE_CHANNEL], app.log);
  const live = createLiveHub(db, listener, app.log);
  app.addHook('onClose', async () => {
    // A running sweep for unseen orders and running jobs finish first (they use the pool), then the pool closes.
    await services.unseen.stop();
    await jobs.stop();
    mailer.close();
    pusher.close();
    live.close();
    await listener.close();
    await pool.end();
  });

  const { limiter, readCache } = services;
  await registerSessions(app, { db, sessions: services.sessions });
  // Before any route: every route's declared access is enforced, and checked at start.
  registerAccessControl(app, {
    allowedOrigins: [
      ...(config.publicUrl ? [new URL(config.publicUrl).origin] : []),
      ...config.trustedOrigins,
    ],
  });
  // Before any route: the OpenAPI description collects every route as it is added.
  await registerOpenApi(app);
  // Before any route (it times each) and after the order hooks (its count runs last).
  registerMetrics(app, metrics, metricsOptions, db);
  const purge = setInterval(() => void limiter.purge(24 * 3_600_000).catch(() => {}), 60 * 60_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  const { payments } = services;
  const stopReconciliation = startPaymentReconciliation(payments.service, app.log);
  app.addHook('onClose', async () => stopReconciliation());
  // Issue 24: escalation, the pause log and the timeout, every UNSEEN_SWEEP_SECONDS on one instance at a
  // time; tests call `app.unseen.sweepUnseen(now)` with their own clock.
  services.unseen.start();
  app.decorate('unseen', { sweepUnseen: services.unseen.sweepUnseen });

  await app.register(healthRoutes, { pool });
  await app.register(authRoutes, { users: services.users, limiter });
  await app.register(usersRoutes, { users: services.users });
  await app.register(emailsRoutes, { emails: services.emails });
  await app.register(liveRoutes, { hub: live });
  await app.register(pushRoutes, { push: services.push, pushHosts });
  await app.register(catalogRoutes, { catalog: services.catalog, cache: readCache });
  await app.register(restaurantInfoRoutes, {
    restaurantInfo: services.restaurantInfo,
    cache: readCache,
    processors: processorsOf(config),
  });
  await app.register(catalogAdminRoutes, { catalogAdmin: services.catalogAdmin });
  await app.register(photosRoutes, { photos: services.photos });
  await app.register(discountsRoutes, { discounts: services.discounts });
  await app.register(hoursRoutes, { hours: services.hours, timeZone: config.timeZone });
  await app.register(serviceStatusRoutes, { serviceStatus: services.serviceStatus });
  await app.register(ordersRoutes, { orders: services.orders, limiter });
  await app.register(orderAdminRoutes, {
    orderAdmin: services.orderAdmin,
    orders: services.orders,
    unseen: services.unseen,
  });
  await app.register(incomingRoutes, {
    orderAdmin: services.orderAdmin,
    reservations: services.reservations,
    payments: payments.service,
    printing: services.printing,
    unseen: services.unseen,
    presence: services.presence,
  });
  await app.register(unseenRoutes, { presence: services.presence, limiter });
  await app.register(printingRoutes, { printing: services.printing, limiter: services.limiter });
  await app.register(reportsRoutes, { reports: services.reports, printing: services.printing });
  await app.register(paymentsRoutes, { limiter, provider: payments.provider, payments: payments.service });
  await app.register(reservationsRoutes, { reservations: services.reservations, limiter });
  await registerBackups(app, { db, jobs, config });
  const heads = [
    pageDataHead({
      restaurantInfo: services.restaurantInfo,
      serviceStatus: services.serviceStatus,
      discounts: services.discounts,
      cache: readCache,
    }),
    menuPageHead(services.catalog, readCache),
  ];
  await registerSpa(app, config.webDist ?? findWebDist(), {
    headFor: async (request, pathname) => {
      const tags = await Promise.all(heads.map((head) => head(request, pathname)));
      return tags.filter((tag) => tag !== null).join('\n    ') || null;
    },
  });

  return app;
}
