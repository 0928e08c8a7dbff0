import path from 'node:path';
import { z } from 'zod';
import { privateDirProblem } from './lib/private-files';
import { parseTrustProxy, type TTrustProxy } from './lib/trust-proxy';

const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CH', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Ports and ranges written `9100-9109,9200`, as [from, to] pairs; undefined when malformed. */
export function parsePortRanges(text: string): [number, number][] | undefined {
  const ranges: [number, number][] = [];
  for (const part of text.split(',')) {
    const match = /^\s*(\d{1,5})(?:\s*-\s*(\d{1,5}))?\s*$/.exec(part);
    if (!match) return undefined;
    const from = Number(match[1]);
    const to = Number(match[2] ?? match[1]);
    if (from < 1 || to > 65535 || from > to) return undefined;
    ranges.push([from, to]);
  }
  return ranges;
}

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Environment variables the product reads; everything else is ignored. */
const ZEnvSchema = z.object({
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  /** The owner role's URL for migrations, beside DATABASE_URL's app role (docs/operations.md). */
  DATABASE_MIGRATION_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  ADMIN_USERNAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(100).optional()),
  ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  ),
  SEED_DEMO: z.preprocess(emptyAsUndefined, booleanText.optional()),
  /** Only `production` matters: it takes away the demo defaults (simulated payments). */
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** No default here: the simulated provider is the default only for the embedded demo (loadConfig). */
  PAYMENT_PROVIDER: z.preprocess(
    emptyAsUndefined,
    z.enum(['simulated', 'stripe'], { error: 'must be simulated or stripe' }).optional(),
  ),
  ALLOW_SIMULATED_PAYMENTS: z.preprocess(emptyAsUndefined, booleanText.default(false)),
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Where the Stripe SDK sends its requests; only for a local fake of Stripe's API in tests. */
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https?$/ }).optional()),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The email delivery service the privacy page names; default: SMTP_URL's host. */
  MAIL_PROCESSOR_NAME: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .max(100, 'must be at most 100 characters')
      .regex(/^[^\r\n]*$/, 'must be one line')
      .optional(),
  ),
  TZ_RESTAURANT: z.preprocess(
    emptyAsUndefined,
    z.string().refine(isTimeZone, 'must be an IANA time zone such as Europe/Zurich').default('Europe/Zurich'),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  WEB_DIST: z.preprocess(emptyAsUndefined, z.string().optional()),
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((text, ctx) => {
        const parsed = parseTrustProxy(text);
        if ('value' in parsed) return parsed.value;
        ctx.issues.push({ code: 'custom', message: parsed.error, input: text });
        return z.NEVER;
      }),
  ),
  TRUSTED_ORIGINS: z.preprocess(emptyAsUndefined, z.string().optional()),
  SESSION_IDLE_HOURS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number of hours' })
      .positive()
      .max(24 * 365)
      .default(12),
  ),
  SESSION_MAX_DAYS: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a number of days' }).positive().max(365).default(14),
  ),
  EMAIL_CAP_PER_RECIPIENT_PER_DAY: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 1 to 100000' })
      .int('must be a whole number from 1 to 100000')
      .min(1, 'must be a whole number from 1 to 100000')
      .max(100_000, 'must be a whole number from 1 to 100000')
      .default(10),
  ),
  /**
   * Network printers may be on 127.0.0.1 / ::1: for a printer reached through a local tunnel,
   * and the tests' fake printer. Off by default: printers are on the restaurant's own network.
   */
  PRINTERS_ALLOW_LOOPBACK: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).default('false')),
  /**
   * The TCP ports a network printer may use: ports and ranges, comma-separated. Raw printing is 9100
   * (JetDirect); a print server with several printers counts up from there. Anything else is refused, so
   * a printer's settings cannot be used to reach other services on the restaurant's network.
   */
  PRINTER_PORTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('9100-9109')
      .transform((text, ctx) => {
        const ranges = parsePortRanges(text);
        if (ranges) return ranges;
        ctx.issues.push({
          code: 'custom',
          message: 'must be ports from 1 to 65535 or ranges, comma-separated (e.g. 9100-9109,9200)',
          input: text,
        });
        return z.NEVER;
      }),
  ),
  /**
   * scrypt's cost for new passwords, as the power of two of its N: 17 (OWASP's first set, 128 MiB per
   * hash) by default. The tests lower it to sign in quickly; a restaurant has no reason to.
   */
  PASSWORD_HASH_COST: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 14 to 20' })
      .int('must be a whole number from 14 to 20')
      .min(14, 'must be a whole number from 14 to 20')
      .max(20, 'must be a whole number from 14 to 20')
      .default(17),
  ),
  /** Seconds between tries of a ticket whose printer cannot take it (unreachable, out of paper). */
  PRINT_RETRY_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number of seconds from 1 to 600' })
      .int('must be a whole number of seconds from 1 to 600')
      .min(1, 'must be a whole number of seconds from 1 to 600')
      .max(600, 'must be a whole number of seconds from 1 to 600')
      .default(10),
  ),
  /** `GET /metrics` on the app's port answers with `Authorization: Bearer <METRICS_TOKEN>`; unset: off. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 printable characters without spaces')
      .optional(),
  ),
  /** A separate port serving only `GET /metrics`, on HOST. */
  METRICS_PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce.number({ error: 'must be a port number' }).int().min(1).max(65535).optional(),
  ),
  /** Nightly backups of the embedded database go to this folder; off when unset. */
  BACKUP_DIR: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** How many nightly backups BACKUP_DIR keeps (the oldest are deleted). */
  BACKUP_KEEP: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 1 to 1000' })
      .int('must be a whole number from 1 to 1000')
      .min(1, 'must be a whole number from 1 to 1000')
      .max(1000, 'must be a whole number from 1 to 1000')
      .default(7),
  ),
  /** The unseen-order escalation's SMS step: POST { to, text } as JSON to a provider; off when unset. */
  SMS_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  /** Sent as `Authorization: Bearer <SMS_TOKEN>` to SMS_URL. */
  SMS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\x21-\x7e]{1,500}$/, 'must be printable characters without spaces')
      .optional(),
  ),
  /** Seconds between the sweeps for unseen orders (escalation, pause log, timeout); 0: off. */
  UNSEEN_SWEEP_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number of seconds from 0 to 600' })
      .int('must be a whole number of seconds from 0 to 600')
      .min(0, 'must be a whole number of seconds from 0 to 600')
      .max(600, 'must be a whole number of seconds from 0 to 600')
      .default(15),
  ),
  /** Tests and drills only: hosts whose push endpoints skip the public-address check (a local push service). */
  TEST_ONLY_PUSH_HOSTS: z.preprocess(emptyAsUndefined, z.string().optional()),
});

