import { describe, expect, it } from 'vitest';
import { emails } from '../src/db/schema';
import { redactUrl } from '../src/lib/log-redaction';
import { DINER, placeTakeaway, seededMenuItemId, setupOpenRestaurant } from './helpers';

/**
 * The tracking email (personal data) (in query strings and in request bodies) never reaches the request log.
 * The real app logs at info into a stream the test reads, as it would to stdout.
 */
const lines: string[] = [];
const { ctx, admin, diner } = await setupOpenRestaurant({
  logLevel: 'info',
  logStream: { write: (line: string) => void lines.push(line) },
});
const curryId = await seededMenuItemId(ctx.app);

const ADDRESS = 'Secret.Diner@Example.ch';
/** The address in any spelling a log could hold it: as typed, lower-case, percent-encoded. */
const leaks = (text: string) => /secret\.diner(@|%40)/i.test(text);

/** Log records, without the no-SMTP outbox's (that one writes the mail itself to the log, by design). */
function requestLog() {
  return lines
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url: string } })
    .filter((record) => record.msg !== 'email kept in the outbox (no SMTP_URL set)');
}

describe('request logs', () => {
  it('redact the email of tracking links and of any email-like query parameter', () => {
    expect(redactUrl('/api/orders/track?orderId=AB12&email=luca%40example.ch')).toBe(
      '/api/orders/track?orderId=AB12&email=[redacted]',
    );
    expect(redactUrl('/track?EMAIL=luca@example.ch&x=1')).toBe('/track?EMAIL=[redacted]&x=1');
    expect(redactUrl('/track?e%6Dail=luca&contact=luca%40example.ch&x=%E0')).toBe(
      '/track?e%6Dail=[redacted]&contact=[redacted]&x=%E0',
    );
    expect(redactUrl('/api/menu-items')).toBe('/api/menu-items');
    // A gift voucher's code spends its balance: never in a log line.
    expect(redactUrl('/api/vouchers/check?code=K7QM4XRT9BWEH2PD')).toBe(
      '/api/vouchers/check?code=[redacted]',
    );
  });

  it('hold no diner address after an order, its tracking, a refused order and the tracking page', async () => {
    const id = await placeTakeaway(diner, curryId, { customer: { email: ADDRESS } });
    const query = new URLSearchParams({ orderId: id, email: ADDRESS }).toString();
    expect((await diner.get(`/api/orders/track?${query}`)).statusCode).toBe(200);
    expect((await diner.get(`/api/orders/track?orderId=${id}&email=${ADDRESS}`)).statusCode).toBe(200);
    expect((await diner.get(`/api/buffet-orders/track?${query}`)).statusCode).toBe(404);
    await diner.get(`/track?${query}`);
    await diner.get(`/track-buffet?orderId=${id}&Email=${encodeURIComponent(ADDRESS)}`);
    const refused = await diner.post('/api/orders', {
      customerInfo: { ...DINER, email: ADDRESS, firstName: '' },
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: curryId, quantity: 1 }],
      paymentMethod: 'CASH',
      asap: true,
    });
    expect(refused.statusCode).toBe(400);

    const records = requestLog();
    const urls = records.flatMap((r) => (r.req ? [r.req.url] : []));
    // The requests were logged, with the address taken out.
    expect(urls).toContain(`/api/orders/track?orderId=${id}&email=[redacted]`);
    expect(urls).toContain(`/track-buffet?orderId=${id}&Email=[redacted]`);
    expect(urls.filter((u) => u.startsWith('/api/orders')).length).toBeGreaterThanOrEqual(4);
    for (const record of records) expect(leaks(JSON.stringify(record)), JSON.stringify(record)).toBe(false);
  });

  it('redact what staff type into the back office’s searches (names, phone numbers)', async () => {
    expect(redactUrl('/api/admin/guests?q=079%20123%2045%2067')).toBe('/api/admin/guests?q=[redacted]');
    expect(redactUrl('/api/admin/orders?from=2026-11-01&q=M%C3%BCller&page=2')).toBe(
      '/api/admin/orders?from=2026-11-01&q=[redacted]&page=2',
    );
    expect(redactUrl('/x?Phone=1&lastName=Muster&search=a&%71=b')).toBe(
      '/x?Phone=[redacted]&lastName=[redacted]&search=[redacted]&%71=[redacted]',
    );
    const before = lines.length;
    const searches = [
      '/api/admin/guests?q=079%20555%2012%2034',
      '/api/admin/guests?q=Zaugg-Secret',
      '/api/admin/orders?q=Zaugg-Secret',
      '/api/admin/buffet-orders?q=079+555+12+34',
    ];
    for (const url of searches) expect((await admin.get(url)).statusCode).toBe(200);
    const logged = lines.slice(before);
    const urls = logged.flatMap((line) => {
      const record = JSON.parse(line) as { req?: { url: string } };
      return record.req ? [record.req.url] : [];
    });
    expect(urls).toEqual(expect.arrayContaining(searches.map((u) => `${u.split('?')[0]}?q=[redacted]`)));
    // The typed phone number in any spelling a URL gives it (a bare '555' can be digits of a responseTime).
    expect(logged.join('\n')).not.toMatch(/079(%20|\+| )555|Zaugg/);
  });

  it('log a failed query with its SQL, not with the values it was sent', async () => {
    const failed = await ctx.db
      .insert(emails)
      // A row the database refuses (no subject): its error names the parameters, its detail the row.
      .values({
        kind: 'ORDER_RECEIVED',
        toAddress: ADDRESS,
        subject: null as unknown as string,
        textBody: '',
        htmlBody: '',
      })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(failed).toBeInstanceOf(Error);
    expect(leaks(String((failed as Error).message))).toBe(true);
    const before = lines.length;
    ctx.app.log.error({ err: failed }, 'unhandled error');
    const logged = lines.slice(before).join('');
    expect(logged).toContain('Failed query: insert into');
    expect(leaks(logged)).toBe(false);
  });
});
