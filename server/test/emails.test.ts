import { spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { emails, restaurantInfo } from '../src/db/schema';
import { TestClient } from './client';
import { ALWAYS_OPEN, requestTable, setupOpenRestaurant, setupTestApp, testConfig, until } from './helpers';
import { deliverAgain, retryNow, untilJobFinal, untilJobsFinal } from './jobs';
import { startSmtp } from './smtp';

const smtp = await startSmtp();
afterAll(() => smtp.close());

const PUBLIC_URL = 'https://hana.example';
const { ctx, admin, diner } = await setupOpenRestaurant({
  smtpUrl: smtp.url,
  mailFrom: 'Hana Sushi & Thai <orders@hana.example>',
  publicUrl: PUBLIC_URL,
});

const menu = (await ctx.app.inject({ url: '/api/menu-items' })).json() as { id: number; name: string }[];
const curry = menu.find((m) => m.name === 'Green Curry Chicken');
if (!curry) throw new Error('no curry');

let serial = 0;
function customer() {
  serial += 1;
  return {
    firstName: 'Lea',
    lastName: 'Meier',
    email: `lea.${serial}.${Date.now()}@example.ch`,
    phone: '+41 79 123 45 67',
    address: { street: 'Ringstrasse', streetNo: '3', plz: '4600', city: 'Olten' },
  };
}

async function placeOrder(paymentMethod: 'CASH' | 'CARD', who = customer()) {
  const res = await diner.post('/api/orders', {
    customerInfo: who,
    orderType: 'TAKEAWAY',
    items: [{ menuItemId: curry?.id, quantity: 2 }],
    paymentMethod,
    asap: true,
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().id as string, email: who.email };
}

/** Waits (polling, bounded) until the mailbox holds a message for `to` whose subject matches. */
async function mailFor(to: string, subject: RegExp, timeoutMs = 20_000): Promise<ParsedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const mail = smtp.received.find(
      (m) => m.to && !Array.isArray(m.to) && m.to.text === to && subject.test(m.subject ?? ''),
    );
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mailsTo = (to: string) => smtp.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to);

describe('emails to diners', () => {
  it('an order received: from the restaurant, with the lines, the total and a tracking link that works', async () => {
    const { id, email } = await placeOrder('CASH');
    const mail = await mailFor(email, /^We received your order #\d+$/);
    expect(mail.from?.text).toBe('"Hana Sushi & Thai" <orders@hana.example>');
    expect(mail.text).toContain('2 × Green Curry Chicken');
    expect(mail.text).toContain('CHF 49.00');
    expect(mail.html).toContain('Track your order');
    const link = `${PUBLIC_URL}/track?orderId=${id}&email=${encodeURIComponent(email)}`;
    expect(mail.text).toContain(link);
    // The link's page asks the tracking API with exactly these parameters.
    const url = new URL(link);
    const tracked = await ctx.app.inject({
      url: `/api/orders/track?orderId=${url.searchParams.get('orderId')}&email=${encodeURIComponent(url.searchParams.get('email') ?? '')}`,
    });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().id).toBe(id);
  });

  it('a card order is announced only once paid', async () => {
    const { id, email } = await placeOrder('CARD');
    const { clientSecret } = (await diner.post(`/api/payments/customer-orders/${id}/intent`)).json();
    // Nothing is recorded for an unpaid card order.
    expect(await ctx.db.select().from(emails).where(eq(emails.orderId, id))).toHaveLength(0);
    const paid = await diner.post('/api/payments/simulated/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(200);
    await mailFor(email, /^We received your order/);
  });

  it('confirmed with the ready time, and cancelled with the reason', async () => {
    const first = await placeOrder('CASH');
    const confirm = await admin.post(`/api/admin/menu-orders/${first.id}/confirm`, {
      print: true,
      extraMinutes: 15,
    });
    expect(confirm.statusCode).toBe(200);
    const confirmed = await mailFor(first.email, /is confirmed$/);
    const readyAt = new Intl.DateTimeFormat('de-CH', {
      timeZone: 'Europe/Zurich',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(confirm.json().committedReadyAt));
    expect(confirmed.text).toContain(`ready for pickup at`);
    expect(confirmed.text).toContain(readyAt);

    const second = await placeOrder('CASH');
    await admin.post(`/api/admin/menu-orders/${second.id}/cancel`, {
      reason: 'Kitchen closed early',
      refundIfPaid: false,
    });
    const cancelled = await mailFor(second.email, /was cancelled$/);
    expect(cancelled.text).toContain('Reason: Kitchen closed early');
  });

  it('reservations: received with the tracking code, then confirmed', async () => {
    const who = customer();
    const code = await requestTable(
      diner,
      { firstName: who.firstName, lastName: who.lastName, email: who.email, phone: who.phone },
      4,
      3,
    );
    const received = await mailFor(who.email, /^We received your table request$/);
    expect(received.text).toContain(`Your tracking code: ${code}`);
    expect(received.text).toContain('4 guests');

    await admin.post(`/api/admin/reservation-orders/${code}/confirm`, {});
    const confirmed = await mailFor(who.email, /^Your table is confirmed$/);
    expect(confirmed.text).toContain(code);
  });

  it('one email per event: repeated deliveries do not resend', async () => {
    const { id, email } = await placeOrder('CASH');
    await mailFor(email, /^We received your order/);
    const [row] = await ctx.db.select().from(emails).where(eq(emails.orderId, id));
    if (!row) throw new Error('no email recorded');
    // Its one delivery is over: the job is final, so nothing is left to send it again by itself.
    const jobs = await untilJobsFinal(ctx.pool, 'email', 'emailId', row.id);
    expect(jobs.map((j) => j.state)).toEqual(['completed']);
    // The queue delivers at least once: the same job again (as after a worker that expired) sends nothing.
    expect(await untilJobFinal(ctx.pool, await deliverAgain(ctx.pool, 'email', { emailId: row.id }))).toBe(
      'completed',
    );
    const [after] = await ctx.db.select().from(emails).where(eq(emails.id, row.id));
    expect(after).toMatchObject({ status: 'SENT', attempts: 2 });
    // The mail server heard of this recipient once (a second delivery would have named it again).
    expect(smtp.recipients.filter((r) => r === email.toLowerCase())).toHaveLength(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('admins see recent emails and how their delivery went; others may not', async () => {
    const { email } = await placeOrder('CASH');
    await mailFor(email, /^We received your order/);
    // The mail server has the message a moment before the app records the delivery.
    const until = Date.now() + 10_000;
    let entry: { to: string; status: string; kind: string } | undefined;
    for (;;) {
      const list = await admin.get('/api/admin/emails');
      expect(list.statusCode).toBe(200);
      entry = (list.json() as { to: string; status: string; kind: string }[]).find((e) => e.to === email);
      if (entry?.status === 'SENT' || Date.now() > until) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(entry).toMatchObject({ kind: 'ORDER_RECEIVED', status: 'SENT' });
    expect((await diner.get('/api/admin/emails')).statusCode).toBe(401);
  });

  it('a refusing mail server: the email waits and goes out when it accepts again', async () => {
    smtp.refuse(true);
    const { id, email } = await placeOrder('CASH');
    const emailRow = async () => (await ctx.db.select().from(emails).where(eq(emails.orderId, id)))[0];
    // The first attempt fails and is recorded.
    const failed = await until(async () => {
      const row = await emailRow();
      return row?.lastError ? row : undefined;
    }, 20_000);
    smtp.refuse(false);
    // pg-boss tries it again after a back-off (seconds, growing), not at once; the test makes that retry
    // due now instead of waiting the back-off out.
    const waiting = await retryNow(ctx.pool, 'email', 'emailId', failed.id);
    expect(waiting.startAfter.getTime()).toBeGreaterThan(Date.now());
    await mailFor(email, /^We received your order/);
    // The mail server has the message a moment before the app records the delivery.
    const sent = await until(async () => {
      const row = await emailRow();
      return row?.status === 'SENT' ? row : undefined;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
  }, 60_000);
});

describe('emails across a restart', () => {
  it('an order taken while the app cannot send is mailed by the next app on the same database', async () => {
    // This app has no working mail server; it stops right after taking the order.
    const first = await buildApp(testConfig({ databaseUrl: ctx.databaseUrl, smtpUrl: 'smtp://127.0.0.1:1' }));
    await first.ready();
    const client = new TestClient(first);
    const who = customer();
    const res = await client.post('/api/orders', {
      customerInfo: who,
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: curry?.id, quantity: 1 }],
      paymentMethod: 'CASH',
      asap: true,
    });
    expect(res.statusCode).toBe(201);
    await first.close();
    // ctx.app (same database, working SMTP) picks the job up. A job the first app fetched in the very
    // moment it stopped stays active until it expires (60 s, jobs/queue.ts) and is then retried after
    // its back-off (5-10 s), so the wait allows for that.
    await mailFor(who.email, /^We received your order/, 100_000);
  }, 120_000);
});

describe('emails across a killed app', () => {
  it('an order acknowledged just before the app is killed (SIGKILL) is still mailed', async () => {
    // The real server as a process on the same database, without a working mail server.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        DATABASE_URL: ctx.databaseUrl,
        DATABASE_MIGRATION_URL: ctx.migrationUrl,
        PAYMENT_PROVIDER: 'simulated',
        ALLOW_SIMULATED_PAYMENTS: 'true',
        DATA_DIR: '/nonexistent',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        SMTP_URL: 'smtp://127.0.0.1:1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (c) => {
      output += c;
    });
    child.stderr?.on('data', (c) => {
      output += c;
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      const until = Date.now() + 60_000;
      let url: string | undefined;
      while (!url) {
        url = /Ready: (http:\/\/localhost:\d+)/.exec(output)?.[1];
        if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
        if (Date.now() > until) throw new Error(`not ready:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const who = customer();
      const csrf = await fetch(`${url}/api/csrf`);
      const cookie = (csrf.headers.getSetCookie() ?? []).map((c) => c.split(';')[0]).join('; ');
      const { token } = (await csrf.json()) as { token: string };
      const res = await fetch(`${url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': token },
        body: JSON.stringify({
          customerInfo: who,
          orderType: 'TAKEAWAY',
          items: [{ menuItemId: curry?.id, quantity: 1 }],
          paymentMethod: 'CASH',
          asap: true,
        }),
      });
      expect(res.status).toBe(201);
      child.kill('SIGKILL');
      await exited;
      // ctx.app, on the same database with a working mail server, delivers it.
      await mailFor(who.email, /^We received your order/, 45_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});

describe('without SMTP_URL', () => {
  it('keeps the email in the outbox as LOGGED', async () => {
    const local = await setupTestApp({ seed: true });
    await local.db.update(restaurantInfo).set({ openingHours: ALWAYS_OPEN });
    const client = new TestClient(local.app);
    const res = await client.post('/api/orders', {
      customerInfo: customer(),
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: curry?.id, quantity: 1 }],
      paymentMethod: 'CASH',
      asap: true,
    });
    const id = res.json().id as string;
    const until = Date.now() + 20_000;
    for (;;) {
      const [row] = await local.db.select().from(emails).where(eq(emails.orderId, id));
      if (row?.status === 'LOGGED') break;
      if (Date.now() > until) throw new Error(`email still ${row?.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 30_000);
});
