import type { FastifyBaseLogger } from 'fastify';
import type { TConfig } from './config';
import { createDb, createPool } from './db/client';
import { createNotificationListener } from './db/notifications';
import { QUEUES, startJobs } from './jobs/queue';
import { createScheduler, systemClock, type TClock } from './jobs/scheduler';
import { rateLimiter } from './lib/rate-limit';
import { createReadCache } from './lib/read-cache';
import { accountService, dinerSessionService } from './modules/account';
import { sessionService } from './modules/auth';
import { autoCancelService } from './modules/auto-cancel';
import { autoPauseService } from './modules/auto-pause';
import { backupsRepository, backupsService } from './modules/backups';
import { catalogService } from './modules/catalog';
import { catalogAdminService } from './modules/catalog-admin';
import { categoriesService } from './modules/categories';
import { couriersService } from './modules/couriers';
import { discountsService } from './modules/discounts';
import { dishOptionsService } from './modules/dish-options';
import {
  emailComposer,
  emailOutbox,
  emailSender,
  emailsRepository,
  registerEmailNotifications,
  registerReadyNotice,
  type TEmailJob,
} from './modules/emails';
import { escalationService, smsSender } from './modules/escalation';
import { hoursService } from './modules/hours';
import { kitchenService, registerKitchenRouting } from './modules/kitchen';
import { createLiveHub, HEARTBEAT_MS, LIVE_CHANNEL } from './modules/live';
import { orderRulesService } from './modules/order-rules';
import { orderAdminService, ordersRepository, ordersService, readSlotCounts } from './modules/orders';
import { createPayments, RECONCILE_EVERY_MS } from './modules/payments';
import { photosService } from './modules/photos';
import { printingService, type TPrintJob } from './modules/printing';
import { promoCodesService } from './modules/promo-codes';
import {
  pushSender,
  pushService,
  pushSubscriptionsRepository,
  registerPushNotifications,
  type TPushJob,
} from './modules/push';
import { reportsService } from './modules/reports';
import {
  REMINDERS_JOB,
  reservationGuaranteesService,
  reservationReminders,
  reservationsService,
  type TGuaranteeReleaseJob,
  type TSmsJob,
} from './modules/reservations';
import { restaurantInfoService } from './modules/restaurant-info';
import { screensService } from './modules/screens';
import { serviceStatusService } from './modules/service-status';
import { stationsService } from './modules/stations';
import { usersService } from './modules/users';
import { VOUCHER_HOLD_MS, VOUCHER_HOLD_REASON, vouchersService } from './modules/vouchers';
import { createMetrics } from './plugins/metrics';

/** What the app is built from: the configuration, plus what tests hand in instead of the real thing. */
export type TAppConfig = TConfig & {
  databaseUrl: string;
  /** Where the log goes instead of stdout (tests read the log from it). */
  logStream?: { write(line: string): void };
  /** The periodic jobs' clock (tests drive it; default: the system's). */
  clock?: TClock;
};

/** Rate-limit counters are useless after a day: purged hourly. */
const PURGE_RATE_LIMITS = { everyMs: 60 * 60_000, olderThanMs: 24 * 3_600_000 };
/** Expired back-office sessions are removed this often. */
const PURGE_SESSIONS_EVERY_MS = 10 * 60_000;
/** How often each instance reads the restaurant's time zone again (a save on another instance). */
const TIME_ZONE_REFRESH_MS = 60_000;
/** Whether the nightly backup is due is checked this often (first soon after a start that missed it). */
const BACKUP_CHECK = { everyMs: 60_000, firstAfterMs: 10_000 };

/**
 * The composition root: the database pool, the job queue, the scheduler, every repository and service,
 * the mailer, the pusher, the live hub and the change hooks are built here, once, each handed the others
 * it uses; no module builds another's service. `buildApp` registers plugins and routes with what this
 * returns, calls `start` (queue workers and periodic jobs) and `stop` when the app closes.
 */