export type TConfig = {
  port: number;
  host: string;
  dataDir: string;
  /** Set when an external PostgreSQL is used; otherwise the embedded one is started in dataDir. */
  databaseUrl: string | undefined;
  /**
   * With databaseUrl: the role that owns the tables and runs the migrations, when databaseUrl's role may
   * only read and write them. Undefined: databaseUrl's role does both.
   */
  databaseMigrationUrl: string | undefined;
  publicUrl: string | undefined;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  paymentProvider: 'simulated' | 'stripe';
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string; apiUrl?: string };
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /** Who delivers the emails, as the privacy page names them; undefined: SMTP_URL's host. */
  mailProcessorName: string | undefined;
  timeZone: string;
  logLevel: string;
  /** Built SPA to serve; undefined means look for web/dist beside the server package. */
  webDist: string | undefined;
  /** Behind a reverse proxy: how many hops, or which addresses, may report the client's address. */
  trustProxy: TTrustProxy;
  /** Origins besides the app's own allowed to make unsafe requests (e.g. the Vite dev server). */
  trustedOrigins: string[];
  /** A signed-in session ends after this long without a request, or this long after sign-in. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** Emails to one diner address (trimmed, lower-case) in 24 hours; more are kept as SUPPRESSED, not sent. */
  emailCapPerRecipientPerDay: number;
  /**
   * Tests and drills only: push endpoint hosts (as written in the URL, e.g. 127.0.0.1) exempt from the
   * public-address check, for a local push service. Empty in production.
   */
  testOnlyPushHosts: string[];
  /** Printers may be on loopback addresses (PRINTERS_ALLOW_LOOPBACK). */
  printersAllowLoopback: boolean;
  /** The ports a printer may use (PRINTER_PORTS), as [from, to] ranges. */
  printerPorts: [number, number][];
  /** Seconds between tries of a ticket whose printer cannot take it. */
  printRetrySeconds: number;
  /** scrypt's N for new passwords, as a power of two (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  /** Folder of the nightly backups of the embedded database; undefined: none. */
  backupDir: string | undefined;
  /** How many nightly backups to keep. */
  backupKeep: number;
  /** The bearer token `GET /metrics` asks for; undefined: the route is off (404). */
  metricsToken: string | undefined;
  /** A separate listener for the metrics only (on `host`). */
  metricsPort: number | undefined;
  /** The SMS provider of the escalation's last step; undefined url: no SMS step. */
  sms: { url: string | undefined; token: string | undefined };
  /** Seconds between the sweeps for unseen orders; 0: none (tests call the sweep themselves). */
  unseenSweepSeconds: number;
};

export type TConfigResult = { ok: true; config: TConfig } | { ok: false; errors: string[] };

/**
 * Only where the database is, for the admin command: it must work whatever else the environment says
 * (e.g. ADMIN_PASSWORD given to it without ADMIN_USERNAME, or no payment provider chosen).
 */
