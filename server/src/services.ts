import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config';
import type { TDb } from './db/client';
import type { TJobs } from './jobs/queue';
import { rateLimiter } from './lib/rate-limit';
import { createReadCache } from './lib/read-cache';
import { sessionService } from './modules/auth/session-service';
import { catalogService } from './modules/catalog/service';
import { catalogAdminService } from './modules/catalog-admin/service';
import { discountsService } from './modules/discounts/service';
import { emailComposer } from './modules/emails/compose';
import { emailOutbox } from './modules/emails/outbox';
import { emailsRepository } from './modules/emails/repository';
import { hoursService } from './modules/hours/service';
import { readSlotCounts } from './modules/hours/slot-counts';
import { orderAdminService } from './modules/orders/admin-service';
import { ordersRepository } from './modules/orders/repository';
import { ordersService } from './modules/orders/service';
import { createPayments } from './modules/payments';
import { photosService } from './modules/photos/service';
import { printingService } from './modules/printing/service';
import { pushSubscriptionsRepository } from './modules/push/repository';
import { pushService } from './modules/push/service';
import { reportsService } from './modules/reports/service';
import { reservationsService } from './modules/reservations/service';
import { restaurantInfoService } from './modules/restaurant-info/service';
import { serviceStatusService } from './modules/service-status/service';
import { presenceService } from './modules/unseen/presence-service';
import { unseenService } from './modules/unseen/service';
import { smsSender } from './modules/unseen/sms';
import { usersService } from './modules/users/service';

/**
 * The composition root: every repository and service of the app, built once, each handed the others
 * it uses. `buildApp` gives the route plugins what they need from here; nothing else builds a service
 * from `db`. Building starts nothing (no timer, no connection): `buildApp` starts the jobs.
 */
export function createServices(db: TDb, config: TConfig, infra: { jobs: TJobs; log: FastifyBaseLogger }) {
  const { timeZone } = config;
  const restaurantInfo = restaurantInfoService(db, { timeZone });
  const presence = presenceService(db, { timeZone, restaurantInfo });
  const serviceStatus = serviceStatusService(db, { timeZone, restaurantInfo, presence });
  const hours = hoursService(restaurantInfo, serviceStatus, timeZone, (type, from, to) =>
    readSlotCounts(db, type, from, to),
  );
  const discounts = discountsService(db, { timeZone });
  const pushSubscriptions = pushSubscriptionsRepository(db);
  const push = pushService(db, pushSubscriptions, infra.jobs);
  const orderRows = ordersRepository(db);
  const orders = ordersService(db, {
    timeZone,
    repo: orderRows,
    restaurantInfo,
    discounts,
    push,
    serviceStatus,
    presence,
  });
  const emails = emailsRepository(db);
  const orderAdmin = orderAdminService(orderRows, { timeZone, restaurantInfo, serviceStatus });
  const payments = createPayments(config, db, { orders, log: infra.log });
  const baseUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  const emailOutboxService = emailOutbox(emails, infra.jobs, {
    capPerRecipientPerDay: config.emailCapPerRecipientPerDay,
  });
  const emailComposerService = emailComposer({ baseUrl, timeZone });
  return {
    printing: printingService(db, {
      jobs: infra.jobs,
      orderAdmin,
      orders,
      network: { allowLoopback: config.printersAllowLoopback, ports: config.printerPorts },
      retrySeconds: config.printRetrySeconds,
      timeZone,
      log: infra.log,
    }),
    limiter: rateLimiter(db),
    readCache: createReadCache(db),
    sessions: sessionService(db, { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs }),
    users: usersService(db),
    catalog: catalogService(db),
    photos: photosService(db),
    catalogAdmin: catalogAdminService(db, { timeZone, restaurantInfo }),
    restaurantInfo,
    hours,
    serviceStatus,
    discounts,
    orders,
    orderAdmin,
    reports: reportsService(db, { timeZone }),
    reservations: reservationsService(db, { timeZone, hours, restaurantInfo }),
    payments,
    emails,
    push,
    pushSubscriptions,
    emailOutbox: emailOutboxService,
    emailComposer: emailComposerService,
    presence,
    unseen: unseenService(db, {
      timeZone,
      presence,
      restaurantInfo,
      serviceStatus,
      orderAdmin,
      payments: payments.service,
      push,
      emailOutbox: emailOutboxService,
      emailComposer: emailComposerService,
      sms: smsSender(config.sms),
      log: infra.log,
      sweepSeconds: config.unseenSweepSeconds,
    }),
  };
}

export type TServices = ReturnType<typeof createServices>;
