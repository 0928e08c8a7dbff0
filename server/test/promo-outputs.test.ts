import type { TAdminOrder } from '@app/shared/admin-orders';
import { API } from '@app/shared/api-paths';
import type { TCloseOut, TReportSummary } from '@app/shared/reports';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakePrinter, type TFakePrinter, type TPrinted } from '../../scripts/fake-printer.mjs';
import { emails } from '../src/db/schema';
import { businessDateOf } from '../src/modules/reports/business-day';
import { placeTakeaway, seededMenuItemId, setupOpenRestaurant, until } from './helpers';

/**
 * A promo code's discount wherever an order's amounts are shown: the receipt (printed and downloaded),
 * the diner's email, the back office's order, and the books (close-out with its CSV and printout, the
 * reports page, orders.csv). The code and its discount are written onto real orders as the order path
 * stores them (promo_code, promo_discount_rappen, the totals net of it), so these figures do not hang
 * on how a code is checked when an order is placed.
 */
const { ctx, admin, diner } = await setupOpenRestaurant({
  printersAllowLoopback: true,
  printerPorts: [
    [9100, 9109],
    [32768, 60999],
  ],
  printRetrySeconds: 1,
});
const fake: TFakePrinter = await startFakePrinter();
afterAll(() => fake.stop());
const created = await admin.post('/api/admin/printers', {
  name: 'Counter',
  host: '127.0.0.1',
  port: fake.port,
  columns: 42,
  codePage: 'CP858',
  copies: ['RECEIPT'],
});
if (created.statusCode !== 201) throw new Error(`printer refused: ${created.body}`);

const curry = await seededMenuItemId(ctx.app);
const today = () => businessDateOf(new Date(), 'Europe/Zurich');
const text = (doc: TPrinted) => doc.lines.join('\n');
const amount = (rappen: number) => (rappen / 100).toFixed(2);

/** Places a takeaway of two curries and gives it `code` taking `discountRappen` off, as the order path would. */
async function orderWithPromo(code: string | null, discountRappen: number, language = 'en') {
  const id = await placeTakeaway(diner, curry, { quantity: 2 });
  const { rows } = await ctx.pool.query<{ total_rappen: number }>(
    `update orders set promo_code = $2, promo_discount_rappen = $3, language = $4,
       after_discount_rappen = after_discount_rappen - $3, total_rappen = total_rappen - $3
     where id = $1 returning total_rappen`,
    [id, code, discountRappen, language],
  );
  return { id, totalRappen: Number(rows[0]?.total_rappen) };
}

/** Confirms the order and answers its receipt as the network printer got it. */
async function confirmAndPrint(id: string): Promise<string> {
  const before = fake.printed.length;
  expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, {})).statusCode).toBe(200);
  const doc = await until(() => fake.printed.slice(before).find((d) => text(d).includes(id)));
  return text(doc);
}

describe('a promo code on the order’s papers', () => {
  it('prints a promo line after the subtotal on the receipt, in the order’s language', async () => {
    const { id, totalRappen } = await orderWithPromo('SUMMER10', 500, 'de');
    const receipt = await confirmAndPrint(id);
    const lines = receipt.split('\n');
    const subtotal = lines.findIndex((l) => l.startsWith('Zwischensumme'));
    const promo = lines.findIndex((l) => l.startsWith('Promo-Code SUMMER10'));
    expect(subtotal).toBeGreaterThan(0);
    expect(promo).toBeGreaterThan(subtotal);
    expect(lines[promo]).toMatch(/^Promo-Code SUMMER10 +-5\.00$/);
    expect(lines[promo]).toHaveLength(42);
    expect(receipt).toMatch(new RegExp(`^TOTAL CHF +${amount(totalRappen)}$`, 'm'));
    // The back office's download is the same text, and its order answer carries the code and the amount.
    const download = await admin.get(API.adminOrderReceiptOf('MENU', id));
    expect(download.body).toMatch(/^Promo-Code SUMMER10 +-5\.00$/m);
    const order = (await admin.get(API.orderOf('MENU', id))).json() as TAdminOrder;
    expect(order).toMatchObject({ promoCode: 'SUMMER10', promoDiscount: 5 });
  });

  it('prints no promo line without a code', async () => {
    const { id } = await orderWithPromo(null, 0, 'fr');
    const receipt = await confirmAndPrint(id);
    expect(receipt).not.toMatch(/promo/i);
    const order = (await admin.get(API.orderOf('MENU', id))).json() as TAdminOrder;
    expect(order).toMatchObject({ promoCode: null, promoDiscount: 0 });
  });

  it('shows the promo line in the diner’s confirmation email, in the order’s language', async () => {
    const { id } = await orderWithPromo('ESTATE', 350, 'it');
    await confirmAndPrint(id);
    const mail = await until(
      async () =>
        (
          await ctx.db
            .select()
            .from(emails)
            .where(and(eq(emails.orderId, id), eq(emails.kind, 'ORDER_CONFIRMED')))
        )[0],
    );
    expect(mail.textBody).toMatch(/Codice promozionale ESTATE +− CHF 3\.50/);
    expect(mail.htmlBody).toContain('Codice promozionale ESTATE');
    expect(mail.htmlBody).toContain('− CHF 3.50');
  });
});

