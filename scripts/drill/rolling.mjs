// Rolling restart drill (docs/operations.md "Upgrades"): two app instances on one PostgreSQL behind Debian's
// nginx, configured with docs/deploy/nginx/restaurant-proxy.conf and the site's upstream settings. Diners
// order without a pause while each instance in turn is stopped (SIGTERM, as a deployment does) and started
// again with the new code. Passes when every order is acknowledged at its first attempt (no diner sees an
// error), none is lost or doubled, and each has its email.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  createDatabase,
  firstMenuItemId,
  freePort,
  onCleanup,
  openAroundTheClock,
  ROOT,
  request,
  signInAdmin,
  sleep,
  startServer,
  tempDir,
} from '../bench/harness.mjs';
import { checkOrders, startDiners } from './diners.mjs';

const ROUNDS = Number(process.env.DRILL_ROLLING_ROUNDS ?? 3);
const DINERS = Number(process.env.DRILL_ROLLING_DINERS ?? 4);
const THINK_MS = Number(process.env.DRILL_ROLLING_THINK_MS ?? 100);
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** nginx with the docs' proxy snippet and the site's upstream block, in front of `ports`, on plain http. */
async function startNginx(dir, listenPort, ports) {
  const site = fs.readFileSync(path.join(ROOT, 'docs/deploy/nginx/restaurant.conf'), 'utf8');
  const upstream = /upstream restaurant \{[\s\S]*?\n\}/.exec(site)?.[0];
  if (!upstream) throw new Error('no upstream block in docs/deploy/nginx/restaurant.conf');
  let n = 0;
  const rendered = upstream.replace(/127\.0\.0\.1:808[01]/g, () => `127.0.0.1:${ports[n++ % ports.length]}`);
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, sub));
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
daemon off;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${rendered}
  server {
    listen 127.0.0.1:${listenPort};
    include ${path.join(ROOT, 'docs/deploy/nginx/restaurant-proxy.conf')};
  }
}
`,
  );
  const nginx = spawn(NGINX, ['-c', conf, '-p', dir], { stdio: 'ignore' });
  onCleanup(
    () =>
      new Promise((resolve) => {
        if (nginx.exitCode !== null) return resolve();
        nginx.once('exit', resolve);
        nginx.kill('SIGQUIT');
      }),
  );
  for (let i = 0; i < 100; i++) {
    if ((await request({ port: listenPort, path: '/api/health', timeoutMs: 1000 })).status === 200)
      return nginx;
    await sleep(100);
  }
  throw new Error(`nginx did not come up: ${fs.readFileSync(path.join(dir, 'error.log'), 'utf8')}`);
}

export async function rollingDrill(log) {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is missing at ${NGINX} (apt-get install -y nginx)`);
  const dir = tempDir('drill-rolling');
  const database = await createDatabase('drill_rolling');
  const ports = [await freePort(), await freePort()];
  // Each diner comes from an address of its own (X-Forwarded-For, as if behind the internet), which the app
  // sees through the loopback proxy: the per-address order limit then counts diners apart.
  const env = { TRUST_PROXY: '127.0.0.1' };
  const logFile = (i) => path.join(dir, `server-${i}.log`);
  const servers = [];
  servers[0] = await startServer({ database, port: ports[0], logFile: logFile(0), env });
  servers[1] = await startServer({ database, port: ports[1], logFile: logFile(1), env });
  const proxyPort = await freePort();
  await startNginx(dir, proxyPort, ports);
  const admin = await signInAdmin(proxyPort);
  await openAroundTheClock(admin);
  admin.close();
  const menuItemId = await firstMenuItemId(proxyPort);
  log(`two instances on :${ports.join(' and :')}, nginx on :${proxyPort}`);

  const diners = startDiners({ port: proxyPort, menuItemId, count: DINERS, thinkMs: THINK_MS });
  const problems = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const i of [0, 1]) {
      // As a deployment does: the other instance has answered /api/health, and nginx's fail_timeout (2 s)
      // for it has passed, before this one stops.
      await sleep(3000);
      const before = diners.acked.length;
      const t = Date.now();
      await servers[i].stop();
      servers[i] = await startServer({ database, port: ports[i], logFile: logFile(i), env });
      log(
        `round ${round}: instance ${i + 1} restarted in ${((Date.now() - t) / 1000).toFixed(1)} s (${diners.acked.length - before} orders meanwhile)`,
      );
    }
  }
  await sleep(1500);
  await diners.stop();

  // Every answer a diner got: an order's must be 201 the first time, a token's 200.
  const errors = diners.answers.filter((a) => (a.what === 'order' ? a.status !== 201 : a.status !== 200));
  if (errors.length > 0)
    problems.push(
      `${errors.length} answers were errors a diner would see: ${JSON.stringify(errors.slice(0, 3))}`,
    );
  if (errors.length > 0) {
    const proxyLog = fs.readFileSync(path.join(dir, 'error.log'), 'utf8').trim().split('\n');
    problems.push(`nginx said: ${proxyLog.slice(-4).join(' | ')}`);
  }
  const retried = diners.acked.filter((o) => o.attempts > 1).length;
  if (retried > 0) problems.push(`${retried} orders needed a retry`);

  // The emails of the last orders are queued by then; give the queue a moment to record them.
  await sleep(3000);
  const { result, problems: orderProblems } = await checkOrders(database.url, diners);
  problems.push(...orderProblems.filter((p) => !p.includes('ORDER_RECEIVED email')));
  return {
    name: 'rolling',
    pass: problems.length === 0,
    problems,
    details: {
      rounds: ROUNDS,
      diners: DINERS,
      answers: diners.answers.length,
      errors: errors.length,
      ...result,
    },
  };
}
