import { randomBytes } from 'node:crypto';
import { DEFAULT_RESERVATION_SETTINGS } from '@app/shared/reservation-settings';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { emails, reservations } from '../src/db/schema';
import { gsmSeptets, toGsm } from '../src/lib/sms-text';
import { reminderSms, swissMobile } from '../src/modules/reservations/reminders';
import { startFakeSms } from './fake-sms';
import { setupOpenRestaurant, testConfig, until } from './helpers';

/**
 * Reminders of booked tables (the reservation settings' reminderHoursBefore): which bookings get one and
 * when, once across runs and app instances built one after another over the same database, an email in
 * the booking's language with its private link, and an SMS only to a Swiss mobile where SMS_URL is set.
 * The job runs at instants the test chooses (`scheduler.run`), relative to the real clock: any hour works.
 */
const HOUR = 3_600_000;
const MINUTE = 60_000;
const sms = await startFakeSms();
afterAll(() => sms.close());
const smsConfig = { sms: { url: sms.url, token: 'sms-token' } };
// A clock of the test's own: no timer runs the job behind the test's back.
const clock = { now: () => Date.now() };
const { ctx, admin } = await setupOpenRestaurant({ ...smsConfig, clock });

async function setReminderHours(hours: number) {
  const res = await admin.put('/api/admin/reservation-settings', {
    ...DEFAULT_RESERVATION_SETTINGS,
    reminderHoursBefore: hours,
  });
  expect(res.statusCode, res.body).toBe(200);
}

type TBooking = {
  at: Date;
  createdAt?: Date;
  status?: 'REQUESTED' | 'CONFIRMED' | 'CANCELLED' | 'NO_SHOW';
  email?: string;
  phone?: string;
  language?: 'de' | 'fr' | 'it' | 'en';
  people?: number;
};

/** A booking written as it stands (no change hooks: no other email muddles the outbox). */
async function book(b: TBooking): Promise<string> {
  const id = randomBytes(8).toString('hex');
  await ctx.db.insert(reservations).values({
    id,
    customerFirstName: 'Lea',
    customerLastName: 'Meier',
    customerEmail: b.email ?? `${id}@example.ch`,
    customerPhone: b.phone ?? '+41 62 212 34 56',
    reservationAt: b.at,
    numberOfPeople: b.people ?? 4,
    status: b.status ?? 'CONFIRMED',
    language: b.language ?? 'en',
    createdAt: b.createdAt ?? new Date(b.at.getTime() - 10 * 24 * HOUR),
  });
  return id;
}

const reminders = (ids: string[]) =>
  ctx.db
    .select()
    .from(emails)
    .where(and(inArray(emails.reservationId, ids), eq(emails.kind, 'RESERVATION_REMINDER')));
const sentAt = async (id: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0]?.reminderSentAt ?? null;
const smsTo = (to: string) => sms.received.filter((r) => (r.body as { to: string }).to === to);
/** Whole minutes ahead, so the job's instants stay apart from the real clock's. */
const base = () => new Date(Math.floor(Date.now() / MINUTE) * MINUTE + MINUTE);

describe('which bookings are reminded, and when', () => {
  it('reminds CONFIRMED bookings within the hours ahead that were booked before the window opened', async () => {
    await setReminderHours(24);
    const now = base();
    const soon = await book({ at: new Date(now.getTime() + 23 * HOUR) });
    const later = await book({ at: new Date(now.getTime() + 25 * HOUR) });
    const past = await book({ at: new Date(now.getTime() - 10 * MINUTE) });
    // Booked three hours ahead one minute ago: within its window from the start.
    const lastMinute = await book({
      at: new Date(now.getTime() + 3 * HOUR),
      createdAt: new Date(now.getTime() - MINUTE),
    });
    const requested = await book({ at: new Date(now.getTime() + 2 * HOUR), status: 'REQUESTED' });
    const cancelled = await book({ at: new Date(now.getTime() + 2 * HOUR), status: 'CANCELLED' });
    const all = [soon, later, past, lastMinute, requested, cancelled];

    await ctx.app.scheduler.run('reservation-reminders', now);
    expect((await reminders(all)).map((e) => e.reservationId)).toEqual([soon]);
    expect(await sentAt(soon)).toEqual(now);
    expect(await sentAt(lastMinute)).toBeNull();

    // Two hours on, the later one is within 24 hours; the others never are.
    const twoHoursOn = new Date(now.getTime() + 2 * HOUR);
    await ctx.app.scheduler.run('reservation-reminders', twoHoursOn);
    expect((await reminders(all)).map((e) => e.reservationId).sort()).toEqual([soon, later].sort());
  });

  it('sends the email in the booking’s language with the date, time, people and the private link', async () => {
    await setReminderHours(24);
    const now = base();
    const fr = await book({ at: new Date(now.getTime() + 5 * HOUR), language: 'fr', people: 3 });
    const de = await book({ at: new Date(now.getTime() + 5 * HOUR), language: 'de', people: 1 });
    await ctx.app.scheduler.run('reservation-reminders', now);
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, fr));
    const [mail] = await reminders([fr]);
    expect(mail?.subject).toMatch(/^Rappel : votre table le \d\d\.\d\d\.\d{4},? \d\d:\d\d$/);
    expect(mail?.textBody).toContain('3 personnes');
    expect(mail?.textBody).toContain(`/reservation/manage/${row?.manageToken}`);
    expect(mail?.htmlBody).toContain(`/reservation/manage/${row?.manageToken}`);
    expect(mail?.htmlBody).toContain('<html lang="fr-CH">');
    const [german] = await reminders([de]);
    expect(german?.subject).toMatch(/^Erinnerung: Ihr Tisch am /);
    expect(german?.textBody).toContain('für 1 Person am');
  });

  it('sends nothing with reminderHoursBefore 0', async () => {
    await setReminderHours(0);
    const now = base();
    const id = await book({ at: new Date(now.getTime() + HOUR) });
    await ctx.app.scheduler.run('reservation-reminders', now);
    expect(await reminders([id])).toHaveLength(0);
    expect(await sentAt(id)).toBeNull();
    await setReminderHours(24);
  });
});

