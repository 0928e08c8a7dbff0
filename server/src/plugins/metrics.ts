import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { TDb } from '../db/client';
import { JOBS_SCHEMA, type TJobs, type TQueue } from '../jobs/queue';
import { AppError } from '../lib/app-error';
import { onChange } from '../lib/change-hooks';
import { apiNotFound } from './errors';

/** Where the metrics are served (README "Metrics and logs"): both unset is off, with no cost per request. */
export type TMetricsOptions = {
  /** `GET /metrics` on the app's port answers only with `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** A second listener for `GET /metrics` only, on `host` (needs the token too when one is set). */
  port: number | undefined;
  host: string;
};

export type TMetrics = {
  enabled: boolean;
  registry: Registry;
  /** The job queue, its workers' failed attempts counted per queue. */
  watchJobs(jobs: TJobs): TJobs;
};

/** Route label of a request no route matched: the raw URL never becomes a label. */
const UNMATCHED = '(unmatched)';
const JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;

/**
 * The app's metrics in their own registry (each app instance, e.g. in the tests, has its own). Built
 * before the job queue so that its failures are counted; the HTTP side is added by `registerMetrics`.
 */
export function createMetrics(options: TMetricsOptions, pool: pg.Pool): TMetrics {
  const registry = new Registry();
  const enabled = Boolean(options.token) || options.port !== undefined;
  if (!enabled) return { enabled, registry, watchJobs: (jobs) => jobs };

  collectDefaultMetrics({ register: registry });
  const jobFailures = new Counter({
    name: 'restaurant_job_failures_total',
    help: 'failed attempts of background jobs (email, push, print); each is retried later',
    labelNames: ['queue'],
    registers: [registry],
  });
  new Gauge({
    name: 'restaurant_jobs',
    help: 'jobs by queue and state: created and retry wait (the depth), active run, failed gave up',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      // Read at scrape time only; a database outage leaves the gauge empty rather than failing the scrape.
      const result = await pool
        .query<{ name: string; state: string; n: number }>(
          `select name, state::text as state, count(*)::int as n from ${JOBS_SCHEMA}.job
            where state::text = any($1) group by 1, 2`,
          [JOB_STATES],
        )
        .catch(() => undefined);
      for (const row of result?.rows ?? []) this.set({ queue: row.name, state: row.state }, row.n);
    },
  });
  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  poolGauge('restaurant_db_pool_connections', 'connections the database pool holds', () => pool.totalCount);
  poolGauge('restaurant_db_pool_idle', 'idle connections of the database pool', () => pool.idleCount);
  poolGauge(
    'restaurant_db_pool_waiting',
    'queries waiting for a connection of the database pool',
    () => pool.waitingCount,
  );

  return {
    enabled,
    registry,
    watchJobs(jobs) {
      return {
        ...jobs,
        work<T extends object>(queue: TQueue, handler: (data: T) => Promise<void>) {
          return jobs.work<T>(queue, async (data) => {
            try {
              await handler(data);
            } catch (error) {
              jobFailures.inc({ queue });
              throw error;
            }
          });
        },
      };
    },
  };
}

const SCHEME = 'Bearer';
const CHALLENGE = `${SCHEME} realm="metrics"`;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <token>` compared in constant time (digests of equal length). */
function hasToken(header: string | undefined, expected: Buffer): boolean {
  const given = /^Bearer +(\S+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(sha256(given), expected);
}

/**
 * `GET /metrics` (Prometheus text format), the request histogram and the orders counter. Must be
 * registered before the routes (its hook times every one of them) and after the change hooks of the
 * order's side effects (its own runs last, so a failing one rarely leaves an order counted).
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: TMetrics,
  options: TMetricsOptions,
  db: TDb,
): void {
  const expected = options.token ? sha256(options.token) : undefined;
  const { registry } = metrics;

  // Always routed, so that it is off (404, as an unknown path) rather than the web app's page.
  app.get(
    '/metrics',
    {
      config: { access: 'public' },
      // The API description names the token it needs (checked here, not by the access plugin).
      schema: {
        security: [{ metricsToken: [] }],
        description: 'Prometheus metrics; needs Authorization: Bearer <METRICS_TOKEN>, off without it.',
      },
    },
    async (request, reply) => {
      if (!expected) return reply.code(404).send(apiNotFound(request.method, request.url, request));
      if (!hasToken(request.headers.authorization, expected)) {
        reply.header('www-authenticate', CHALLENGE);
        throw new AppError(401, 'The metrics need the METRICS_TOKEN as a bearer token.');
      }
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    },
  );

  if (!metrics.enabled) return;

  const ordersPlaced = new Counter({
    name: 'restaurant_orders_placed_total',
    help: 'orders placed, by kind (MENU, BUFFET), order type and channel (online, or staff for entered ones)',
    labelNames: ['kind', 'order_type', 'channel'],
    registers: [registry],
  });
  onChange(db, async (_tx, change) => {
    if (change.type !== 'order.created') return;
    const { order } = change;
    ordersPlaced.inc({
      kind: order.kind,
      order_type: order.orderType,
      channel: order.enteredBy ? 'staff' : 'online',
    });
  });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'requests by route pattern (never the raw URL), method and status, with their duration',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // One child per label set, found by a string key: the hot path builds no label object.
  const children = new Map<string, ReturnType<typeof duration.labels>>();
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.is404 ? UNMATCHED : (request.routeOptions.url ?? UNMATCHED);
    const key = `${request.method} ${reply.statusCode} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = duration.labels(request.method, route, String(reply.statusCode));
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    done();
  });

  if (options.port !== undefined) {
    // The separate port serves only the metrics, with the token when one is set.
    const server = http.createServer((req, res) => {
      const path = (req.url ?? '').split('?')[0];
      if (req.method !== 'GET' || path !== '/metrics') {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      if (expected && !hasToken(req.headers.authorization, expected)) {
        res.writeHead(401, { 'www-authenticate': CHALLENGE }).end();
        return;
      }
      registry.metrics().then(
        (text) =>
          res.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(text),
        () => res.writeHead(500).end(),
      );
    });
    const port = options.port;
    app.addHook('onListen', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, options.host, () => {
          server.off('error', reject);
          resolve();
        });
      });
      const address = server.address();
      app.log.info(
        { port: typeof address === 'object' && address ? address.port : port },
        'metrics listening',
      );
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    });
    app.decorate('metricsServer', server);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The separate metrics listener (METRICS_PORT), when there is one. */
    metricsServer?: http.Server;
  }
}