describe('promo codes in the books', () => {
  it('counts each code’s uses and discount in the close-out, its CSV and its printout', async () => {
    const before = (await admin.get(`${API.adminCloseOut}?date=${today()}`)).json() as TCloseOut;
    const a = await orderWithPromo('BOOKS5', 500);
    const b = await orderWithPromo('BOOKS5', 250);
    await confirmAndPrint(a.id);
    await confirmAndPrint(b.id);
    // Waiting for the kitchen's yes, or cancelled: not in the revenue, so not in the codes either.
    await orderWithPromo('BOOKS5', 700);
    const cancelled = await orderWithPromo('BOOKS5', 900);
    const cancel = await admin.post(`/api/admin/menu-orders/${cancelled.id}/cancel`, {
      reason: 'Closed early',
      refundIfPaid: false,
    });
    expect(cancel.statusCode).toBe(200);

    const after = (await admin.get(`${API.adminCloseOut}?date=${today()}`)).json() as TCloseOut;
    expect(after.promoCodes?.find((p) => p.code === 'BOOKS5')).toEqual({
      code: 'BOOKS5',
      count: 2,
      amount: 7.5,
    });
    // The revenue is net of the promo discount: it grew by the two orders' totals.
    expect(Math.round((after.revenue.gross - before.revenue.gross) * 100)).toBe(
      a.totalRappen + b.totalRappen,
    );

    const csv = (await admin.get(`${API.adminCloseOut}?date=${today()}&format=csv`)).body.split('\r\n');
    expect(csv).toContain('promo_code;BOOKS5;2;7.50');

    const printed = fake.printed.length;
    expect((await admin.post(`${API.adminCloseOutPrint}?date=${today()}`, {})).statusCode).toBe(200);
    const printout = text(await until(() => fake.printed[printed]));
    const lines = printout.split('\n');
    const at = lines.indexOf('PROMO CODES');
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1)).toContainEqual(expect.stringMatching(/^ {2}BOOKS5 +2 +-7\.50$/));

    const pdf = await admin.raw('GET', `${API.adminCloseOut}?date=${today()}&format=pdf`, {
      headers: { 'accept-language': 'de-CH' },
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('sums the codes on the reports page and names them in orders.csv', async () => {
    const { id } = await orderWithPromo('RANGE3', 300);
    await confirmAndPrint(id);
    const plain = await orderWithPromo(null, 0);
    await confirmAndPrint(plain.id);
    const summary = (
      await admin.get(`${API.adminReportSummary}?from=${today()}&to=${today()}`)
    ).json() as TReportSummary;
    expect(summary.promoCodes?.find((p) => p.code === 'RANGE3')).toEqual({
      code: 'RANGE3',
      count: 1,
      amount: 3,
    });

    const res = await admin.get(`${API.adminOrdersCsv}?from=${today()}&to=${today()}`);
    const [header, ...rows] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header?.split(';').slice(-4, -2)).toEqual(['promo_code', 'order_promo_discount']);
    expect(rows.find((r) => r.includes(id))).toMatch(/;RANGE3;3\.00;;0\.00$/);
    expect(rows.find((r) => r.includes(plain.id))).toMatch(/;;0\.00;;0\.00$/);
  });
});
