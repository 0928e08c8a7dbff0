import type { ParsedMail } from 'mailparser';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakePrinter, type TFakePrinter, type TPrinted } from '../../scripts/fake-printer.mjs';
import { DINER, setupOpenRestaurant, until } from './helpers';
import { startSmtp } from './smtp';

/**
 * An order with dish options placed as a diner places it (POST /api/orders with option ids), on the
 * demo's Massaman curry (protein and spice level): the emails list the options in the diner's language,
 * the kitchen ticket in the kitchen's (bold, under the dish), the receipt with the prawns' price.
 */
const smtp = await startSmtp();
afterAll(() => smtp.close());
const { ctx, admin, diner } = await setupOpenRestaurant({
  smtpUrl: smtp.url,
  mailFrom: 'Hana Sushi & Thai <orders@hana.example>',
  publicUrl: 'https://hana.example',
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

type TItem = {
  id: number;
  name: string;
  price: number;
  optionGroups: { name: string; options: { id: number; name: string }[] }[];
};
const menu = (await ctx.app.inject({ url: '/api/menu-items' })).json() as TItem[];
const curry = menu.find((m) => m.name === 'Massaman Curry');
if (!curry) throw new Error('no Massaman curry');
const optionId = (group: string, option: string) => {
  const id = curry.optionGroups.find((g) => g.name === group)?.options.find((o) => o.name === option)?.id;
  if (!id) throw new Error(`${group}: ${option}`);
  return id;
};
const PRAWNS = optionId('Protein', 'Prawns');
const HOT = optionId('Spice level', 'Hot');
const unitRappen = Math.round(curry.price * 100) + 400;

async function mailFor(to: string, subject: RegExp): Promise<ParsedMail> {
  return until(() =>
    smtp.received.find(
      (m) => m.to && !Array.isArray(m.to) && m.to.text === to && subject.test(m.subject ?? ''),
    ),
  );
}
const text = (doc: TPrinted) => doc.lines.join('\n');

describe('an order with options placed by a diner', () => {
  it('is in the emails, on the kitchen ticket and on the receipt', async () => {
    const email = `options.${Date.now()}@example.ch`;
    const placed = await diner.post(
      '/api/orders',
      {
        customerInfo: { ...DINER, email },
        orderType: 'TAKEAWAY',
        items: [{ menuItemId: curry.id, quantity: 2, options: [PRAWNS, HOT] }],
        paymentMethod: 'CASH',
        asap: true,
      },
      { 'accept-language': 'fr-CH' },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = placed.json() as { id: string };

    // Received, in French: the options under the line, the prawns' price.
    const received = await mailFor(email, /^Nous avons bien reçu/);
    const lines = (received.text ?? '').split('\n');
    const at = lines.findIndex((l) => l.startsWith('2 × Curry massaman'));
    expect(lines[at]).toMatch(new RegExp(`CHF ${((unitRappen * 2) / 100).toFixed(2)}$`));
    expect(lines.slice(at + 1, at + 3)).toEqual([
      '    Protéine : Crevettes (+ CHF 4.00)',
      '    Piquant : Épicé',
    ]);
    expect(received.html).toContain('Protéine : Crevettes (+ CHF 4.00)');

    const before = fake.printed.length;
    expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, {})).statusCode).toBe(200);
    // Confirmed: the same lines, read from the order.
    const confirmed = await mailFor(email, /est confirmée$/);
    expect(confirmed.text).toContain('    Protéine : Crevettes (+ CHF 4.00)\n    Piquant : Épicé\n');

    await until(() => (fake.printed.length >= before + 2 ? true : undefined));
    const docs = fake.printed.slice(before, before + 2);
    const receipt = docs.find((d) => text(d).includes('CHF'));
    const ticket = docs.find((d) => d !== receipt);
    if (!ticket || !receipt) throw new Error('a copy is missing');
    // The kitchen's language is the default one, German.
    expect(text(ticket)).toMatch(/^2 x Massaman-Curry\n {4}Protein: Crevetten\n {4}Schärfegrad: Scharf$/m);
    // The diner's receipt in French, with the price difference ('œ' is in no DOS code page: '?').
    expect(text(receipt)).toContain('  + Crevettes           +4.00\n  + Épicé\n');
    expect(text(receipt)).toMatch(
      new RegExp(`^Curry massaman +2 +${((unitRappen * 2) / 100).toFixed(2)}$`, 'm'),
    );
  });
});