export function createServices(config: TAppConfig, log: FastifyBaseLogger) {
  // TZ_RESTAURANT is the restaurant's zone only until its information is stored (it seeds that row).
  const { timeZone } = config;

  // The infrastructure: the pool, the job queue (jobs are rows, written in the transaction of their
  // cause), the periodic jobs' scheduler, the notification listener for live updates across instances.
  const pool = createPool(config.databaseUrl);
  const db = createDb(pool);
  const metricsOptions = { token: config.metricsToken, port: config.metricsPort, host: config.host };
  const metrics = createMetrics(metricsOptions, pool);
  const jobs = metrics.watchJobs(startJobs(config.databaseUrl, log));
  const clock = config.clock ?? systemClock;
  const scheduler = createScheduler({ db, log, clock });
  const listener = createNotificationListener(config.databaseUrl, [LIVE_CHANNEL], log);

  // The restaurant's settings and the service controls.
  const restaurantInfo = restaurantInfoService(db, { timeZone });
  /**
   * The restaurant's time zone is data (its information's `timeZone`): every module reads it here at each
   * use, through this getter, so that a saved zone applies to the very next order, hour check and receipt.
   */
  const zone = {
    get timeZone() {
      return restaurantInfo.timeZone();
    },
  };
  const screens = screensService(db);
  // Delivery zones, fees and times, the order types taken: read by the order path and the hours.
  const orderRules = orderRulesService(db);
  const autoPause = autoPauseService(db, {
    get timeZone() {
      return zone.timeZone;
    },
    restaurantInfo,
    screens,
    // The service controls' change log records the pause with the service status as it stands.
    recordPause: (tx, paused, now) => serviceStatus.recordAutoPause(tx, paused, now),
  });
  const serviceStatus = serviceStatusService(db, {
    get timeZone() {
      return zone.timeZone;
    },
    restaurantInfo,
    autoPause,
  });
  const hours = hoursService(
    restaurantInfo,
    serviceStatus,
    zone,
    (type, from, to) => readSlotCounts(db, type, from, to),
    orderRules,
    autoPause,
  );
  const discounts = discountsService(db, zone);
  // Dish options: the menu's lists, the back office's items and the order path read them.
  const dishOptions = dishOptionsService(db, {
    get timeZone() {
      return zone.timeZone;
    },
    restaurantInfo,
  });

  // Orders, payments and what the kitchen and the diners are told.
  const pushSubscriptions = pushSubscriptionsRepository(db);
  const push = pushService(db, pushSubscriptions, jobs);
  const orderRows = ordersRepository(db);
  const promoCodes = promoCodesService(db, {
    get timeZone() {
      return zone.timeZone;
    },
    orderRules,
    discounts,
  });
  const orders = ordersService(db, {
    get timeZone() {
      return zone.timeZone;
    },
    promoCodes,
    // Built further down (they need the payment provider); asked only when an order carries a voucher.
    vouchers: {
      choose: (...args) => vouchers.choose(...args),
      claim: (...args) => vouchers.claim(...args),
    },
    repo: orderRows,
    restaurantInfo,
    discounts,
    push,
    serviceStatus,
    autoPause,
    orderRules,
    dishOptions,
  });
  const orderAdmin = orderAdminService(orderRows, {
    get timeZone() {
      return zone.timeZone;
    },
    restaurantInfo,
    serviceStatus,
    orderRules,
    // Built further down; asked only when staff look a guest up.
    guestRecord: (guest) => reservations.noShows.recordOf(guest),
  });
  const payments = createPayments(config, db, {
    orders,
    log,
    vouchers: { handlePaymentEvent: (event) => vouchers.handlePaymentEvent(event) },
  });
  const emails = emailsRepository(db);
  const emailOutboxService = emailOutbox(emails, jobs, {
    capPerRecipientPerDay: config.emailCapPerRecipientPerDay,
  });
  // Gift vouchers (docs/decisions/032): bought online through the payment provider, spent on orders.
  const vouchers = vouchersService(db, {
    get timeZone() {
      return zone.timeZone;
    },
    provider: () => payments.provider,
    restaurantInfo,
    outbox: emailOutboxService,
    baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    log,
  });
  vouchers.registerHooks();
  const emailComposerService = emailComposer({
    baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    get timeZone() {
      return zone.timeZone;
    },
  });
  const printing = printingService(db, {
    jobs,
    orderAdmin,
    orders,
    restaurantInfo,
    network: { allowLoopback: config.printersAllowLoopback, ports: config.printerPorts },
    retrySeconds: config.printRetrySeconds,
    get timeZone() {
      return zone.timeZone;
    },
    log,
  });

  // Text messages: the escalation's to the restaurant, and the reminders' to diners (the 'sms' queue).
  const sms = smsSender(config.sms);

  // No order left unseen: escalation, the automatic cancellation, and the screens that report in.
  const escalation = escalationService(db, {
    get timeZone() {
      return zone.timeZone;
    },
    restaurantInfo,
    push,
    emailOutbox: emailOutboxService,
    emailComposer: emailComposerService,
    sms,
    log,
    orderRules,
  });
  const autoCancel = autoCancelService({
    restaurantInfo,
    escalation,
    orderAdmin,
    payments: payments.service,
    log,
  });

  // What leaves the app: emails, pushes, live events.
  const mailer = emailSender(emails, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom ?? 'Restaurant <no-reply@localhost>',
    log,
  });
  // Push endpoints must be public hosts; TEST_ONLY_PUSH_HOSTS lets the tests' local push service in.
  const pushHosts = { testOnlyHosts: config.testOnlyPushHosts };
  const pusher = pushSender(db, pushSubscriptions, {
    hosts: pushHosts,
    // Push services want a contact: the public https address, else the mail sender.
    subject: config.publicUrl?.startsWith('https://')
      ? config.publicUrl
      : `mailto:${config.mailFrom?.match(/<([^>]+)>/)?.[1] ?? 'admin@localhost'}`,
    log,
  });
  const live = createLiveHub(db, listener, log, clock);
  const backups = backupsService(backupsRepository(db), {
    dataDir: config.dataDir,
    backupDir: config.backupDir,
    keep: config.backupKeep,
    get timeZone() {
      return zone.timeZone;
    },
    log,
  });

  // The change hooks: what a new or changed order or reservation sets off, in its own transaction.
  registerEmailNotifications(db, {
    compose: emailComposerService,
    outbox: emailOutboxService,
    orders,
    restaurantInfo,
  });
  registerReadyNotice(db, {
    compose: emailComposerService,
    outbox: emailOutboxService,
    orders,
    orderRules,
    restaurantInfo,
    jobs,
    smsConfigured: sms.configured,
  });
  registerPushNotifications(db, jobs, pushSubscriptions, zone);
  registerKitchenRouting(db);
  printing.registerHooks();

  /**
   * The unseen-order checks at `now`, in this order: cancel what waited too long, escalate the rest
   * nobody saw, note the automatic pause, forget screens gone for a month.
   */
  async function checkUnseen(now: Date): Promise<void> {
    await autoCancel.cancelOverdue(now);
    await escalation.escalateUnseen(now);
    await autoPause.notePause(now);
    await screens.forgetOld(now);
  }

  // The card guarantee of large parties (docs/decisions/028): a card saved through the payment provider,
  // charged only on a no-show; a cancellation releases it (the 'guarantee-release' queue).
  const guarantees = reservationGuaranteesService(db, {
    get timeZone() {
      return zone.timeZone;
    },
    restaurantInfo,
    provider: payments.provider,
    compose: emailComposerService,
    outbox: emailOutboxService,
    jobs,
    log,
  });
  guarantees.registerHooks();
  const reservations = reservationsService(db, {
    get timeZone() {
      return zone.timeZone;
    },
    hours,
    restaurantInfo,
    guarantees,
  });
  // Reminders of booked tables, some hours before (the reservation settings'): email and SMS, once.
  const reminders = reservationReminders(db, {
    capacity: reservations.capacity,
    compose: emailComposerService,
    outbox: emailOutboxService,
    restaurantInfo,
    jobs,
    smsConfigured: sms.configured,
  });

  const limiter = rateLimiter(db);
  const sessions = sessionService(db, { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs });
  // The restaurant's own couriers (docs/decisions/034).
  const couriers = couriersService(db, {
    get timeZone() {
      return zone.timeZone;
    },
    orderAdmin,
    orderRules,
  });
  // Diners' accounts by emailed link (docs/decisions/033), with sessions of their own.
  const dinerSessions = dinerSessionService(db);
  const account = accountService(db, {
    restaurantInfo,
    outbox: emailOutboxService,
    baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
  });
  scheduler.add({
    name: 'unseen-orders',
    everyMs: config.unseenSweepSeconds * 1_000,
    oneInstance: true,
    run: checkUnseen,
  });
  scheduler.add({
    name: 'payment-reconciliation',
    everyMs: RECONCILE_EVERY_MS,
    oneInstance: true,
    run: async (now) => {
      const result = await payments.service.reconcile(now);
      if (result.applied > 0)
        log.warn(result, 'payment reconciliation applied outcomes a webhook never brought');
    },
  });
  // A card checkout that took a voucher's amount and was never paid gives it back after a while.
  scheduler.add({
    name: 'voucher-holds',
    everyMs: RECONCILE_EVERY_MS,
    oneInstance: true,
    run: async (now) => {
      for (const order of await vouchers.unpaidHolds(now, VOUCHER_HOLD_MS)) {
        if (!(await payments.service.abandon(order.id))) continue;
        await orderAdmin
          .cancel(order.kind, order.id, VOUCHER_HOLD_REASON, { userId: null, username: 'system' })
          .catch((error: unknown) =>
            log.warn({ err: error, orderId: order.id }, 'could not release a voucher hold'),
          );
      }
    },
  });
  scheduler.add({
    name: 'purge-rate-limits',
    everyMs: PURGE_RATE_LIMITS.everyMs,
    oneInstance: true,
    run: () => limiter.purge(PURGE_RATE_LIMITS.olderThanMs),
  });
  scheduler.add({
    name: 'purge-sessions',
    everyMs: PURGE_SESSIONS_EVERY_MS,
    oneInstance: true,
    run: async () => {
      await sessions.purgeExpired();
      await dinerSessions.purgeExpired();
      await account.purgeLinks();
    },
  });
  // A zone saved on another instance (or by an operator) is adopted with the next read of the restaurant's
  // row (the order path reads it whenever its read version moved); this reads it for an idle instance.
  scheduler.add({
    name: 'restaurant-time-zone',
    everyMs: TIME_ZONE_REFRESH_MS,
    run: async () => {
      await restaurantInfo.refreshTimeZone();
    },
  });
  // Every instance writes to its own open streams.
  scheduler.add({ name: 'live-keep-alive', everyMs: HEARTBEAT_MS, run: async (now) => live.keepAlive(now) });
  scheduler.add({ ...REMINDERS_JOB, oneInstance: true, run: (now) => reminders.sendDue(now) });
  if (config.backupDir) {
    scheduler.add({
      name: 'nightly-backup',
      ...BACKUP_CHECK,
      run: async () => {
        if (!(await backups.isDue())) return;
        // The job's singleton key and hour slot make one job of any number of instances sending at once.
        await db.transaction((tx) =>
          jobs.send(tx, QUEUES.backup, {}, { singletonKey: 'nightly-backup', singletonSeconds: 3600 }),
        );
      },
    });
  }

  return {
    pool,
    db,
    metrics,
    metricsOptions,
    jobs,
    scheduler,
    live,
    pushHosts,
    checkUnseen,
    zone,
    services: {
      limiter,
      readCache: createReadCache(db),
      sessions,
      dinerSessions,
      account,
      couriers,
      users: usersService(db, config.passwordHashCost),
      catalog: catalogService(db, dishOptions),
      dishOptions,
      photos: photosService(db),
      catalogAdmin: catalogAdminService(db, {
        get timeZone() {
          return zone.timeZone;
        },
        restaurantInfo,
        dishOptions,
      }),
      categories: categoriesService(db),
      stations: stationsService(db),
      promoCodes,
      vouchers,
      restaurantInfo,
      hours,
      serviceStatus,
      orderRules,
      discounts,
      orders,
      orderAdmin,
      printing,
      reports: reportsService(db, zone),
      reservations,
      guarantees,
      payments,
      emails,
      push,
      screens,
      autoPause,
      escalation,
      autoCancel,
      backups,
      kitchen: kitchenService(db, { restaurantInfo, orderAdmin, zone }),
    },

    /** Starts the queue's workers and the periodic jobs (the timer only without a test's own clock). */
    async start() {
      // The app starts while the database is down (its health says so); the zone is then the configured
      // one until the periodic job reads the stored one.
      try {
        await restaurantInfo.adoptConfiguredZone();
        await restaurantInfo.refreshTimeZone();
      } catch (err) {
        log.warn(
          { err },
          'the restaurant’s time zone could not be read at start; using TZ_RESTAURANT for now',
        );
      }
      await jobs.work<TEmailJob>(QUEUES.email, mailer.deliver);
      await jobs.work<TPushJob>(QUEUES.push, pusher.deliver);
      await jobs.work<TPrintJob>(QUEUES.print, printing.deliver);
      await jobs.work<TSmsJob>(QUEUES.sms, ({ to, text }) => sms.send(to, text));
      await jobs.work<TGuaranteeReleaseJob>(QUEUES.guaranteeRelease, (job) => guarantees.release(job));
      if (config.backupDir) await jobs.work(QUEUES.backup, () => backups.runNightly());
      if (!config.clock) scheduler.start();
    },

    /** Running periodic jobs and queued jobs finish first (they use the pool), then everything closes. */
    async stop() {
      await scheduler.stop();
      await jobs.stop();
      mailer.close();
      pusher.close();
      live.close();
      await listener.close();
      await pool.end();
    },
  };
}

export type TComposition = ReturnType<typeof createServices>;
export type TServices = TComposition['services'];
