import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakePrinter, type TFakePrinter, type TPrinted } from '../../scripts/fake-printer.mjs';
import { orders } from '../src/db/schema';
import { DINER, setupOpenRestaurant, until } from './helpers';

// Tickets and receipts in the right language: the kitchen's ticket in the restaurant's kitchen language
// (a setting; the default language until the owner chooses one), the diner's receipt in the order's.
// A fake network printer on 127.0.0.1 takes the bytes, decoded with the code page the printer was set to.
const { ctx, admin, diner } = await setupOpenRestaurant({
  printersAllowLoopback: true,
  // The fake listens on a port the system picks (Linux's ephemeral range), allowed here besides 9100-9109.
  printerPorts: [
    [9100, 9109],
    [32768, 60999],
  ],
  printRetrySeconds: 1,
});
const infoPath = async () =>
  `/api/admin/restaurant-info/${(await admin.get('/api/admin/restaurant-info')).json().id}`;

/** The menu in a language (the curry's name there), as a diner reading it sees it. */
async function menuIn(language: string) {
  const res = await ctx.app.inject({ url: '/api/menu-items', headers: { 'accept-language': language } });
  return res.json() as { id: number; name: string }[];
}
const curryId = (await menuIn('en')).find((m) => m.name === 'Green Curry Chicken')?.id;
if (!curryId) throw new Error('no curry');
const curryIn = async (language: string) => (await menuIn(language)).find((m) => m.id === curryId)?.name;
const [curryDe, curryFr, curryIt] = [await curryIn('de'), await curryIn('fr'), await curryIn('it')];

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

const text = (doc: TPrinted) => doc.lines.join('\n');
const printStatus = async (id: string) =>
  ((await admin.get(`/api/orders/${id}`)).json() as { printStatus: string }).printStatus;

/** The ticket and the receipt printed since `before` documents. */
async function printedSince(before: number) {
  await until(() => (fake.printed.length >= before + 2 ? true : undefined));
  const docs = fake.printed.slice(before, before + 2);
  const receipt = docs.find((d) => text(d).includes('CHF'));
  const ticket = docs.find((d) => d !== receipt);
  if (!ticket || !receipt) throw new Error('a copy is missing');
  return { ticket, receipt };
}

/** A French diner's takeaway, with a note, confirmed: both copies printed. */
async function frenchOrderPrinted() {
  const before = fake.printed.length;
  const placed = await diner.post(
    '/api/orders',
    {
      customerInfo: DINER,
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: curryId, quantity: 2 }],
      paymentMethod: 'CASH',
      asap: true,
      specialInstructions: 'Sans coriandre',
    },
    { 'accept-language': 'fr-CH' },
  );
  expect(placed.statusCode).toBe(201);
  const { id } = placed.json() as { id: string };
  expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, {})).statusCode).toBe(200);
  await until(async () => ((await printStatus(id)) === 'PRINTED' ? true : undefined));
  return { id, ...(await printedSince(before)) };
}

/** "Print again": the order's copies as the printer gets them now. */
async function printAgain(id: string) {
  const before = fake.printed.length;
  expect((await admin.post(`/api/admin/orders/${id}/print`, {})).statusCode).toBe(202);
  return printedSince(before);
}

/** Saves the restaurant information as the screen does, changing `changes`. */
async function saveInfo(changes: Record<string, unknown>, headers: Record<string, string> = {}) {
  const info = (await admin.get('/api/admin/restaurant-info')).json();
  const body = {
    name: info.name,
    aboutText: info.aboutText,
    phone: info.phone,
    address: info.address,
    openingHours: info.openingHours,
    ...changes,
  };
  return admin.request('PUT', await infoPath(), body, headers);
}

/** The bytes of `text` in CP858, as the printer must get them. */
const CP858: Record<string, number> = { ü: 0x81, é: 0x82, è: 0x8a, À: 0xb7, à: 0x85 };
function containsBytes(doc: TPrinted, sample: string): boolean {
  const needle = [...sample].map((c) => CP858[c] ?? c.charCodeAt(0));
  const raw = [...doc.raw];
  return raw.some((_, i) => needle.every((b, j) => raw[i + j] === b));
}

