// Kill drill: diners order continuously with idempotency keys while the server is SIGKILLed at random
// moments and restarted (embedded PostgreSQL in a temporary DATA_DIR, left running by the killed
// process as a real crash would leave it). Afterwards every acknowledged order exists exactly once,
// each has exactly one ORDER_RECEIVED email, and once the job queue has drained every email is LOGGED
// and every email job completed exactly once. An admin device is subscribed to pushes (a local push
// service): every order reaches it, and every push job completed exactly once.
import path from 'node:path';
import {
  embeddedUrl,
  firstMenuItemId,
  freePort,
  openAroundTheClock,
  query,
  signInAdmin,
  sleep,
  startServer,
  tempDir,
} from '../bench/harness.mjs';
import { checkOrders, startDiners } from './diners.mjs';
import { PUSH_CA_FILE, startFakePushService } from './fake-push.mjs';

const KILLS = Number(process.env.DRILL_KILLS ?? 20);
const DINERS = Number(process.env.DRILL_KILL_DINERS ?? 3);
const THINK_MS = Number(process.env.DRILL_KILL_THINK_MS ?? 400);
const DRAIN_TIMEOUT_MS = Number(process.env.DRILL_DRAIN_TIMEOUT_S ?? 900) * 1000;

/**
 * `attemptedMoreThanOnce`: emails whose job was picked up again after a kill interrupted it. The sender
 * counts the attempt first and skips a mail already LOGGED or SENT, so this is not a second delivery;
 * `withTwoReceivedEmails` (one order, two mails) and `completed` jobs per email are the checks for that.
 */
async function queueState(dbUrl) {
  const [emails] = await query(
    dbUrl,
    `select count(*) filter (where status = 'LOGGED')::int as logged,
            count(*) filter (where status = 'QUEUED')::int as queued,
            count(*) filter (where status not in ('LOGGED', 'QUEUED'))::int as other,
            count(*) filter (where attempts > 1)::int as "attemptedMoreThanOnce",
            count(*)::int as total
       from emails`,
  );
  return { emails, jobs: await jobStates(dbUrl, 'email'), pushJobs: await jobStates(dbUrl, 'push') };
}

async function jobStates(dbUrl, queue) {
  const rows = await query(
    dbUrl,
    `select state::text, count(*)::int as n from (
       select state from pgboss.job where name = $1
       union all select state from pgboss.archive where name = $1) j
     group by state`,
    [queue],
  );
  return Object.fromEntries(rows.map((j) => [j.state, j.n]));
}

const pending = (jobs) => (jobs.created ?? 0) + (jobs.retry ?? 0) + (jobs.active ?? 0);

