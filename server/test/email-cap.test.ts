import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { emails } from '../src/db/schema';
import {
  placeTakeaway,
  requestTable,
  seededMenuItemId,
  setupOpenRestaurant,
  testConfig,
  until,
} from './helpers';
import { startSmtp } from './smtp';

/**
 * Nobody can bomb an address through the restaurant. A recipient gets at most the cap's
 * mails in 24 hours (counted on the address trimmed and lower-cased); more are recorded as SUPPRESSED
 * and never delivered, and the order or table request itself still succeeds.
 */

const smtp = await startSmtp();
afterAll(() => smtp.close());

const CAP = 3;
const { ctx, admin, diner } = await setupOpenRestaurant({
  smtpUrl: smtp.url,
  mailFrom: 'Hana <orders@hana.example>',
  emailCapPerRecipientPerDay: CAP,
});
const curryId = await seededMenuItemId(ctx.app);

async function mailsTo(address: string) {
  const rows = await ctx.db.select().from(emails).orderBy(asc(emails.id));
  return rows.filter((r) => r.toAddress.trim().toLowerCase() === address);
}

/** Email jobs ever written for these emails (pending, done or archived). */
async function jobsFor(ids: number[]) {
  const { rows } = await ctx.pool.query<{ n: number }>(
    `select count(*)::int as n from (
       select data from pgboss.job where name = 'email'
       union all select data from pgboss.archive where name = 'email') j
     where (data->>'emailId')::bigint = any($1::bigint[])`,
    [ids],
  );
  return rows[0]?.n ?? 0;
}

describe('the daily cap of emails per recipient', () => {
  it('reads EMAIL_CAP_PER_RECIPIENT_PER_DAY, 10 by default, and refuses a value that is not a count', () => {
    expect(testConfig({ databaseUrl: 'postgres://x' }).emailCapPerRecipientPerDay).toBe(10);
    const set = loadConfig({ EMAIL_CAP_PER_RECIPIENT_PER_DAY: '25' });
    expect(set.ok && set.config.emailCapPerRecipientPerDay).toBe(25);
    for (const wrong of ['0', '-1', '2.5', 'many']) {
      expect(loadConfig({ EMAIL_CAP_PER_RECIPIENT_PER_DAY: wrong })).toEqual({
        ok: false,
        errors: ['EMAIL_CAP_PER_RECIPIENT_PER_DAY: must be a whole number from 1 to 100000'],
      });
    }
  });

  it('past the cap, orders still succeed; their mails are kept as SUPPRESSED and never sent', async () => {
    // One address, spelled with other cases and spaces: the same recipient.
    const spellings = [
      'bomb@example.ch',
      'Bomb@Example.CH',
      ' BOMB@example.ch',
      'bomb@EXAMPLE.ch',
      'bomb@example.ch',
    ];
    for (const email of spellings) {
      await placeTakeaway(diner, curryId, { customer: { email } });
    }
    const rows = await mailsTo('bomb@example.ch');
    expect(rows.map((r) => r.kind)).toEqual(Array(5).fill('ORDER_RECEIVED'));
    expect(rows.slice(CAP).map((r) => r.status)).toEqual(['SUPPRESSED', 'SUPPRESSED']);
    // The ones within the cap are delivered, the others have no delivery job at all.
    await until(async () =>
      (await mailsTo('bomb@example.ch')).slice(0, CAP).every((r) => r.status === 'SENT') ? true : undefined,
    );
    expect(await jobsFor(rows.slice(CAP).map((r) => r.id))).toBe(0);
    expect(smtp.recipients.filter((r) => r === 'bomb@example.ch')).toHaveLength(CAP);
    const suppressed = await ctx.db
      .select()
      .from(emails)
      .where(eq(emails.id, rows[CAP]?.id ?? 0));
    expect(suppressed[0]).toMatchObject({ status: 'SUPPRESSED', attempts: 0, sentAt: null });

    // The back office sees them, with their state.
    const list = await admin.get('/api/admin/emails');
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as { id: number; status: string }[]).filter((e) =>
      rows.some((r) => r.id === e.id),
    );
    expect(listed.filter((e) => e.status === 'SUPPRESSED')).toHaveLength(2);

    // Another diner is not affected.
    await placeTakeaway(diner, curryId, { customer: { email: 'other@example.ch' } });
    expect((await mailsTo('other@example.ch')).map((r) => r.status)).not.toContain('SUPPRESSED');
  });

  it('a table request past the cap is still taken, its mail suppressed', async () => {
    const guest = {
      firstName: 'Eva',
      lastName: 'Huber',
      email: 'table@example.ch',
      phone: '+41 79 000 00 02',
    };
    for (let i = 0; i < CAP + 1; i++) await requestTable(diner, guest, 2, 2 + i);
    const rows = await mailsTo('table@example.ch');
    expect(rows.map((r) => r.status === 'SUPPRESSED')).toEqual([false, false, false, true]);
  });

  it('orders placed at the same moment cannot pass the cap together', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        placeTakeaway(diner, curryId, { customer: { email: 'burst@example.ch' } }),
      ),
    );
    expect(results).toHaveLength(8);
    const rows = await mailsTo('burst@example.ch');
    expect(rows).toHaveLength(8);
    expect(rows.filter((r) => r.status !== 'SUPPRESSED')).toHaveLength(CAP);
  });
});