describe('sent once', () => {
  it('sends nothing twice when the job runs again', async () => {
    await setReminderHours(24);
    const now = base();
    const id = await book({ at: new Date(now.getTime() + 6 * HOUR), phone: '079 555 01 01' });
    await ctx.app.scheduler.run('reservation-reminders', now);
    await ctx.app.scheduler.run('reservation-reminders', now);
    await ctx.app.scheduler.run('reservation-reminders', new Date(now.getTime() + 5 * MINUTE));
    expect(await reminders([id])).toHaveLength(1);
    await until(() => (smsTo('+41795550101').length > 0 ? true : undefined));
    expect(smsTo('+41795550101')).toHaveLength(1);
  });

  it('sends nothing twice across a restart: instances built one after another over the same database', async () => {
    await setReminderHours(24);
    const now = base();
    const first = await book({ at: new Date(now.getTime() + 4 * HOUR) });
    const config = testConfig({ databaseUrl: ctx.databaseUrl, clock });
    const before = await buildApp(config);
    await before.ready();
    await before.scheduler.run('reservation-reminders', now);
    await before.close();
    expect(await reminders([first])).toHaveLength(1);

    // Started again: the first is not sent again; one booked since is.
    const second = await book({ at: new Date(now.getTime() + 4 * HOUR) });
    const after = await buildApp(config);
    await after.ready();
    try {
      await after.scheduler.run('reservation-reminders', new Date(now.getTime() + MINUTE));
      await after.scheduler.run('reservation-reminders', new Date(now.getTime() + 2 * MINUTE));
    } finally {
      await after.close();
    }
    expect(await reminders([first])).toHaveLength(1);
    expect(await reminders([second])).toHaveLength(1);
  });

  it('sends once when two instances run the job at the same moment', async () => {
    await setReminderHours(24);
    const now = base();
    const ids = await Promise.all([1, 2, 3].map(() => book({ at: new Date(now.getTime() + 3 * HOUR) })));
    const other = await buildApp(testConfig({ databaseUrl: ctx.databaseUrl, clock }));
    await other.ready();
    try {
      await Promise.all([
        ctx.app.scheduler.run('reservation-reminders', now),
        other.scheduler.run('reservation-reminders', now),
      ]);
      // The one that found the job running skipped its turn; its next turn finds them reminded.
      await other.scheduler.run('reservation-reminders', now);
    } finally {
      await other.close();
    }
    expect((await reminders(ids)).map((e) => e.reservationId).sort()).toEqual([...ids].sort());
  });
});

