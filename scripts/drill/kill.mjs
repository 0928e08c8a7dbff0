// Kill drill: diners order continuously with idempotency keys while the server is SIGKILLed at random
// moments and restarted (embedded PostgreSQL in a temporary DATA_DIR, left running by the killed
// process as a real crash would leave it). Afterwards every acknowledged order exists exactly once,
// each has exactly one ORDER_RECEIVED email, and once the job queue has drained every email is LOGGED
// and every email job completed exactly once.
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
  const jobs = await query(
    dbUrl,
    `select state::text, count(*)::int as n from (
       select state from pgboss.job where name = 'email'
       union all select state from pgboss.archive where name = 'email') j
     group by state`,
  );
  return { emails, jobs: Object.fromEntries(jobs.map((j) => [j.state, j.n])) };
}

export async function killDrill(log) {
  const dir = tempDir('drill-kill');
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const port = await freePort();
  const started = Date.now();
  let server = await startServer({ database: { dataDir }, port, logFile });
  const admin = await signInAdmin(port);
  await openAroundTheClock(admin);
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
      server = await startServer({ database: { dataDir }, port, logFile, readyTimeoutMs: 90_000 });
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
  while (
    state.emails.queued > 0 ||
    (state.jobs.created ?? 0) + (state.jobs.retry ?? 0) + (state.jobs.active ?? 0) > 0
  ) {
    if (Date.now() - drainStart > DRAIN_TIMEOUT_MS) {
      problems.push(`queue not drained after ${DRAIN_TIMEOUT_MS / 1000} s: ${JSON.stringify(state)}`);
      break;
    }
    if (Date.now() - lastLog > 30_000) {
      log(
        `waiting for the email queue: ${state.emails.queued} QUEUED, ${state.emails.logged} LOGGED, jobs ${JSON.stringify(state.jobs)}`,
      );
      lastLog = Date.now();
    }
    await sleep(2000);
    state = await queueState(dbUrl);
  }
  const drainS = Math.round((Date.now() - drainStart) / 1000);
  log(`email queue drained in ${drainS} s: ${JSON.stringify(state)}`);

  const { result, problems: orderProblems } = await checkOrders(dbUrl, diners);
  problems.push(...orderProblems);
  if (state.emails.other > 0) problems.push(`${state.emails.other} emails neither LOGGED nor QUEUED`);
  if (state.emails.queued > 0) problems.push(`${state.emails.queued} emails stuck in QUEUED`);
  const completed = state.jobs.completed ?? 0;
  if (completed !== state.emails.total)
    problems.push(`${state.emails.total} emails but ${completed} completed email jobs`);
  if (state.jobs.failed) problems.push(`${state.jobs.failed} failed email jobs`);
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
    },
  };
}
