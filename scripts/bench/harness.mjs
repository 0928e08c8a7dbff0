// Shared by `npm run bench` and `npm run drill`: starts the production build on 127.0.0.1 with a
// fresh database (embedded in a temporary DATA_DIR, or a new database on an external PostgreSQL),
// talks to it the way the web client does (anti-forgery cookie and header), and cleans up every
// process and database it made, even when a run fails or is interrupted.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-1' };
/** Opening hours around the clock (as the browser tests set them), so runs never depend on the time. */
export const ALWAYS_OPEN = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
  .map((d) => `${d}: 00:00-00:00`)
  .join('\n');
/** The machine's PostgreSQL (trust auth); override with BENCH_PG_ADMIN_URL. */
export const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The bundle `npm start` runs with SEED_DEMO on (which the runs set): the demo restaurant's entry,
 * demo/dist/main.js (the product with the demo's data; npm run build), unless BENCH_SERVER_ENTRY says
 * otherwise.
 */
export function serverEntry() {
  const entry = process.env.BENCH_SERVER_ENTRY ?? path.join(ROOT, 'demo/dist/main.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first.`);
  return entry;
}

// ---------------------------------------------------------------------------------------------
// Clean-up of everything this process starts

const cleanups = [];
let cleaningUp;

/** Registers an async clean-up; run in reverse order by `cleanupAll` (also on Ctrl-C and SIGTERM). */
export function onCleanup(fn) {
  cleanups.push(fn);
  return () => {
    const i = cleanups.indexOf(fn);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

export function cleanupAll() {
  cleaningUp ??= (async () => {
    while (cleanups.length > 0) {
      const fn = cleanups.pop();
      try {
        await fn();
      } catch (err) {
        console.error(`clean-up: ${err.message}`);
      }
    }
  })().finally(() => {
    // Later runs in the same process (the drills one after another) register and clean up again.
    cleaningUp = undefined;
  });
  return cleaningUp;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up...`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------
// Ports, directories, databases

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A fresh temporary directory, removed at clean-up (readable by the `postgres` user when run as root). */
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  fs.chmodSync(dir, 0o755);
  onCleanup(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A new database on the machine's PostgreSQL, dropped at clean-up. */
export async function createDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  onCleanup(async () => {
    const c = new pg.Client({ connectionString: PG_ADMIN_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  });
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** The URL of the embedded PostgreSQL a server started in `dataDir` (as `npm run admin` finds it). */
export function embeddedUrl(dataDir) {
  const password = fs.readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
  const port = fs.readFileSync(path.join(dataDir, 'postgres.port'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/restaurant`;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the embedded PostgreSQL left running in `dataDir` by a killed server (it runs detached). */
export async function stopOrphanPostgres(dataDir) {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number.parseInt(fs.readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 150 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

// ---------------------------------------------------------------------------------------------
// The server

/**
 * Starts the production build and waits until /api/health answers 200. `database` is
 * { dataDir } for the embedded PostgreSQL or { url } for an external one. TRUST_PROXY names this
 * process (127.0.0.1) as a proxy so that simulated diners can come from distinct addresses
 * (X-Forwarded-For), as they do behind a proxy.
 */
export async function startServer({ database, port, env = {}, logFile, readyTimeoutMs = 120_000 }) {
  const entry = serverEntry();
  const serverPort = port ?? (await freePort());
  const out = fs.openSync(logFile, 'a');
  // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SEED_DEMO: 'true',
      // A test server: simulated payments, allowed explicitly (the app refuses them by default with
      // DATABASE_URL or NODE_ENV=production).
      PAYMENT_PROVIDER: 'simulated',
      ALLOW_SIMULATED_PAYMENTS: 'true',
      PUBLIC_URL: `http://127.0.0.1:${serverPort}`,
      ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }),
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  let exited = null;
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    }),
  );
  const server = {
    port: serverPort,
    base: `http://127.0.0.1:${serverPort}`,
    pid: child.pid,
    exit,
    get exited() {
      return exited;
    },
    /** SIGKILL, as a crash or the OOM killer would; the embedded PostgreSQL keeps running. */
    async kill() {
      if (!exited) child.kill('SIGKILL');
      await exit;
    },
    /** Graceful stop (SIGTERM), then SIGKILL after 45 s; then any orphan embedded PostgreSQL. */
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 45_000);
        await exit;
        clearTimeout(timer);
      }
      if (database.dataDir) await stopOrphanPostgres(database.dataDir);
    },
  };
  const unregister = onCleanup(() => server.stop());
  exit.then(() => {
    if (!database.dataDir) unregister();
  });

  const until = Date.now() + readyTimeoutMs;
  while (Date.now() < until) {
    if (exited)
      throw new Error(`server exited during start-up (${JSON.stringify(exited)}):\n${tail(logFile)}`);
    const res = await request({ port: serverPort, path: '/api/health', timeoutMs: 2000 });
    if (res.status === 200) return server;
    await sleep(100);
  }
  throw new Error(`server not ready within ${readyTimeoutMs} ms:\n${tail(logFile)}`);
}