describe('a booking moved after its reminder', () => {
  it('is reminded again of its new time', async () => {
    await setReminderHours(24);
    const now = base();
    const id = await book({ at: new Date(now.getTime() + 3 * HOUR) });
    await ctx.app.scheduler.run('reservation-reminders', now);
    expect(await reminders([id])).toHaveLength(1);
    const row = (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0];
    // Staff move it an hour later (on the 5-minute step, in the restaurant's time).
    const later = new Date(Math.ceil((Date.now() + 4 * HOUR) / (5 * MINUTE)) * 5 * MINUTE);
    const moved = await admin.put(`/api/admin/reservations/${id}`, {
      customerInfo: {
        firstName: 'Lea',
        lastName: 'Meier',
        email: row?.customerEmail,
        phone: row?.customerPhone,
      },
      reservationDateTime: later.toISOString(),
      numberOfPeople: 4,
      specialRequests: '',
      status: 'CONFIRMED',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await sentAt(id)).toBeNull();
    await ctx.app.scheduler.run('reservation-reminders', new Date(now.getTime() + MINUTE));
    expect(await reminders([id])).toHaveLength(2);
  });
});

describe('email and SMS', () => {
  it('texts a Swiss mobile only, and a booking without email gets the SMS alone', async () => {
    await setReminderHours(24);
    const now = base();
    const at = new Date(now.getTime() + 2 * HOUR);
    const noEmail = await book({ at, email: '', phone: '+41 (0)78 555 02 02', language: 'de', people: 2 });
    const landline = await book({ at, phone: '062 555 03 03' });
    const foreign = await book({ at, phone: '+49 151 5550404' });
    await ctx.app.scheduler.run('reservation-reminders', now);

    expect(await reminders([noEmail])).toHaveLength(0);
    expect(await sentAt(noEmail)).toEqual(now);
    expect(await reminders([landline, foreign])).toHaveLength(2);
    await until(() => (smsTo('+41785550202').length > 0 ? true : undefined));
    const [message] = smsTo('+41785550202');
    expect(message?.authorization).toBe('Bearer sms-token');
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, noEmail));
    const text = (message?.body as { text: string } | undefined)?.text ?? '';
    expect(text).toMatch(/^Erinnerung: Tisch für 2 Personen, \d\d\.\d\d\.\d{4}, \d\d:\d\d[,.] /);
    expect(text).toContain(`/reservation/manage/${row?.manageToken}`);
    // As the network carries it: GSM-7, one message.
    expect(gsmSeptets(text)).not.toBeNull();
    expect(gsmSeptets(text)).toBeLessThanOrEqual(160);
    // Another job's SMS would have come by now (the queue polls every second); none to these numbers.
    expect(sms.received.filter((r) => /5550303|5550404/.test((r.body as { to: string }).to))).toHaveLength(0);
  });

  it('sends no SMS where no SMS provider is configured', async () => {
    await setReminderHours(24);
    const quiet = await buildApp(
      testConfig({ databaseUrl: ctx.databaseUrl, clock, sms: { url: undefined, token: undefined } }),
    );
    await quiet.ready();
    const now = base();
    const id = await book({ at: new Date(now.getTime() + 2 * HOUR), phone: '076 555 05 05' });
    try {
      await quiet.scheduler.run('reservation-reminders', now);
    } finally {
      await quiet.close();
    }
    expect(await reminders([id])).toHaveLength(1);
    const [job] = (
      await ctx.pool.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where name = 'sms' and data->>'to' = '+41765550505'`,
      )
    ).rows;
    expect(job?.n).toBe(0);
  });
});

describe('the SMS text', () => {
  it('recognises Swiss mobile numbers however they are written, and nothing else', () => {
    expect(swissMobile('079 123 45 67')).toBe('+41791234567');
    expect(swissMobile('+41 79 123 45 67')).toBe('+41791234567');
    expect(swissMobile('0041 75 123 45 67')).toBe('+41751234567');
    expect(swissMobile('+41 (0)76 123 45 67')).toBe('+41761234567');
    expect(swissMobile('062 212 34 56')).toBeNull();
    expect(swissMobile('+41 44 123 45 67')).toBeNull();
    expect(swissMobile('+49 151 1234567')).toBeNull();
    expect(swissMobile('079 123 45 6')).toBeNull();
  });

  it('fits one GSM-7 message in every language, folding or leaving out the restaurant’s name', () => {
    const link = `https://www.restaurant-example.ch/reservation/manage/${'a'.repeat(32)}`;
    for (const language of ['de', 'fr', 'it', 'en'] as const) {
      for (const name of ['Hana', 'Sushi & Thai Garden Olten', 'Crêperie “Façon” — Ōsaka', 'x'.repeat(120)]) {
        const text = reminderSms({ language, people: 12, at: '24.12.2026, 19:30', link }, name);
        expect(gsmSeptets(text), `${language} ${name}: ${text}`).not.toBeNull();
        expect(gsmSeptets(text) as number, text).toBeLessThanOrEqual(160);
        expect(text).toContain(link);
        expect(text).toContain('24.12.2026, 19:30');
      }
    }
    const short = `https://hana.ch/reservation/manage/${'b'.repeat(32)}`;
    const at = '24.12.2026, 19:30';
    expect(reminderSms({ language: 'fr', people: 1, at, link: short }, 'Crêperie Ōsaka')).toBe(
      `Rappel : table pour 1 personne, 24.12.2026, 19:30, Creperie Osaka. Modifier ou annuler : ${short}`,
    );
    expect(reminderSms({ language: 'fr', people: 1, at, link }, 'Crêperie Ōsaka')).toBe(
      `Rappel : table pour 1 personne, 24.12.2026, 19:30. Modifier ou annuler : ${link}`,
    );
    expect(toGsm('“Çà” — ê')).toBe('"Çà" - e');
  });
});
