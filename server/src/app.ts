import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TScheduler } from './jobs/scheduler';
import { loggerRedaction } from './lib/log-redaction';
import { fastifyTrustProxy } from './lib/trust-proxy';
import { readVersions } from './lib/versioned-snapshot';
import { accountRoutes } from './modules/account';
import { authRoutes } from './modules/auth';
import { backupsRoutes } from './modules/backups';
import { catalogRoutes, menuPageHead } from './modules/catalog';
import { catalogAdminRoutes } from './modules/catalog-admin';
import { categoriesRoutes } from './modules/categories';
import { couriersRoutes } from './modules/couriers';
import { discountsRoutes } from './modules/discounts';
import { dishOptionsRoutes } from './modules/dish-options';
import { emailsRoutes } from './modules/emails';
import { healthRoutes } from './modules/health';
import { hoursRoutes } from './modules/hours';
import { incomingRoutes } from './modules/incoming';
import { kitchenRoutes } from './modules/kitchen';
import { liveRoutes } from './modules/live';
import { orderRulesRoutes } from './modules/order-rules';
import { orderAdminRoutes, ordersRoutes } from './modules/orders';
import {
  otherPageDataHead,
  pageDataHead,
  RENDERED_PATHS,
  seoHead,
  seoRoutes,
  siteOrigin,
} from './modules/pages';
import { paymentsRoutes } from './modules/payments';
import { photosRoutes } from './modules/photos';
import { printingRoutes } from './modules/printing';
import { promoCodesRoutes } from './modules/promo-codes';
import { pushRoutes } from './modules/push';
import { reportsRoutes } from './modules/reports';
import { reservationGuaranteeRoutes, reservationsRoutes } from './modules/reservations';
import { processorsOf, restaurantInfoRoutes } from './modules/restaurant-info';
import { screensRoutes } from './modules/screens';
import { serviceStatusRoutes } from './modules/service-status';
import { stationsRoutes } from './modules/stations';
import { usersRoutes } from './modules/users';
import { vouchersRoutes } from './modules/vouchers';
import { registerAccessControl } from './plugins/access';
import { registerDinerSessions } from './plugins/diner-session';
import { clientErrorHandler, frameworkError, registerErrorHandling } from './plugins/errors';
import { registerRequestLanguage } from './plugins/language';
import { registerMetrics } from './plugins/metrics';
import { registerOpenApi } from './plugins/openapi';
import { registerRequestIdHeader, requestIdFor } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSessions } from './plugins/session';
import { findWebDist, registerSpa } from './plugins/spa';
import { createServices, type TAppConfig } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs (tests with their own clock tick it or run a job at a time of their choosing). */
    scheduler: TScheduler;
    /** The unseen-order checks at a given time (tests with their own clock). */
    unseen: { sweepUnseen(now: Date): Promise<void> };
  }
}

export type { TAppConfig };

