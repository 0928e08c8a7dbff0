// Database outage drill: the server runs with DATABASE_URL pointing at a TCP proxy (in this process) in
// front of a fresh database on the machine's PostgreSQL. Under order load the proxy is stopped for 10 s
// (listener closed, every open connection cut: to the app, PostgreSQL is gone) and started again. While
// it is away the server must answer 503 with the standard error body and Retry-After; it must then
// recover by itself, and every acknowledged order must be there exactly once. The machine's
// PostgreSQL service itself is never touched.
import net from 'node:net';
import path from 'node:path';
import {
  createDatabase,
  firstMenuItemId,
  freePort,
  onCleanup,
  openAroundTheClock,
  PG_ADMIN_URL,
  request,
  signInAdmin,
  sleep,
  startServer,
  tail,
  tempDir,
} from '../bench/harness.mjs';
import { checkOrders, startDiners } from './diners.mjs';

const OUTAGE_MS = Number(process.env.DRILL_OUTAGE_S ?? 10) * 1000;
const DINERS = Number(process.env.DRILL_OUTAGE_DINERS ?? 4);
const RECOVERY_LIMIT_MS = 30_000;
const STANDARD_503 = {
  status: 503,
  error: 'Service Unavailable',
};

/** A TCP proxy to PostgreSQL that can be taken away and brought back on the same port. */
function tcpProxy(listenPort, target) {
  const sockets = new Set();
  let server;
  const start = () =>
    new Promise((resolve, reject) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', resolve);
    });
  const stop = () =>
    new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      if (!server) resolve();
      else server.close(() => resolve());
      server = undefined;
    });
  return { start, stop };
}

function isStandard503(answer) {
  if (answer.status !== 503) return false;
  try {
    const body = JSON.parse(answer.body);
    return (
      body.status === STANDARD_503.status &&
      body.error === STANDARD_503.error &&
      typeof body.message === 'string' &&
      !/\bat \S+ \(|node_modules|\.m?js:\d+/.test(answer.body)
    );
  } catch {
    return false;
  }
}

export async function outageDrill(log) {
  const dir = tempDir('drill-outage');
  const logFile = path.join(dir, 'server.log');
  const db = await createDatabase('drill_outage');
  const target = new URL(PG_ADMIN_URL);
  const proxyPort = await freePort();
  const proxy = tcpProxy(proxyPort, { host: target.hostname, port: Number(target.port || 5432) });
  await proxy.start();
  onCleanup(() => proxy.stop());
  const viaProxy = new URL(db.url);
  viaProxy.port = String(proxyPort);

  const server = await startServer({ database: { url: viaProxy.toString() }, logFile });
  const { port } = server;
  const admin = await signInAdmin(port);
  await openAroundTheClock(admin);
  const menuItemId = await firstMenuItemId(port);
  log(`server up on :${port}, DATABASE_URL through a proxy on :${proxyPort} to ${target.host}`);

  const diners = startDiners({ port, menuItemId, count: DINERS, thinkMs: 100 });
  // A reader of the hot paths, as pages and the back office would be, during the whole drill.
  const probes = [];
  let probing = true;
  const prober = (async () => {
    while (probing) {
      for (const p of ['/api/health', '/api/menu-items', '/api/restaurant-info/current']) {
        const res = await request({ port, path: p, timeoutMs: 20_000 });
        probes.push({
          at: Date.now(),
          path: p,
          status: res.status,
          error: res.error,
          body: res.body,
          retryAfter: res.headers['retry-after'],
        });
      }
      const incoming = await admin.get('/api/admin/orders/new', { timeoutMs: 20_000 });
      probes.push({
        at: Date.now(),
        path: '/api/admin/orders/new',
        status: incoming.status,
        error: incoming.error,
        body: incoming.body,
        retryAfter: incoming.headers['retry-after'],
      });
      await sleep(250);
    }
  })();

  await sleep(5000);
  const beforeOutage = diners.acked.length;
  await proxy.stop();
  const down = Date.now();
  log(`PostgreSQL unreachable (proxy stopped) after ${beforeOutage} acknowledged orders`);
  await sleep(OUTAGE_MS);
  await proxy.start();
  const up = Date.now();
  log(`PostgreSQL reachable again after ${((up - down) / 1000).toFixed(1)} s`);

  // Recovery: the first acknowledged order and the first healthy health check after the restore.
  let recoveredAt;
  while (Date.now() - up < RECOVERY_LIMIT_MS) {
    const health = probes.findLast((p) => p.path === '/api/health' && p.at > up && p.status === 200);
    const order = diners.acked.find((o) => o.at > up);
    if (health && order) {
      recoveredAt = Math.max(health.at, order.at);
      break;
    }
    await sleep(100);
  }
  await sleep(5000);
  probing = false;
  await prober;
  await diners.stop();
  const alive = !server.exited;

  const problems = [];
  // While PostgreSQL was away (from 1 s after the cut, so requests already answered are not counted).
  const during = [
    ...diners.answers.filter((a) => a.at > down + 1000 && a.at <= up),
    ...probes.filter((p) => p.at > down + 1000 && p.at <= up),
  ];
  const tally = {};
  for (const a of during) tally[a.status || a.error] = (tally[a.status || a.error] ?? 0) + 1;
  const not503 = during.filter((a) => a.status !== 503);
  const nonStandard = during.filter((a) => a.status === 503 && !isStandard503(a));
  const noRetryAfter = during.filter((a) => a.status === 503 && !a.retryAfter);
  if (during.length === 0) problems.push('no request was answered while PostgreSQL was away');
  if (not503.length)
    problems.push(`${not503.length} answers other than 503 during the outage: ${JSON.stringify(tally)}`);
  if (nonStandard.length)
    problems.push(`${nonStandard.length} 503s without the standard error body, e.g. ${nonStandard[0].body}`);
  if (noRetryAfter.length) problems.push(`${noRetryAfter.length} 503s without Retry-After`);
  if (!recoveredAt)
    problems.push(`no recovery within ${RECOVERY_LIMIT_MS / 1000} s of PostgreSQL coming back`);
  if (!alive)
    problems.push(
      `the server process exited (${JSON.stringify(server.exited)}); its log ends:\n${tail(logFile, 40)}`,
    );
  const after = probes.filter((p) => recoveredAt && p.at > recoveredAt + 1000 && p.status !== 200);
  if (after.length)
    problems.push(`${after.length} failed reads after recovery, e.g. ${after[0].path} ${after[0].status}`);
  const { result, problems: orderProblems } = await checkOrders(db.url, diners);
  problems.push(...orderProblems);
  await server.stop();
  await proxy.stop();
  return {
    name: 'outage',
    pass: problems.length === 0,
    problems,
    details: {
      outageS: (up - down) / 1000,
      answersDuringOutage: tally,
      recoveredAfterS: recoveredAt ? (recoveredAt - up) / 1000 : null,
      ordersBeforeOutage: beforeOutage,
      retriedOrders: diners.acked.filter((o) => o.attempts > 1).length,
      ...result,
    },
  };
}