describe('the kitchen language', () => {
  it('is the default language until the owner chooses one, and is in the back office’s answer', async () => {
    const info = (await admin.get('/api/admin/restaurant-info')).json();
    expect(info.defaultLanguage).toBe('de');
    expect(info.kitchenLanguage).toBeNull();
    // The public answer does not carry it: nothing for diners.
    const pub = await ctx.app.inject({ url: '/api/restaurant-info/current' });
    expect(pub.json()).not.toHaveProperty('kitchenLanguage');
    expect([curryDe, curryFr, curryIt]).toEqual([
      'Grünes Curry mit Poulet',
      'Curry vert au poulet',
      'Curry verde con pollo',
    ]);
  });

  it('prints a French diner’s order as a German kitchen ticket and a French receipt', async () => {
    const { id, ticket, receipt } = await frenchOrderPrinted();
    const kitchen = text(ticket);
    // German labels and dish names, the diner's note as typed.
    expect(kitchen).toContain('ABHOLUNG');
    // The next day's date comes with a time after midnight, and the centred line may wrap after it.
    expect(kitchen).toMatch(/Fertig (\d\d\.\d\d\.\d{4},\s+)?\d\d:\d\d/);
    expect(kitchen).toMatch(/Bestellt \d\d\.\d\d\.\d{4}, \d\d:\d\d/);
    expect(kitchen).toMatch(/^2 x Grünes Curry mit Poulet$/m);
    expect(kitchen).toContain('BEMERKUNG: Sans coriandre');
    expect(kitchen).toContain(`Kunde: ${DINER.firstName} ${DINER.lastName}`);
    expect(kitchen).toContain(`Telefon: ${DINER.phone}`);
    expect(kitchen).not.toMatch(/Curry vert|TAKEAWAY|Ready|Customer/);
    // The umlaut reached the printer as its CP858 byte, not as UTF-8 or '?'.
    expect(containsBytes(ticket, 'Grünes')).toBe(true);

    // The diner's receipt speaks French; dates stay de-CH (spec).
    const paper = text(receipt);
    expect(paper).toMatch(/Commande #\d+ +\d\d\.\d\d\.\d{4}, \d\d:\d\d/);
    expect(paper).toContain('Type: À emporter');
    expect(paper).toContain('Curry vert au poulet');
    expect(paper).toContain('Paiement: Espèces');
    expect(paper).toContain('Merci pour votre commande !');
    expect(paper).not.toMatch(/Thank you|Grünes|Payment/);
    expect(containsBytes(receipt, 'Espèces')).toBe(true);
    expect(receipt.lines.every((line) => line.length <= 42)).toBe(true);
    // The receipt the back office downloads is the same French text.
    const download = await admin.get(`/api/admin/orders/${id}/receipt`);
    expect(download.body).toContain('Merci pour votre commande !');
    expect(download.body).toContain('Curry vert au poulet');
  });

  it('prints the next ticket in the language the owner chose, falling back as the menu does', async () => {
    const { id } = await frenchOrderPrinted();
    const saved = await saveInfo({ kitchenLanguage: 'it' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().kitchenLanguage).toBe('it');
    const italian = await printAgain(id);
    expect(text(italian.ticket)).toContain('DA ASPORTO');
    expect(text(italian.ticket)).toMatch(/^2 x Curry verde con pollo$/m);
    expect(text(italian.ticket)).toContain('NOTA: Sans coriandre');
    // The receipt stays the diner's.
    expect(text(italian.receipt)).toContain('Merci pour votre commande !');

    // A dish without an Italian name prints with the default language's, as the menu shows it.
    const [row] = await ctx.db.select({ lineNames: orders.lineNames }).from(orders).where(eq(orders.id, id));
    const withoutItalian = (row?.lineNames ?? []).map(({ it: _, ...names }) => names);
    await ctx.db.update(orders).set({ lineNames: withoutItalian }).where(eq(orders.id, id));
    expect(text((await printAgain(id)).ticket)).toMatch(/^2 x Grünes Curry mit Poulet$/m);

    // Cleared: the default language's again.
    expect((await saveInfo({ kitchenLanguage: null })).json().kitchenLanguage).toBeNull();
    const german = await printAgain(id);
    expect(text(german.ticket)).toContain('ABHOLUNG');

    // Each change is in the history beside the texts and the time zone, with who made it.
    const history = (await admin.get('/api/admin/restaurant-texts/history')).json() as {
      by: string;
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    }[];
    expect(history.slice(0, 2)).toMatchObject([
      { by: 'chef', before: { kitchenLanguage: 'it' }, after: { kitchenLanguage: null } },
      { by: 'chef', before: { kitchenLanguage: null }, after: { kitchenLanguage: 'it' } },
    ]);
  });

  it('refuses a language it does not speak, naming the field, and changes nothing', async () => {
    expect((await saveInfo({ kitchenLanguage: 'fr' })).statusCode).toBe(200);
    const before = (await admin.get('/api/admin/restaurant-info')).json();
    const historyBefore = (await admin.get('/api/admin/restaurant-texts/history')).json();
    for (const bad of ['es', 'DE', '', 42]) {
      const res = await saveInfo({ kitchenLanguage: bad, name: 'Renamed' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toHaveProperty('kitchenLanguage');
      expect(res.json().message).toMatch(/\S/);
    }
    // Said in the admin's language.
    const [inEnglish, inGerman] = [
      await saveInfo({ kitchenLanguage: 'es' }),
      await saveInfo({ kitchenLanguage: 'es' }, { 'accept-language': 'de' }),
    ];
    expect(inGerman.statusCode).toBe(400);
    expect(inGerman.json().details.kitchenLanguage).not.toBe(inEnglish.json().details.kitchenLanguage);
    expect((await admin.get('/api/admin/restaurant-info')).json()).toEqual(before);
    expect((await admin.get('/api/admin/restaurant-texts/history')).json()).toEqual(historyBefore);
    expect(before.kitchenLanguage).toBe('fr');
    await saveInfo({ kitchenLanguage: null });
  });
});