export async function killDrill(log) {
  const dir = tempDir('drill-kill');
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const started = Date.now();
  const push = await startFakePushService();
  // The local push service is on 127.0.0.1, which the server refuses as a push host unless told.
  const env = { NODE_EXTRA_CA_CERTS: PUSH_CA_FILE, TEST_ONLY_PUSH_HOSTS: '127.0.0.1' };
  let server = await startServer({ database: { dataDir }, port, logFile, env });
  const admin = await signInAdmin(port);
  await openAroundTheClock(admin);
  const subscribed = await admin.send('POST', '/api/public/webpush/subscribe', {
    json: { ...push.subscription('kitchen'), tag: 'orders' },
  });
  if (subscribed.status !== 201)
    throw new Error(`push subscription: ${subscribed.status} ${subscribed.body}`);
  admin.close();
  const menuItemId = await firstMenuItemId(port);
  log(
    `server up on :${port} (embedded PostgreSQL, first start ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );

  const diners = startDiners({ port, menuItemId, count: DINERS, thinkMs: THINK_MS });
  const restarts = [];
  const problems = [];
  for (let i = 1; i <= KILLS; i++) {
    await sleep(300 + Math.random() * 2700);
    const before = diners.acked.length;
    await server.kill();
    const t = Date.now();
    try {
      server = await startServer({ database: { dataDir }, port, logFile, env, readyTimeoutMs: 90_000 });
    } catch (err) {
      problems.push(`restart ${i} failed: ${err.message}`);
      break;
    }
    restarts.push(Date.now() - t);
    log(
      `kill ${String(i).padStart(2)}: SIGKILL after ${before} acknowledged orders; back in ${((Date.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  await sleep(2000);
  await diners.stop();
  log(
    `diners stopped: ${diners.acked.length} orders acknowledged (${diners.acked.filter((o) => o.attempts > 1).length} after retries)`,
  );

  // The embedded PostgreSQL gets a new port at every start.
  const dbUrl = embeddedUrl(dataDir);
  // Emails: the queue drains (about one job per second per instance), killed jobs expire and are retried.
  const drainStart = Date.now();
  let state = await queueState(dbUrl);
  let lastLog = 0;
  while (state.emails.queued > 0 || pending(state.jobs) + pending(state.pushJobs) > 0) {
    if (Date.now() - drainStart > DRAIN_TIMEOUT_MS) {
      problems.push(`queue not drained after ${DRAIN_TIMEOUT_MS / 1000} s: ${JSON.stringify(state)}`);
      break;
    }
    if (Date.now() - lastLog > 30_000) {
      log(
        `waiting for the job queue: ${state.emails.queued} emails QUEUED, ${state.emails.logged} LOGGED, email jobs ${JSON.stringify(state.jobs)}, push jobs ${JSON.stringify(state.pushJobs)}`,
      );
      lastLog = Date.now();
    }
    await sleep(2000);
    state = await queueState(dbUrl);
  }
  const drainS = Math.round((Date.now() - drainStart) / 1000);
  log(`job queue drained in ${drainS} s: ${JSON.stringify(state)}`);

  const { result, problems: orderProblems } = await checkOrders(dbUrl, diners);
  problems.push(...orderProblems);
  if (state.emails.other > 0) problems.push(`${state.emails.other} emails neither LOGGED nor QUEUED`);
  if (state.emails.queued > 0) problems.push(`${state.emails.queued} emails stuck in QUEUED`);
  const completed = state.jobs.completed ?? 0;
  if (completed !== state.emails.total)
    problems.push(`${state.emails.total} emails but ${completed} completed email jobs`);
  if (state.jobs.failed) problems.push(`${state.jobs.failed} failed email jobs`);

  // Pushes: one job per order for the one device; each order reaches it. A kill between the push
  // service's 201 and the job's completion sends it again: same Topic (the push service replaces an
  // undelivered one) and same notification tag (the device replaces the shown one), so it is counted
  // apart from the checks.
  const perTopic = new Map();
  for (const r of push.received) perTopic.set(r.topic, (perTopic.get(r.topic) ?? 0) + 1);
  const pushesLost = diners.acked.filter((o) => !perTopic.has(`order-${o.id}`)).length;
  const pushesRepeated = diners.acked.filter((o) => (perTopic.get(`order-${o.id}`) ?? 0) > 1).length;
  const pushJobsCompleted = state.pushJobs.completed ?? 0;
  if (pushesLost > 0) problems.push(`${pushesLost} acknowledged orders never reached the subscribed device`);
  if (pushJobsCompleted !== diners.acked.length)
    problems.push(`${diners.acked.length} orders but ${pushJobsCompleted} completed push jobs`);
  if (state.pushJobs.failed) problems.push(`${state.pushJobs.failed} failed push jobs`);
  await push.close();
  await server.stop();
  const sorted = [...restarts].sort((a, b) => a - b);
  return {
    name: 'kill',
    pass: problems.length === 0 && restarts.length === KILLS,
    problems,
    details: {
      kills: restarts.length,
      restartMedianS: sorted.length ? sorted[Math.floor(sorted.length / 2)] / 1000 : null,
      restartMaxS: sorted.length ? sorted[sorted.length - 1] / 1000 : null,
      ...result,
      retriedOrders: diners.acked.filter((o) => o.attempts > 1).length,
      emailDrainS: drainS,
      emails: state.emails,
      emailJobs: state.jobs,
      pushesReceived: push.received.length,
      pushesLost,
      pushesRepeated,
      pushJobs: state.pushJobs,
    },
  };
}