/**
 * Builds the whole app with every Fastify option: the composition root (services.ts) builds everything
 * else; here only plugins and routes are registered with it. `main.ts` only listens; tests build this
 * very app against their own database.
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

  const root = createServices(config, app.log);
  const { services, pool, db } = root;
  const { limiter, readCache } = services;
  await root.start();
  app.addHook('onClose', root.stop);
  // For tests with their own clock: the periodic jobs, and the unseen-order checks at a given time.
  app.decorate('scheduler', root.scheduler);
  app.decorate('unseen', { sweepUnseen: root.checkUnseen });

  await registerSessions(app, { db, sessions: services.sessions });
  registerDinerSessions(app, services.dinerSessions);
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
  registerMetrics(app, root.metrics, root.metricsOptions, db);

  await app.register(healthRoutes, { pool });
  await app.register(authRoutes, { users: services.users, limiter });
  await app.register(usersRoutes, { users: services.users });
  await app.register(emailsRoutes, { emails: services.emails });
  await app.register(liveRoutes, { hub: root.live });
  await app.register(pushRoutes, { push: services.push, pushHosts: root.pushHosts });
  await app.register(catalogRoutes, { catalog: services.catalog, cache: readCache });
  await app.register(restaurantInfoRoutes, {
    restaurantInfo: services.restaurantInfo,
    cache: readCache,
    processors: processorsOf(config),
  });
  await app.register(catalogAdminRoutes, { catalogAdmin: services.catalogAdmin });
  await app.register(categoriesRoutes, { categories: services.categories, cache: readCache });
  await app.register(dishOptionsRoutes, { dishOptions: services.dishOptions });
  await app.register(photosRoutes, { photos: services.photos });
  await app.register(discountsRoutes, { discounts: services.discounts });
  await app.register(hoursRoutes, { hours: services.hours, zone: root.zone });
  await app.register(serviceStatusRoutes, { serviceStatus: services.serviceStatus });
  await app.register(orderRulesRoutes, { orderRules: services.orderRules, cache: readCache });
  await app.register(ordersRoutes, { orders: services.orders, limiter, autoCancel: services.autoCancel });
  await app.register(orderAdminRoutes, {
    orderAdmin: services.orderAdmin,
    orders: services.orders,
    unseen: services.escalation,
  });
  await app.register(incomingRoutes, {
    orderAdmin: services.orderAdmin,
    reservations: services.reservations,
    payments: services.payments.service,
    printing: services.printing,
    escalation: services.escalation,
    autoCancel: services.autoCancel,
    autoPause: services.autoPause,
  });
  await app.register(screensRoutes, { screens: services.screens, limiter });
  await app.register(printingRoutes, { printing: services.printing, limiter });
  await app.register(kitchenRoutes, { kitchen: services.kitchen, hub: root.live });
  await app.register(stationsRoutes, { stations: services.stations });
  await app.register(promoCodesRoutes, { promoCodes: services.promoCodes, limiter });
  await app.register(vouchersRoutes, { vouchers: services.vouchers, limiter });
  await app.register(accountRoutes, { account: services.account, limiter });
  await app.register(couriersRoutes, { couriers: services.couriers });
  await app.register(reportsRoutes, { reports: services.reports, printing: services.printing });
  await app.register(paymentsRoutes, {
    limiter,
    provider: services.payments.provider,
    payments: services.payments.service,
    guarantees: services.guarantees,
  });
  await app.register(reservationsRoutes, { reservations: services.reservations, limiter });
  await app.register(reservationGuaranteeRoutes, {
    guarantees: services.guarantees,
    limiter,
    simulated: services.payments.provider.name === 'simulated' ? services.payments.provider : undefined,
  });
  await app.register(backupsRoutes, { backups: services.backups });
  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  const heads = [
    seoHead({
      restaurantInfo: services.restaurantInfo,
      catalog: services.catalog,
      categories: services.categories,
      cache: readCache,
      publicUrl: config.publicUrl,
    }),
    pageDataHead({
      restaurantInfo: services.restaurantInfo,
      serviceStatus: services.serviceStatus,
      discounts: services.discounts,
      orderRules: services.orderRules,
      hours: services.hours,
      cache: readCache,
    }),
    menuPageHead(services.catalog, services.categories, readCache),
    otherPageDataHead({
      restaurantInfo: services.restaurantInfo,
      vouchers: services.vouchers,
      processors: processorsOf(config),
    }),
  ];
  // What the public pages' heads and renders are drawn from: the catalogue and the restaurant ('public'),
  // the order rules, sale and service status ('order-settings'), the automatic pause, the clock (today's
  // hours, a sale's start: to the minute) and the host their addresses name.
  const pageDataVersions = readVersions(db, ['public', 'order-settings']);
  await registerSpa(app, config.webDist ?? findWebDist(), {
    renderedPaths: RENDERED_PATHS,
    pageVersion: async (request) => {
      const now = new Date();
      const [versions, autoPaused] = await Promise.all([
        pageDataVersions(),
        services.autoPause.autoPaused(now),
      ]);
      if (versions === undefined) return undefined;
      const minute = Math.floor(now.getTime() / 60_000);
      return `${versions}|${autoPaused}|${minute}|${siteOrigin(request, config.publicUrl)}`;
    },
    headFor: async (request, pathname) => {
      const tags = await Promise.all(heads.map((head) => head(request, pathname)));
      return tags.filter((tag) => tag !== null).join('\n    ') || null;
    },
  });

  return app;
}