export function loadDatabaseConfig(
  env: NodeJS.ProcessEnv = process.env,
):
  | { ok: true; config: Pick<TConfig, 'dataDir' | 'databaseUrl' | 'databaseMigrationUrl'> }
  | { ok: false; errors: string[] } {
  const parsed = ZEnvSchema.pick({
    DATA_DIR: true,
    DATABASE_URL: true,
    DATABASE_MIGRATION_URL: true,
  }).safeParse(env);
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  }
  const e = parsed.data;
  if (e.DATABASE_MIGRATION_URL && !e.DATABASE_URL) return { ok: false, errors: [MIGRATION_URL_ALONE] };
  return {
    ok: true,
    config: {
      dataDir: path.resolve(e.DATA_DIR),
      databaseUrl: e.DATABASE_URL,
      databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
    },
  };
}

const MIGRATION_URL_ALONE =
  'DATABASE_MIGRATION_URL: only together with DATABASE_URL (the embedded database makes its own roles)';

/** Parses the environment once at boot and names every variable that is wrong. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfigResult {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    return { ok: false, errors };
  }
  const e = parsed.data;
  const errors: string[] = [];
  if (e.ADMIN_PASSWORD && !e.ADMIN_USERNAME)
    errors.push('ADMIN_USERNAME: required when ADMIN_PASSWORD is set');
  // Simulated payments take no money: the default only for the embedded demo, never by accident on a
  // real server (an external database or NODE_ENV=production).
  const server = e.DATABASE_URL
    ? 'DATABASE_URL is set'
    : e.NODE_ENV === 'production'
      ? 'NODE_ENV is production'
      : undefined;
  const paymentProvider = e.PAYMENT_PROVIDER ?? (server ? undefined : 'simulated');
  if (!paymentProvider) {
    errors.push(
      `PAYMENT_PROVIDER: must be chosen when ${server} (stripe to take payments, or simulated with ALLOW_SIMULATED_PAYMENTS=true for a test server that takes no money)`,
    );
  } else if (paymentProvider === 'simulated' && server && !e.ALLOW_SIMULATED_PAYMENTS) {
    errors.push(
      `ALLOW_SIMULATED_PAYMENTS: must be true for PAYMENT_PROVIDER=simulated when ${server}, as simulated payments take no money`,
    );
  }
  if (e.DATABASE_MIGRATION_URL && !e.DATABASE_URL) errors.push(MIGRATION_URL_ALONE);
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT)
    errors.push('METRICS_PORT: must differ from PORT');
  if (e.PAYMENT_PROVIDER === 'stripe') {
    for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (!e[key]) errors.push(`${key}: required when PAYMENT_PROVIDER is stripe`);
    }
  }
  if (e.BACKUP_DIR && e.DATABASE_URL)
    errors.push(
      'BACKUP_DIR: nightly backups are for the embedded database; with DATABASE_URL back up with pg_dump (README, "Backups")',
    );
  // Others able to write BACKUP_DIR could read or swap the backups (the whole database); a missing one is made 0700.
  const backupDirProblem = e.BACKUP_DIR ? privateDirProblem(path.resolve(e.BACKUP_DIR)) : undefined;
  if (backupDirProblem) errors.push(`BACKUP_DIR: ${backupDirProblem}`);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      dataDir: path.resolve(e.DATA_DIR),
      databaseUrl: e.DATABASE_URL,
      databaseMigrationUrl: e.DATABASE_MIGRATION_URL,
      publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
      adminUsername: e.ADMIN_USERNAME,
      adminPassword: e.ADMIN_PASSWORD,
      // Demo data is on by default only for the embedded database, never silently on a production server.
      seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
      paymentProvider: paymentProvider ?? 'simulated',
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiUrl: e.STRIPE_API_URL,
      },
      smtpUrl: e.SMTP_URL,
      mailFrom: e.MAIL_FROM,
      mailProcessorName: e.MAIL_PROCESSOR_NAME,
      timeZone: e.TZ_RESTAURANT,
      logLevel: e.LOG_LEVEL,
      webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : undefined,
      trustProxy: e.TRUST_PROXY,
      trustedOrigins: (e.TRUSTED_ORIGINS ?? '')
        .split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean),
      sessionIdleMs: e.SESSION_IDLE_HOURS * 3_600_000,
      sessionMaxMs: e.SESSION_MAX_DAYS * 86_400_000,
      emailCapPerRecipientPerDay: e.EMAIL_CAP_PER_RECIPIENT_PER_DAY,
      testOnlyPushHosts: (e.TEST_ONLY_PUSH_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
      printersAllowLoopback: e.PRINTERS_ALLOW_LOOPBACK === 'true',
      printerPorts: e.PRINTER_PORTS,
      printRetrySeconds: e.PRINT_RETRY_SECONDS,
      passwordHashCost: e.PASSWORD_HASH_COST,
      backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : undefined,
      backupKeep: e.BACKUP_KEEP,
      metricsToken: e.METRICS_TOKEN,
      metricsPort: e.METRICS_PORT,
      sms: { url: e.SMS_URL, token: e.SMS_TOKEN },
      unseenSweepSeconds: e.UNSEEN_SWEEP_SECONDS,
    },
  };
}