/** The end of a log file, for error messages (the temporary directory is removed at clean-up). */
export function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** One request; never throws (status 0 and `error` on a network failure or timeout). */
export function request({
  port,
  method = 'GET',
  path: urlPath,
  headers = {},
  body,
  agent,
  timeoutMs = 30_000,
  keepBody = true,
}) {
  return new Promise((resolve) => {
    const start = performance.now();
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      resolve({ ...result, ms: performance.now() - start, end: performance.now() });
    };
    let req;
    // Node frames a DELETE body only with an explicit length (no chunked encoding by default).
    if (body != null && headers['content-length'] === undefined)
      headers = { ...headers, 'content-length': Buffer.byteLength(body) };
    try {
      req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers, agent: agent ?? false });
    } catch (err) {
      finish({ status: 0, error: `client: ${err.code ?? err.message}`, headers: {}, body: '' });
      return;
    }
    req.on('response', (res) => {
      const chunks = [];
      let bytes = 0;
      res.on('data', (c) => {
        bytes += c.length;
        if (keepBody) chunks.push(c);
      });
      res.on('end', () => {
        // bytes: the answer's size as sent (compressed when it is), which `body` as text does not keep.
        // A load that only counts answers keeps no body: the client's own work per byte would otherwise
        // be measured too (it shares the machine with the server).
        const body = keepBody ? Buffer.concat(chunks).toString() : '';
        finish({ status: res.statusCode, headers: res.headers, body, bytes });
      });
      res.on('error', (err) => finish({ status: 0, error: err.code ?? err.message, headers: {}, body: '' }));
    });
    req.on('error', (err) => finish({ status: 0, error: err.code ?? err.message, headers: {}, body: '' }));
    req.setTimeout(timeoutMs, () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.end(body);
  });
}

/**
 * A browser-like client: its own keep-alive connection and cookie jar, the anti-forgery header on
 * unsafe requests, and an optional client address (X-Forwarded-For).
 */
export class Client {
  constructor(port, { ip, keepAlive = true } = {}) {
    this.port = port;
    this.ip = ip;
    this.cookies = new Map();
    this.agent = keepAlive ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : false;
  }
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  remember(res) {
    const set = res.headers?.['set-cookie'] ?? [];
    for (const line of set) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
  forgetCookies() {
    this.cookies.clear();
  }
  async send(method, urlPath, { json, raw, headers = {}, timeoutMs, keepBody } = {}) {
    const h = { ...headers };
    if (this.cookies.size > 0) h.cookie = this.cookieHeader();
    if (this.ip) h['x-forwarded-for'] = this.ip;
    let body = raw;
    if (json !== undefined) {
      body = JSON.stringify(json);
      h['content-type'] ??= 'application/json';
    }
    // null leaves the anti-forgery header out on purpose.
    if (h['x-xsrf-token'] === null) delete h['x-xsrf-token'];
    else if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && this.cookies.has('XSRF-TOKEN'))
      h['x-xsrf-token'] ??= decodeURIComponent(this.cookies.get('XSRF-TOKEN'));
    const res = await request({
      port: this.port,
      method,
      path: urlPath,
      headers: h,
      body,
      agent: this.agent,
      timeoutMs,
      keepBody,
    });
    this.remember(res);
    return res;
  }
  get(urlPath, options) {
    return this.send('GET', urlPath, options);
  }
  /** GET /api/csrf: starts an anonymous session (cookies sid and XSRF-TOKEN) unless one exists. */
  async csrf() {
    const res = await this.get('/api/csrf');
    if (res.status !== 200) throw new Error(`csrf: ${res.status} ${res.error ?? res.body}`);
    return JSON.parse(res.body).token;
  }
  close() {
    if (this.agent) this.agent.destroy();
  }
}

export async function signInAdmin(port) {
  const admin = new Client(port);
  await admin.csrf();
  const res = await admin.send('POST', '/api/auth/login', { json: ADMIN });
  if (res.status !== 200) throw new Error(`admin sign-in: ${res.status} ${res.body}`);
  return admin;
}

/** Opens the restaurant around the clock (as the browser tests' global set-up does). */
export async function openAroundTheClock(admin) {
  const current = await admin.get('/api/admin/restaurant-info');
  if (current.status !== 200) throw new Error(`restaurant info: ${current.status} ${current.body}`);
  const info = JSON.parse(current.body);
  const saved = await admin.send('PUT', `/api/admin/restaurant-info/${info.id}`, {
    json: { ...info, openingHours: ALWAYS_OPEN },
  });
  if (saved.status !== 200) throw new Error(`opening hours: ${saved.status} ${saved.body}`);
  return info;
}

export async function firstMenuItemId(port) {
  const res = await request({ port, path: '/api/menu-items' });
  const items = JSON.parse(res.body);
  const item = items.find((i) => i.available !== false) ?? items[0];
  if (!item) throw new Error('no menu items (demo data missing?)');
  return item.id;
}

export function orderPayload(menuItemId, n) {
  return {
    customerInfo: {
      firstName: 'Bench',
      lastName: `Diner ${n}`,
      email: `diner${n}@example.ch`,
      phone: '+41 79 000 11 22',
      address: { street: 'Bahnhofstrasse', streetNo: '1', plz: '4600', city: 'Olten' },
    },
    orderType: 'TAKEAWAY',
    items: [{ menuItemId, quantity: 1 + (n % 3) }],
    paymentMethod: 'CASH',
    asap: true,
  };
}

let ipCounter = 0;
/** A distinct client address per diner: the per-address order limit is not what is measured. */
export function nextDinerIp() {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

// ---------------------------------------------------------------------------------------------
// Statistics

export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function summarize(latencies, seconds, errors) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    rps: Math.round((sorted.length / seconds) * 10) / 10,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    errors,
  };
}

export const round = (v, digits = 1) => (v == null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

export function loadAverage() {
  return os.loadavg().map((v) => Math.round(v * 100) / 100);
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

/** Prints rows as an aligned text table. */
export function printTable(rows, columns) {
  const text = rows.map((r) => columns.map((c) => (r[c] == null ? '' : String(r[c]))));
  const widths = columns.map((c, i) => Math.max(c.length, ...text.map((t) => t[i].length)));
  const line = (cells) => cells.map((v, i) => v.padEnd(widths[i])).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const t of text) console.log(line(t));
}

export async function query(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
