import { API } from '@app/shared/api-paths';
import type { TOrderedOption } from '@app/shared/dish-options';
import type { TCloseOut } from '@app/shared/reports';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakePrinter, type TFakePrinter, type TPrinted } from '../../scripts/fake-printer.mjs';
import { orderItems } from '../src/db/schema';
import { businessDateOf } from '../src/modules/reports/business-day';
import { placeTakeaway, seededMenuItemId, setupOpenRestaurant, until } from './helpers';

/**
 * Dish options (docs/decisions/026) as the kitchen, the diner and the books get them from a real order: the
 * kitchen ticket on a network printer in the kitchen's language, the receipt in the order's, the
 * close-out's sales per option in the default language and orders.csv's last column. The order's lines
 * get their options as the order path stores them (order_items.options), written here directly.
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
  name: 'Kitchen',
  host: '127.0.0.1',
  port: fake.port,
  columns: 42,
  codePage: 'CP858',
  copies: ['KITCHEN', 'RECEIPT'],
});
if (created.statusCode !== 201) throw new Error(`printer refused: ${created.body}`);

// A dish the demo gives no options of its own: the lines' options are what the order stored.
const somTam = await seededMenuItemId(ctx.app, 'Som Tam');
const names = (de: string, fr: string, it: string, en: string) => ({ de, fr, it, en });
const PRAWNS: TOrderedOption = {
  optionId: 901,
  groupId: 90,
  names: names('Crevetten', 'Crevettes', 'Gamberi', 'Prawns'),
  groupNames: names('Protein', 'Protéine', 'Proteina', 'Protein'),
  priceDeltaRappen: 400,
};
const HOT: TOrderedOption = {
  optionId: 911,
  groupId: 91,
  // No Italian name: the default language's is printed instead.
  names: names('Scharf', 'Épicé', '', 'Hot'),
  groupNames: names('Schärfegrad', 'Piquant', 'Piccantezza', 'Spice level'),
  priceDeltaRappen: 0,
};

const text = (doc: TPrinted) => doc.lines.join('\n');

/** A takeaway of two Som Tam with prawns (+4.00) and hot, confirmed: its ticket and receipt as printed. */
async function orderWithOptions(language: string) {
  const id = await placeTakeaway(diner, somTam, { quantity: 2 });
  const [line] = await ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id));
  if (!line) throw new Error('no line');
  // As the order path stores it: the unit price includes the differences.
  await ctx.db
    .update(orderItems)
    .set({ options: [PRAWNS, HOT], unitPriceRappen: line.unitPriceRappen + 400 })
    .where(eq(orderItems.orderId, id));
  await ctx.pool.query(
    `update orders set language = $2, subtotal_rappen = subtotal_rappen + 800, total_rappen = total_rappen + 800
     where id = $1`,
    [id, language],
  );
  const before = fake.printed.length;
  expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, {})).statusCode).toBe(200);
  await until(() => (fake.printed.length >= before + 2 ? true : undefined));
  const docs = fake.printed.slice(before, before + 2);
  const receipt = docs.find((d) => text(d).includes('CHF'));
  const ticket = docs.find((d) => d !== receipt);
  if (!ticket || !receipt) throw new Error('a copy is missing');
  return { id, ticket: text(ticket), receipt: text(receipt), unitRappen: line.unitPriceRappen + 400 };
}

const amount = (rappen: number) => (rappen / 100).toFixed(2);

describe('an order with options on paper', () => {
  it('prints the options under the dish on the kitchen ticket, in the kitchen’s language', async () => {
    const { ticket } = await orderWithOptions('fr');
    expect(ticket).toMatch(/^2 x Som Tam\n {4}Protein: Crevetten\n {4}Schärfegrad: Scharf$/m);
    expect(ticket).not.toMatch(/Crevettes|Épicé/);
  });

  it('prints them on the receipt in the order’s language, with the price difference', async () => {
    const { id, receipt, unitRappen } = await orderWithOptions('it');
    const lines = receipt.split('\n');
    const at = lines.findIndex((l) => l.startsWith('Som Tam'));
    expect(lines[at]).toMatch(new RegExp(`^Som Tam +2 +${amount(unitRappen * 2)}$`));
    expect(lines[at + 1]).toBe('  + Gamberi             +4.00');
    // Italian missing: the restaurant's default language (German).
    expect(lines[at + 2]).toBe('  + Scharf');
    expect(lines[at + 3]).toBe(`  cad. ${amount(unitRappen)}`);
    // The back office's download is the same text.
    const download = await admin.get(`/api/admin/orders/${id}/receipt`);
    expect(download.body).toContain('  + Gamberi             +4.00\n  + Scharf\n');
  });
});

describe('an order with options in the books', () => {
  it('sums the options sold in the close-out, named in the default language', async () => {
    const today = businessDateOf(new Date(), 'Europe/Zurich');
    const before = (await admin.get(`${API.adminCloseOut}?date=${today}`)).json() as TCloseOut;
    await orderWithOptions('en');
    // Waiting for the kitchen's yes: not counted.
    const waiting = await placeTakeaway(diner, somTam, { quantity: 5 });
    await ctx.db
      .update(orderItems)
      .set({ options: [PRAWNS] })
      .where(eq(orderItems.orderId, waiting));
    const after = (await admin.get(`${API.adminCloseOut}?date=${today}`)).json() as TCloseOut;
    const sold = (list: TCloseOut['byOption'], option: string) =>
      list?.find((o) => o.option === option) ?? { count: 0, gross: 0 };
    expect(sold(after.byOption, 'Crevetten')).toEqual({
      group: 'Protein',
      option: 'Crevetten',
      count: sold(before.byOption, 'Crevetten').count + 2,
      gross: sold(before.byOption, 'Crevetten').gross + 8,
    });
    expect(sold(after.byOption, 'Scharf')).toMatchObject({ group: 'Schärfegrad', gross: 0 });
    // Sorted by group.
    expect(after.byOption?.map((o) => o.group)).toEqual(['Protein', 'Schärfegrad']);

    const csv = (await admin.get(`${API.adminCloseOut}?date=${today}&format=csv`)).body.split('\r\n');
    expect(csv).toContain(
      `option;Protein: Crevetten;${sold(after.byOption, 'Crevetten').count};${amount(sold(after.byOption, 'Crevetten').gross * 100)}`,
    );
    expect(csv.find((l) => l.startsWith('option;Schärfegrad'))).toMatch(
      /^option;Schärfegrad: Scharf;\d+;0\.00$/,
    );
    // The PDF has the section too (in the reader's language).
    const pdf = await admin.raw('GET', `${API.adminCloseOut}?date=${today}&format=pdf`, {
      headers: { 'accept-language': 'fr-CH' },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('lists a line’s options in orders.csv’s column after the total, in the order’s language', async () => {
    const { id } = await orderWithOptions('fr');
    const today = businessDateOf(new Date(), 'Europe/Zurich');
    const res = await admin.get(`${API.adminOrdersCsv}?from=${today}&to=${today}`);
    const [header, ...rows] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    // The promo code's and the voucher's columns came after the options: new columns go last.
    expect(header?.split(';').slice(-5)).toEqual([
      'options',
      'promo_code',
      'order_promo_discount',
      'voucher_code',
      'order_voucher_amount',
    ]);
    const mine = rows.filter((r) => r.includes(id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatch(/;"Protéine: Crevettes; Piquant: Épicé";;0\.00;;0\.00$/);
  });
});
