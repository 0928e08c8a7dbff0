import { API } from '@app/shared/api-paths';
import { MAX_REPORT_DAYS, type TReportSummary } from '@app/shared/reports';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakePrinter } from '../../scripts/fake-printer.mjs';
import { TestClient } from './client';
import { setupOpenRestaurant } from './helpers';
import { catalogue, insertOrders, mixedOrders, newOrderId, type TFixtureOrder } from './report-fixtures';

/**
 * The range reports over the API: the summary against SQL and the generated orders, the
 * orders CSV (one line per order line, Swiss Excel's dialect, CSV injection defused) and the
 * close-out's CSV, PDF and printout.
 */
const { ctx, admin } = await setupOpenRestaurant({
  printersAllowLoopback: true,
  printerPorts: [[32768, 60999]],
});
const items = await catalogue(ctx.pool);
const chf = (rappen: number) => Math.round(rappen) / 100;

// Business days 2026-09-01 to 2026-09-03 (CEST, UTC+2): each from 03:00Z to 03:00Z the next day.
const windowOf = (date: string) => {
  const from = new Date(`${date}T03:00:00Z`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
};
const DAYS = ['2026-09-01', '2026-09-02', '2026-09-03'];
const generated = DAYS.flatMap((date, i) =>
  mixedOrders(items, 120, windowOf(date).from, windowOf(date).to, 100 + i),
);
const menuItem = items.find((i) => i.kind === 'MENU') as (typeof items)[number];
const special: TFixtureOrder = {
  id: newOrderId(),
  createdAt: new Date('2026-09-02T10:00:00Z'),
  kind: 'MENU',
  orderType: 'TAKEAWAY',
  paymentMethod: 'CASH',
  paymentStatus: 'NOT_REQUIRED',
  status: 'DELIVERED',
  discountTenths: 0,
  lines: [
    { item: menuItem, quantity: 1, name: '=cmd' },
    { item: menuItem, quantity: 2, name: 'Sushi; "the big one"' },
    { item: menuItem, quantity: 1, name: '@SUM(A1)\nline' },
  ],
};
await insertOrders(ctx.pool, [...generated, special]);
const counts = (o: TFixtureOrder) =>
  o.status !== 'CANCELLED' &&
  o.status !== 'NEW' &&
  (o.paymentStatus === 'NOT_REQUIRED' || o.paymentStatus === 'SUCCEEDED');
const revenueOrders = [...generated, special].filter(counts);

describe('the summary of a range', () => {
  it('equals SQL sums and the generated orders', async () => {
    // In the demo's default language (German), the names the generated lines were given.
    const res = await admin.request(
      'GET',
      `${API.adminReportSummary}?from=2026-08-31&to=2026-09-03`,
      undefined,
      {
        'accept-language': 'de',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const s = res.json() as TReportSummary;
    const { rows } = await ctx.pool.query(
      `select count(*)::int as n, sum(total_rappen)::int as gross,
              count(*) filter (where order_type = 'DELIVERY')::int as delivery
       from orders where created_at >= '2026-08-31T03:00:00Z' and created_at < '2026-09-04T03:00:00Z'
         and status not in ('CANCELLED', 'NEW') and payment_status in ('NOT_REQUIRED', 'SUCCEEDED')`,
    );
    const sql = rows[0];
    expect(s.revenue).toEqual({ count: sql.n, gross: chf(sql.gross) });
    expect(s.revenue.count).toBe(revenueOrders.length);
    expect(s.averageOrderValue).toBe(chf(Math.round(sql.gross / sql.n)));
    expect(s.deliveryShare).toBeCloseTo(sql.delivery / sql.n, 10);

    const byDay = await Promise.all(
      ['2026-08-31', ...DAYS].map(async (date) => {
        const { from, to } = windowOf(date);
        const r = (
          await ctx.pool.query(
            `select count(*)::int as n, coalesce(sum(total_rappen), 0)::int as g from orders
             where created_at >= $1 and created_at < $2 and status not in ('CANCELLED', 'NEW')
               and payment_status in ('NOT_REQUIRED', 'SUCCEEDED')`,
            [from, to],
          )
        ).rows[0];
        return { date, count: r.n, gross: chf(r.g) };
      }),
    );
    expect(s.byDay).toEqual(byDay);
    expect(s.byDay[0]).toEqual({ date: '2026-08-31', count: 0, gross: 0 });

    const hours = (
      await ctx.pool.query(
        `select extract(hour from created_at at time zone 'Europe/Zurich')::int as h, count(*)::int as n,
                sum(total_rappen)::int as g
         from orders where created_at >= '2026-08-31T03:00:00Z' and created_at < '2026-09-04T03:00:00Z'
           and status not in ('CANCELLED', 'NEW') and payment_status in ('NOT_REQUIRED', 'SUCCEEDED') group by 1`,
      )
    ).rows;
    expect(s.byHour).toHaveLength(24);
    for (const h of s.byHour) {
      const row = hours.find((r) => r.h === h.hour);
      expect([h.hour, h.count, h.gross]).toEqual([h.hour, row?.n ?? 0, chf(row?.g ?? 0)]);
    }

    // Items and categories from the generated lines: unit price x quantity, before the discount.
    const perItem = new Map<string, { name: string; quantity: number; gross: number }>();
    const perCategory = new Map<string, { quantity: number; gross: number }>();
    for (const o of revenueOrders)
      for (const l of o.lines) {
        const key = `${l.item.kind}${l.item.id}`;
        const item = perItem.get(key) ?? { name: l.item.name, quantity: 0, gross: 0 };
        item.quantity += l.quantity;
        item.gross += l.item.priceRappen * l.quantity;
        perItem.set(key, item);
        const category = perCategory.get(l.item.category) ?? { quantity: 0, gross: 0 };
        category.quantity += l.quantity;
        category.gross += l.item.priceRappen * l.quantity;
        perCategory.set(l.item.category, category);
      }
    const ranked = [...perItem.values()].sort((a, b) => b.quantity - a.quantity || b.gross - a.gross);
    expect(s.topItems).toHaveLength(10);
    expect(s.topItems.map((i) => [i.quantity, i.gross])).toEqual(
      ranked.slice(0, 10).map((i) => [i.quantity, chf(i.gross)]),
    );
    for (const top of s.topItems)
      expect(ranked.some((i) => i.name === top.name && chf(i.gross) === top.gross)).toBe(true);
    expect(Object.fromEntries(s.categories.map((c) => [c.category, [c.quantity, c.gross]]))).toEqual(
      Object.fromEntries([...perCategory].map(([k, v]) => [k, [v.quantity, chf(v.gross)]])),
    );
    expect(s.categories.map((c) => c.gross)).toEqual(
      [...s.categories.map((c) => c.gross)].sort((a, b) => b - a),
    );
    expect(s.categories.some((c) => c.category === 'BUFFET')).toBe(true);

    // In English, the same items under their English names where the food item has one.
    const en = (
      await admin.request('GET', `${API.adminReportSummary}?from=2026-08-31&to=2026-09-03`, undefined, {
        'accept-language': 'en',
      })
    ).json() as TReportSummary;
    const { rows: english } = await ctx.pool.query<{ de: string; en: string }>(
      `select name as de, coalesce(translations -> 'en' ->> 'name', name) as en from food_items`,
    );
    const inEnglish = new Map(english.map((r) => [r.de, r.en]));
    expect(en.topItems.map((i) => i.name)).toEqual(s.topItems.map((i) => inEnglish.get(i.name) ?? i.name));
    expect(en.topItems.some((i, n) => i.name !== s.topItems[n]?.name)).toBe(true);
  });

  it('answers zeros for a range without orders, and refuses a reversed or too long range', async () => {
    const empty = (await admin.get(`${API.adminReportSummary}?from=2025-01-01&to=2025-01-02`)).json();
    expect(empty).toMatchObject({ revenue: { count: 0, gross: 0 }, averageOrderValue: 0, deliveryShare: 0 });
    expect(empty.byDay).toHaveLength(2);
    expect((await admin.get(`${API.adminReportSummary}?from=2026-09-03&to=2026-09-01`)).statusCode).toBe(400);
    const tooLong = await admin.get(`${API.adminReportSummary}?from=2025-01-01&to=2026-01-02`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain(String(MAX_REPORT_DAYS));
    expect((await admin.get(`${API.adminOrdersCsv}?from=2026-09-03&to=2026-09-01`)).statusCode).toBe(400);
    expect(
      (await new TestClient(ctx.app).get(`${API.adminReportSummary}?from=2026-09-01&to=2026-09-01`))
        .statusCode,
    ).toBe(401);
  });
});

describe('orders.csv', () => {
  it('has one line per order line of the orders that count, were cancelled or refunded', async () => {
    const res = await admin.get(`${API.adminOrdersCsv}?from=2026-09-01&to=2026-09-03`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="orders-2026-09-01-2026-09-03.csv"',
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFFbusiness_date;created_at;order_number;order_id;kind;order_type;')).toBe(
      true,
    );
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.split('\r\n')[0]).toBe(
      '\uFEFFbusiness_date;created_at;order_number;order_id;kind;order_type;payment_method;payment_status;status;item;quantity;unit_price;line_total;vat_rate;order_discount;order_delivery_fee;order_card_fee;order_total;options;promo_code;order_promo_discount;voucher_code;order_voucher_amount',
    );
    const listed = [...generated, special].filter(
      (o) => o.paymentStatus !== 'PENDING' && o.paymentStatus !== 'FAILED',
    );
    const lineCount = listed.reduce((s, o) => s + o.lines.length, 0);
    // The quoted line break inside one item name is not a record separator.
    const records = body.slice(1, -2).split(/\r\n(?=\d{4}-\d{2}-\d{2};|business_date)/);
    expect(records).toHaveLength(1 + lineCount);

    const mine = records.filter((r) => r.includes(special.id));
    const [, priceRappen] = [0, menuItem.priceRappen];
    const price = chf(priceRappen).toFixed(2);
    const total = chf(priceRappen * 4).toFixed(2);
    expect(mine).toEqual([
      `2026-09-02;2026-09-02 12:00;${mine[0]?.split(';')[2]};${special.id};MENU;TAKEAWAY;CASH;NOT_REQUIRED;DELIVERED;'=cmd;1;${price};${price};${menuItem.vatClass === 'STANDARD' ? '8.1' : '2.6'};0.00;0.00;0.00;${total};;;0.00;;0.00`,
      expect.stringContaining(`;"Sushi; ""the big one""";2;${price};${chf(priceRappen * 2).toFixed(2)};`),
      expect.stringContaining(`;"'@SUM(A1)\nline";1;`),
    ]);
  });

  it('streams a year of orders, one line per counted order line', async () => {
    // 300 days x 60 orders (about 36,000 lines) before the range's first day of the other tests.
    const year: TFixtureOrder[] = [];
    for (let d = 0; d < 300; d++) {
      const from = new Date(Date.UTC(2025, 0, 1, 4) + d * 86_400_000);
      year.push(...mixedOrders(items, 60, from, new Date(from.getTime() + 20 * 3_600_000), 1000 + d));
    }
    for (let i = 0; i < year.length; i += 3000) await insertOrders(ctx.pool, year.slice(i, i + 3000));
    // How fast is the bench's business (npm run bench); a test asserts what is sent, never how quickly.
    const res = await admin.get(`${API.adminOrdersCsv}?from=2025-01-01&to=2025-12-31`);
    expect(res.statusCode).toBe(200);
    const lines = res.rawPayload.toString('utf8').split('\r\n').length - 2;
    const expected = year
      .filter((o) => o.paymentStatus !== 'PENDING' && o.paymentStatus !== 'FAILED')
      .reduce((s, o) => s + o.lines.length, 0);
    expect(lines).toBe(expected);
    // 18,000 orders written and read back: seconds alone, past the default 20 s when CI runs the second
    // database's API tests beside the browser tests on two cores. It asserts lines, not time.
  }, 120_000);
});

describe('the close-out as CSV, PDF and printout', () => {
  it('answers CSV in the section;key;count;amount layout', async () => {
    const json = (await admin.get(`${API.adminCloseOut}?date=2026-09-02`)).json();
    const res = await admin.get(`${API.adminCloseOut}?date=2026-09-02&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="close-out-2026-09-02.csv"');
    const lines = res.rawPayload.toString('utf8').split('\r\n');
    expect(lines[0]).toBe('\uFEFFsection;key;count;amount');
    expect(lines).toContain(`revenue;total;${json.revenue.count};${json.revenue.gross.toFixed(2)}`);
    expect(lines).toContain(`day;date;;2026-09-02`);
    for (const m of json.byPaymentMethod)
      expect(lines).toContain(`payment_method;${m.paymentMethod};${m.count};${m.gross.toFixed(2)}`);
    for (const v of json.byVatRate)
      expect(lines).toContain(`vat;${v.ratePercent.toFixed(1)};;${v.vat.toFixed(2)}`);
    expect(lines).toContain(`net;total;;${json.net.toFixed(2)}`);
  });

  it('answers an A4 PDF', async () => {
    const res = await admin.get(`${API.adminCloseOut}?date=2026-09-02&format=pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="close-out-2026-09-02.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    // In the reader's language.
    const german = await admin.raw('GET', `${API.adminCloseOut}?date=2026-09-02&format=pdf`, {
      headers: { 'accept-language': 'de-CH' },
    });
    expect(german.statusCode).toBe(200);
  });

  it('prints on the receipt printer, or says there is none', async () => {
    const none = await admin.post(`${API.adminCloseOutPrint}?date=2026-09-02`);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_PRINTER');

    const fake = await startFakePrinter();
    afterAll(() => fake.stop());
    const printer = await admin.post('/api/admin/printers', {
      name: 'Bar',
      host: '127.0.0.1',
      port: fake.port,
      columns: 48,
      codePage: 'CP858',
      copies: ['RECEIPT'],
    });
    expect(printer.statusCode).toBe(201);
    const json = (await admin.get(`${API.adminCloseOut}?date=2026-09-02`)).json();
    const res = await admin.post(`${API.adminCloseOutPrint}?date=2026-09-02`);
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().printedAt)).toBeGreaterThan(Date.now() - 60_000);
    const lines = fake.printed.at(-1)?.lines ?? [];
    expect(lines.join('\n')).toContain('Close-out 2026-09-02');
    expect(lines.join('\n')).toContain('Not closed yet: the figures may still change.');
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^  Total +${json.revenue.count} +${json.revenue.gross.toFixed(2)}$`)),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}Card \(online\) +\d+ +\d+\.\d\d$/));
    expect(lines.every((l) => l.length <= 48)).toBe(true);
    expect(lines.some((l) => l.length > 42)).toBe(true);
  });
});
