import { ZTrackedOrderSchema } from '@app/shared/tracked-order';
import { ZVoucherCheckSchema } from '@app/shared/vouchers';
import { ZAdminVoucherDetailSchema, ZAdminVoucherSchema } from '@app/shared/vouchers-admin';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emails, voucherSettings, vouchers } from '../src/db/schema';
import { ADMIN, DINER, seededMenuItemId, setupOpenRestaurant, until } from './helpers';
import { startSmtp } from './smtp';

const smtp = await startSmtp();
afterAll(() => smtp.close());

const { ctx, admin, diner } = await setupOpenRestaurant({
  smtpUrl: smtp.url,
  publicUrl: 'https://hana.example',
});
const curry = await seededMenuItemId(ctx.app); // CHF 24.50, reduced VAT
const beer = await seededMenuItemId(ctx.app, 'Singha Beer'); // CHF 6.50, standard VAT

let connection = 0;
/** A request from a connection of its own (the public routes limit each connection). */
async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  connection += 1;
  const token = await diner.csrf();
  return diner.raw('POST', url, {
    remoteAddress: `198.51.100.${connection % 250}`,
    headers: { 'x-xsrf-token': token, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}
async function get(url: string) {
  connection += 1;
  return diner.raw('GET', url, { remoteAddress: `198.51.100.${connection % 250}` });
}

const purchase = {
  amount: 50,
  buyer: { name: 'Marco Bernasconi', email: 'marco@example.ch' },
  recipient: { name: 'Anna Keller', email: 'anna@example.ch' },
  message: 'Happy birthday!\nEnjoy the sushi.',
  paymentMethod: 'CARD',
};

async function counterVoucher(amount: number) {
  const res = await admin.post('/api/admin/vouchers', { amount, paymentMethod: 'CASH' });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; code: string };
}
async function check(code: string) {
  const res = await get(`/api/vouchers/check?code=${encodeURIComponent(code)}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZVoucherCheckSchema.parse(res.json());
}
async function detail(code: string) {
  const res = await admin.get(`/api/admin/vouchers/${code}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZAdminVoucherDetailSchema.parse(res.json());
}
function order(
  voucherCode: string | undefined,
  items: { menuItemId: number; quantity: number }[],
  paymentMethod: 'CASH' | 'CARD' = 'CASH',
) {
  return post('/api/orders', {
    customerInfo: DINER,
    orderType: 'TAKEAWAY',
    items,
    paymentMethod,
    asap: true,
    ...(voucherCode === undefined ? {} : { voucherCode }),
  });
}
async function tracked(id: string) {
  const res = await get(`/api/orders/track?orderId=${id}&email=${encodeURIComponent(DINER.email)}`);
  expect(res.statusCode, res.body).toBe(200);
  return ZTrackedOrderSchema.parse(res.json());
}
const mailTo = (to: string, subject: RegExp) =>
  until(() =>
    smtp.received.find(
      (m) => m.to && !Array.isArray(m.to) && m.to.text === to && subject.test(m.subject ?? ''),
    ),
  );

describe('a voucher bought online', () => {
  it('is paid by card, then sent to the recipient with its code, and the buyer gets a receipt without VAT', async () => {
    const bought = await post('/api/vouchers', purchase);
    expect(bought.statusCode, bought.body).toBe(201);
    const { id, clientSecret, amount } = bought.json();
    expect(amount).toBe(50);
    const pending = (await get(`/api/vouchers/purchases/${id}`)).json();
    expect(pending).toMatchObject({ status: 'PENDING', amount: 50, recipientName: 'Anna Keller' });
    const [row] = await ctx.db.select().from(vouchers).where(eq(vouchers.id, id));
    if (!row) throw new Error('no voucher');
    // Not paid: it pays nothing yet.
    expect(await check(row.code)).toEqual({
      valid: false,
      balance: 0,
      expiresOn: null,
      reason: 'VOUCHER_INVALID',
    });

    const paid = await post('/api/payments/simulated/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await get(`/api/vouchers/purchases/${id}`)).json()).toMatchObject({ status: 'PAID' });
    const checked = await check(row.code.toLowerCase().replace(/(.{4})/g, '$1 '));
    expect(checked).toMatchObject({ valid: true, balance: 50 });
    expect(checked.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const gift = await mailTo('anna@example.ch', /gift voucher of CHF 50\.00/);
    const printed = (row.code.match(/.{4}/g) ?? []).join('-');
    expect(gift.text).toContain(printed);
    expect(gift.text).toContain('Marco Bernasconi gives you');
    expect(gift.text).toContain('Happy birthday!');
    expect(gift.text).toContain(`https://hana.example/voucher#${row.code}`);
    const receipt = await mailTo('marco@example.ch', /Your gift voucher of CHF 50\.00/);
    expect(receipt.text).toContain('it contains no VAT');
    expect(receipt.text).not.toContain(row.code);

    const movements = (await detail(row.code)).movements;
    expect(movements.map((m) => [m.kind, m.amount, m.balanceAfter])).toEqual([['SOLD', 50, 50]]);
  });

  it('waits for the chosen day before the recipient gets it', async () => {
    const sendOn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const bought = await post('/api/vouchers', {
      ...purchase,
      recipient: { name: 'Eva', email: 'eva@example.ch' },
      sendOn,
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const { id, clientSecret } = bought.json();
    await post('/api/payments/simulated/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    const [row] = await ctx.db.select().from(vouchers).where(eq(vouchers.id, id));
    expect(row?.status).toBe('ACTIVE');
    expect(row?.sentAt?.toISOString().slice(0, 10)).toBe(sendOn);
    // The email is stored; its delivery job starts on the day.
    const [mail] = await ctx.db.select().from(emails).where(eq(emails.toAddress, 'eva@example.ch'));
    expect(mail?.kind).toBe('VOUCHER');
    const receipt = await mailTo('marco@example.ch', /Your gift voucher/);
    expect(receipt).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.some((m) => m.to && !Array.isArray(m.to) && m.to.text === 'eva@example.ch')).toBe(
      false,
    );
  });

  it('refuses amounts outside the owner’s limits, days in the past, control characters and big bodies', async () => {
    for (const amount of [5, 501, 12.5]) {
      const res = await post('/api/vouchers', { ...purchase, amount });
      expect(res.statusCode, `${amount}`).toBe(400);
    }
    expect((await post('/api/vouchers', { ...purchase, sendOn: '2020-01-01' })).statusCode).toBe(400);
    expect(
      (await post('/api/vouchers', { ...purchase, recipient: { name: 'A\u0007nna', email: 'a@example.ch' } }))
        .statusCode,
    ).toBe(400);
    expect((await post('/api/vouchers', { ...purchase, message: 'x'.repeat(5000) })).statusCode).toBe(413);
    expect((await post('/api/vouchers', { ...purchase, paymentMethod: 'CASH' })).statusCode).toBe(400);
    // The owner's terms decide: a free amount within them, and no online sales when switched off.
    const put = await admin.put('/api/admin/voucher-settings', {
      onlineSales: false,
      amounts: [25, 50],
      minAmount: 10,
      maxAmount: 300,
      validMonths: 24,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await get('/api/vouchers/settings')).json()).toEqual({
      onlineSales: false,
      amounts: [25, 50],
      minAmount: 10,
      maxAmount: 300,
      validMonths: 24,
    });
    expect((await post('/api/vouchers', purchase)).statusCode).toBe(409);
    await ctx.db
      .update(voucherSettings)
      .set({ onlineSales: true, amounts: [30, 50, 100], minAmount: 20, maxAmount: 500, validMonths: 36 });
    const bad = await admin.put('/api/admin/voucher-settings', {
      onlineSales: true,
      amounts: [600],
      minAmount: 20,
      maxAmount: 500,
      validMonths: 36,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('shows a paid voucher as printed to whoever holds its code, and nothing of an unknown one', async () => {
    const { code } = await counterVoucher(25);
    const view = await post('/api/vouchers/view', { code: code.toLowerCase() });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ code, amount: 25, balance: 25, status: 'ACTIVE' });
    expect(view.headers['cache-control']).toBe('no-store');
    const unknown = await post('/api/vouchers/view', { code: 'AAAABBBBCCCCDDDD' });
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/vouchers/purchases/nosuchpurchase12')).statusCode).toBe(404);
    // A counter sale is no online purchase: its id says nothing there either.
    const sold = await counterVoucher(20);
    expect((await get(`/api/vouchers/purchases/${sold.id}`)).statusCode).toBe(404);
  });

  it('limits the checks per connection', async () => {
    const address = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await diner.raw('GET', '/api/vouchers/check?code=AAAABBBBCCCCDDDD', {
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('a voucher at the counter', () => {
  it('is sold in cash, found by code or name, and redeemed in part with the rest shown', async () => {
    const res = await admin.post('/api/admin/vouchers', {
      amount: 80,
      recipient: { name: 'Beat Frei' },
      paymentMethod: 'CASH',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { code } = res.json();
    expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{16}$/);
    const byName = z.array(ZAdminVoucherSchema).parse((await admin.get('/api/admin/vouchers?q=beat')).json());
    expect(byName.map((v) => v.code)).toEqual([code]);
    const byCode = z
      .array(ZAdminVoucherSchema)
      .parse((await admin.get(`/api/admin/vouchers?q=${code.slice(0, 4)}-${code.slice(4, 8)}`)).json());
    expect(byCode.map((v) => v.code)).toContain(code);
    expect(byCode[0]).toMatchObject({
      channel: 'COUNTER',
      paymentMethod: 'CASH',
      status: 'ACTIVE',
      soldBy: ADMIN.username,
    });

    const redeemed = await admin.post(`/api/admin/vouchers/${code.toLowerCase()}/redeem`, { amount: 32.4 });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({ balance: 47.6, redeemed: 32.4, code });
    const tooMuch = await admin.post(`/api/admin/vouchers/${code}/redeem`, { amount: 50 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({
      code: 'VOUCHER_BALANCE',
      message: 'Only CHF 47.60 is left on this voucher.',
    });
    expect((await admin.post(`/api/admin/vouchers/${code}/redeem`, { amount: 0 })).statusCode).toBe(422);
    expect((await admin.post(`/api/admin/vouchers/${code}/redeem`, { amount: 1.234 })).statusCode).toBe(422);
    expect((await admin.post('/api/admin/vouchers/AAAABBBBCCCCDDDD/redeem', { amount: 1 })).json().code).toBe(
      'VOUCHER_INVALID',
    );
    const movements = (await detail(code)).movements;
    expect(movements.map((m) => [m.kind, m.amount, m.balanceAfter, m.by])).toEqual([
      ['SOLD', 80, 80, ADMIN.username],
      ['REDEEMED', -32.4, 47.6, ADMIN.username],
    ]);
    expect((await diner.get(`/api/admin/vouchers/${code}`)).statusCode).toBe(401);
  });
});

describe('a voucher on an order', () => {
  it('pays part of an order and keeps the rest; the VAT stays at the rates of the dishes', async () => {
    const { code } = await counterVoucher(50);
    const items = [
      { menuItemId: curry, quantity: 1 },
      { menuItemId: beer, quantity: 1 },
    ];
    const plain = await order(undefined, items);
    const withVoucher = await order(code, items);
    expect(withVoucher.statusCode, withVoucher.body).toBe(201);
    const a = await tracked(plain.json().id);
    const b = await tracked(withVoucher.json().id);
    expect(b.totalPrice).toBe(31);
    expect(b).toMatchObject({ voucherAmount: 31, amountDue: 0 });
    // A means of payment after VAT: the same VAT, per rate, as without the voucher.
    expect(b.vatBreakdown).toEqual(a.vatBreakdown);
    expect(b.vatBreakdown?.map((v) => v.ratePercent).sort()).toEqual([2.6, 8.1]);
    expect(await check(code)).toMatchObject({ valid: true, balance: 19 });
    const movements = (await detail(code)).movements;
    expect(movements.at(-1)).toMatchObject({
      kind: 'REDEEMED',
      amount: -31,
      balanceAfter: 19,
      orderId: b.id,
    });
    // The receipt shows it after the total and its VAT, with what is left to pay.
    const receipt = (await admin.get(`/api/admin/orders/${b.id}/receipt`)).body;
    const printed = (code.match(/.{4}/g) ?? []).join('-');
    expect(receipt).toMatch(new RegExp(`Gift voucher ${printed} +-31\\.00`));
    expect(receipt).toMatch(/To pay +0\.00/);
    expect(receipt.indexOf('Gift voucher')).toBeGreaterThan(receipt.indexOf('VAT'));
  });

  it('pays what it has of a larger order; the card pays the rest, its fee only on what the voucher left', async () => {
    const { code } = await counterVoucher(20);
    const placed = await order(code, [{ menuItemId: curry, quantity: 2 }], 'CARD');
    expect(placed.statusCode, placed.body).toBe(201);
    const t = await tracked(placed.json().id);
    expect(t.voucherAmount).toBe(20);
    // 49.00 of curries; the card pays 29.00 of them and its 2.6 % fee on those: 0.75.
    expect(t.cardFee).toBe(0.75);
    expect(t.totalPrice).toBe(49.75);
    expect(t.amountDue).toBe(29.75);
    const intent = await post(`/api/payments/customer-orders/${t.id}/intent`, {});
    expect(intent.json().amount).toBe(29.75);
    const paid = await post('/api/payments/simulated/confirm', {
      clientSecret: intent.json().clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await tracked(t.id)).paymentStatus).toBe('SUCCEEDED');
    expect(await check(code)).toMatchObject({ valid: false, balance: 0, reason: 'VOUCHER_EMPTY' });
    const again = await order(code, [{ menuItemId: curry, quantity: 1 }]);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'VOUCHER_EMPTY' });
  });

  it('a card order it pays in full needs no card payment and goes to the kitchen at once', async () => {
    const { code } = await counterVoucher(100);
    const placed = await order(code, [{ menuItemId: curry, quantity: 1 }], 'CARD');
    expect(placed.statusCode, placed.body).toBe(201);
    const t = await tracked(placed.json().id);
    expect(t).toMatchObject({
      cardFee: 0,
      totalPrice: 24.5,
      voucherAmount: 24.5,
      amountDue: 0,
      paymentStatus: 'NOT_REQUIRED',
    });
    const incoming = (await admin.get('/api/admin/orders/new')).json() as {
      id: string;
      voucherAmount?: number;
      voucherCode?: string | null;
    }[];
    // On the incoming screen, with what the voucher paid: the front collects nothing.
    expect(incoming.find((o) => o.id === t.id)).toMatchObject({ voucherAmount: 24.5, voucherCode: code });
    expect((await post(`/api/payments/customer-orders/${t.id}/intent`, {})).statusCode).toBe(409);
  });

  it('gives back what a cancelled order took', async () => {
    const { code } = await counterVoucher(30);
    const placed = await order(code, [{ menuItemId: curry, quantity: 1 }]);
    const id = placed.json().id;
    expect(await check(code)).toMatchObject({ balance: 5.5 });
    const cancelled = await admin.post(`/api/admin/menu-orders/${id}/cancel`, { reason: 'Out of curry' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await check(code)).toMatchObject({ valid: true, balance: 30 });
    expect((await detail(code)).movements.map((m) => m.kind)).toEqual(['SOLD', 'REDEEMED', 'RESTORED']);
  });

  it('an unpaid card checkout gives the voucher its amount back after half an hour', async () => {
    const { code } = await counterVoucher(10);
    const placed = await order(code, [{ menuItemId: curry, quantity: 1 }], 'CARD');
    const id = placed.json().id;
    const intent = await post(`/api/payments/customer-orders/${id}/intent`, {});
    expect(intent.json().amount).toBe(14.88);
    expect(await check(code)).toMatchObject({ reason: 'VOUCHER_EMPTY' });
    await ctx.app.scheduler.run('voucher-holds', new Date(Date.now() + 10 * 60_000));
    expect((await tracked(id)).status).toBe('NEW');
    await ctx.app.scheduler.run('voucher-holds', new Date(Date.now() + 31 * 60_000));
    expect((await tracked(id)).status).toBe('CANCELLED');
    expect(await check(code)).toMatchObject({ valid: true, balance: 10 });
    // Its payment can no longer be made.
    const late = await post('/api/payments/simulated/confirm', {
      clientSecret: intent.json().clientSecret,
      cardNumber: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(late.statusCode).toBe(409);
  });

  it('refuses an unknown or expired voucher before anything is charged', async () => {
    const unknown = await order('AAAA-BBBB-CCCC-DDDD', [{ menuItemId: curry, quantity: 1 }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      code: 'VOUCHER_INVALID',
      details: { voucherCode: 'This voucher code is not valid.' },
    });
    const { id, code } = await counterVoucher(40);
    await ctx.db.update(vouchers).set({ expiresOn: '2026-01-31' }).where(eq(vouchers.id, id));
    const expired = await order(code, [{ menuItemId: curry, quantity: 1 }], 'CARD');
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      code: 'VOUCHER_EXPIRED',
      message: 'This voucher expired on 31.01.2026.',
    });
    expect(await check(code)).toEqual({
      valid: false,
      balance: 0,
      expiresOn: '2026-01-31',
      reason: 'VOUCHER_EXPIRED',
    });
    // In the diner's language.
    const fr = await post(
      '/api/orders',
      {
        customerInfo: DINER,
        orderType: 'TAKEAWAY',
        items: [{ menuItemId: curry, quantity: 1 }],
        paymentMethod: 'CASH',
        asap: true,
        voucherCode: code,
      },
      { 'accept-language': 'fr' },
    );
    expect(fr.json().message).toBe('Ce bon a expiré le 31.01.2026.');
  });

  it('ten orders at once on one voucher: it pays only what it holds', async () => {
    const { code } = await counterVoucher(50);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => order(code, [{ menuItemId: curry, quantity: 1 }])),
    );
    const accepted = results.filter((r) => r.statusCode === 201);
    const refused = results.filter((r) => r.statusCode === 422);
    expect(accepted.length + refused.length).toBe(10);
    // 24.50 + 24.50 + the last 1.00: never more than the 50.00 it held.
    const taken = await Promise.all(
      accepted.map(async (r) => (await tracked(r.json().id)).voucherAmount ?? 0),
    );
    expect(taken.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(50);
    const balance = (await check(code)).balance;
    expect(Math.round((taken.reduce((a, b) => a + b, 0) + balance) * 100)).toBe(5000);
    for (const r of refused) expect(['VOUCHER_CHANGED', 'VOUCHER_EMPTY']).toContain(r.json().code);
  });
});

describe('the close-out', () => {
  /** Today's business day (it starts at 05:00, restaurant time). */
  const businessDate = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(
      new Date(Date.now() - 5 * 3_600_000),
    );
  const closeOut = async () => {
    const res = await admin.get(`/api/admin/reports/close-out?date=${businessDate()}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      revenue: { count: number; gross: number };
      byVatRate: { ratePercent: number; gross: number; vat: number }[];
      vouchers: {
        sold: { count: number; amount: number };
        soldByPaymentMethod: { paymentMethod: string; count: number; amount: number }[];
        redeemed: { count: number; amount: number; onOrders: number; atCounter: number };
        outstanding: { count: number; amount: number };
      };
    };
  };
  const cents = (n: number) => Math.round(n * 100);

  it('shows vouchers sold outside revenue, redeemed as a means of payment, and what is outstanding', async () => {
    const before = await closeOut();
    const { code } = await counterVoucher(60);
    await admin.post(`/api/admin/vouchers/${code}/redeem`, { amount: 10 });
    const placed = await order(code, [{ menuItemId: curry, quantity: 1 }]);
    expect((await admin.post(`/api/admin/menu-orders/${placed.json().id}/confirm`, {})).statusCode).toBe(200);
    const after = await closeOut();
    // The sale is no revenue: only the order (24.50) is, with its VAT at the dish's rate.
    expect(cents(after.revenue.gross - before.revenue.gross)).toBe(2450);
    const reduced = (c: typeof before) => c.byVatRate.find((r) => r.ratePercent === 2.6)?.gross ?? 0;
    expect(cents(reduced(after) - reduced(before))).toBe(2450);
    const v = after.vouchers;
    const w = before.vouchers;
    expect(v.sold.count - w.sold.count).toBe(1);
    expect(cents(v.sold.amount - w.sold.amount)).toBe(6000);
    const cash = (c: typeof v) => c.soldByPaymentMethod.find((m) => m.paymentMethod === 'CASH')?.amount ?? 0;
    expect(cents(cash(v) - cash(w))).toBe(6000);
    expect(cents(v.redeemed.atCounter - w.redeemed.atCounter)).toBe(1000);
    expect(cents(v.redeemed.onOrders - w.redeemed.onOrders)).toBe(2450);
    expect(cents(v.outstanding.amount - w.outstanding.amount)).toBe(2550);
  });
});
