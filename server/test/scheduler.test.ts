import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { escalations, rateLimits, sessions } from '../src/db/schema';
import { createScheduler, type TClock } from '../src/jobs/scheduler';
import { placeTakeaway, seededMenuItemId, setupOpenRestaurant, until } from './helpers';

/**
 * One scheduler runs every periodic job (decision: no timer anywhere else). Its clock is the tests': a
 * job runs when the clock says its time has come, never because real time passed.
 */

/** A clock the test moves by hand. */
function fakeClock(start = Date.now()) {
  let now = start;
  const clock: TClock & { advance(ms: number): void } = {
    now: () => now,
    advance: (ms) => {
      now += ms;
    },
  };
  return clock;
}

const clock = fakeClock();
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'restaurant-scheduled-backups-'));
fs.chmodSync(backupDir, 0o700);
afterAll(() => fs.rmSync(backupDir, { recursive: true, force: true }));
const { ctx, admin, diner } = await setupOpenRestaurant({ clock, unseenSweepSeconds: 15, backupDir });
const silent = ctx.app.log;

/** A promise with its resolve, to hold a job's run until the test lets it finish. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('the scheduler', () => {
  it('runs a job when the clock says its time has come, at its period, with the clock’s time', async () => {
    const c = fakeClock(Date.UTC(2026, 10, 28, 12));
    const scheduler = createScheduler({ db: ctx.db, log: silent, clock: c });
    const runs: number[] = [];
    scheduler.add({
      name: 'count',
      everyMs: 60_000,
      firstAfterMs: 10_000,
      run: async (now) => runs.push(+now),
    });
    scheduler.add({ name: 'off', everyMs: 0, run: async () => runs.push(-1) });
    await scheduler.tick();
    expect(runs).toEqual([]);
    c.advance(10_000);
    await scheduler.tick();
    await scheduler.tick();
    expect(runs).toEqual([Date.UTC(2026, 10, 28, 12, 0, 10)]);
    c.advance(59_999);
    await scheduler.tick();
    expect(runs).toHaveLength(1);
    c.advance(1);
    await scheduler.tick();
    expect(runs).toEqual([Date.UTC(2026, 10, 28, 12, 0, 10), Date.UTC(2026, 10, 28, 12, 1, 10)]);
    expect(scheduler.names()).toEqual(['count']);
    await scheduler.stop();
  });

  it('never starts a job again while its last run goes on, and goes on after a failure', async () => {
    const c = fakeClock();
    const scheduler = createScheduler({ db: ctx.db, log: silent, clock: c });
    const slow = gate();
    let started = 0;
    scheduler.add({
      name: 'slow',
      everyMs: 1_000,
      run: async () => {
        started++;
        if (started === 1) await slow.opened;
        if (started === 2) throw new Error('the second run fails');
      },
    });
    c.advance(1_000);
    const first = scheduler.tick();
    c.advance(5_000);
    await scheduler.tick();
    expect(started).toBe(1);
    slow.open();
    await first;
    c.advance(1_000);
    await scheduler.tick(); // fails, logged
    c.advance(1_000);
    await scheduler.tick();
    expect(started).toBe(3);
    await scheduler.stop();
  });

  it('runs a one-instance job on one app instance at a time: the other skips that turn', async () => {
    const c = fakeClock();
    const [a, b] = [0, 1].map(() => createScheduler({ db: ctx.db, log: silent, clock: c }));
    const held = gate();
    const ran: string[] = [];
    for (const [name, scheduler] of [
      ['a', a],
      ['b', b],
    ] as const) {
      scheduler?.add({
        name: 'shared-check',
        everyMs: 1_000,
        oneInstance: true,
        run: async () => {
          ran.push(name);
          await held.opened;
        },
      });
    }
    c.advance(1_000);
    const first = a?.tick();
    await until(() => (ran.length === 1 ? true : undefined));
    await b?.tick();
    expect(ran).toEqual(['a']);
    held.open();
    await first;
    expect(await b?.run('shared-check')).toBe(true);
    expect(ran).toEqual(['a', 'b']);
    await a?.stop();
    await b?.stop();
  });

  it('waits for a running job when it stops', async () => {
    const c = fakeClock();
    const scheduler = createScheduler({ db: ctx.db, log: silent, clock: c });
    const held = gate();
    let finished = false;
    scheduler.add({
      name: 'long',
      everyMs: 1_000,
      run: async () => {
        await held.opened;
        finished = true;
      },
    });
    c.advance(1_000);
    void scheduler.tick();
    const stopped = scheduler.stop().then(() => finished);
    held.open();
    expect(await stopped).toBe(true);
  });
});

describe('the app’s periodic jobs, on the app’s clock', () => {
  it('are the only timers of the app, each by name', () => {
    expect(ctx.app.scheduler.names()).toEqual([
      'unseen-orders',
      'payment-reconciliation',
      'voucher-holds',
      'purge-rate-limits',
      'purge-sessions',
      'restaurant-time-zone',
      'live-keep-alive',
      'reservation-reminders',
      'nightly-backup',
    ]);
  });

  it('check for unseen orders every UNSEEN_SWEEP_SECONDS: an order nobody saw gets its push again', async () => {
    const id = await placeTakeaway(diner, await seededMenuItemId(ctx.app));
    clock.advance(15_000);
    await ctx.app.scheduler.tick();
    expect(await ctx.db.select().from(escalations).where(eq(escalations.subjectId, id))).toEqual([]);
    // Two minutes after it arrived (the default escalateAfterMinutes), the next check pushes again.
    clock.advance(2 * 60_000);
    await ctx.app.scheduler.tick();
    const steps = await ctx.db.select().from(escalations).where(eq(escalations.subjectId, id));
    expect(steps.map((s) => s.step)).toEqual(['PUSH']);
  });

  it('remove expired sessions every ten minutes, and rate-limit counters older than a day every hour', async () => {
    await ctx.db.insert(sessions).values({
      idHash: 'expired-session',
      csrfToken: 'x',
      expiresAt: new Date(Date.now() - 60_000),
    });
    await ctx.db.insert(rateLimits).values({
      key: 'old-counter',
      windowStart: new Date(Date.now() - 2 * 86_400_000),
      count: 3,
    });
    const remaining = async () => ({
      session: (await ctx.db.select().from(sessions).where(eq(sessions.idHash, 'expired-session'))).length,
      counter: (await ctx.db.select().from(rateLimits).where(eq(rateLimits.key, 'old-counter'))).length,
    });
    clock.advance(10 * 60_000);
    await ctx.app.scheduler.tick();
    expect(await remaining()).toEqual({ session: 0, counter: 1 });
    clock.advance(50 * 60_000);
    await ctx.app.scheduler.tick();
    expect(await remaining()).toEqual({ session: 0, counter: 0 });
  });

  it('keep the live streams alive every 15 s and end each after five minutes', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    if (!address || typeof address !== 'object') throw new Error('no port');
    const received: string[] = [];
    let ended = false;
    await new Promise<void>((resolve, reject) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port: address.port,
          path: '/api/admin/events',
          headers: { cookie: admin.cookieHeader() },
        },
        (res) => {
          expect(res.statusCode).toBe(200);
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => received.push(chunk));
          res.on('end', () => {
            ended = true;
          });
          resolve();
        },
      );
      req.on('error', reject);
    });
    await until(() => (received.join('').includes(': connected') ? true : undefined));
    clock.advance(15_000);
    await ctx.app.scheduler.tick();
    await until(() => (received.join('').includes(': keep-alive') ? true : undefined));
    expect(ended).toBe(false);
    clock.advance(5 * 60_000);
    await ctx.app.scheduler.tick();
    await until(() => (ended ? true : undefined));
  });

  it('check whether the nightly backup is due, and queue it', async () => {
    // Due: no backup since the last 05:30. The job queues the backup; its worker finds no embedded
    // database here (the tests' PostgreSQL is external) and records the failure the back office shows.
    await ctx.app.scheduler.run('nightly-backup');
    const latest = await until(async () => {
      const res = await admin.get('/api/admin/backups/latest');
      return res.json().latest ?? undefined;
    });
    expect(latest).toMatchObject({ ok: false });
    const queued = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'backup'`,
    );
    expect(queued.rows[0]?.n).toBeGreaterThanOrEqual(1);
  });
});
