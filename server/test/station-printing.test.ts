import { ZStationInputSchema } from '@app/shared/kitchen';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  freePort,
  HOSTILE_PRINTER_NAMES,
  startFakePrinter,
  type TFakePrinter,
  type TPrinted,
} from '../../scripts/fake-printer.mjs';
import { categories, printJobs, stationPrinters, stations } from '../src/db/schema';
import { DINER, setupOpenRestaurant, until } from './helpers';

// The kitchen's stations on their printers: a KITCHEN printer that serves stations prints one ticket per
// station with that station's lines only; one that serves none prints the whole kitchen ticket, as before.
// Fake printers on 127.0.0.1 play the sushi bar's, the wok's and the front's printers.
const { ctx, admin, diner } = await setupOpenRestaurant({
  printersAllowLoopback: true,
  printerPorts: [
    [9100, 9109],
    [32768, 60999],
  ],
  printRetrySeconds: 1,
});

type TMenuItem = { id: number; name: string };
const menuIn = async (language: string) =>
  (
    await ctx.app.inject({ url: '/api/menu-items', headers: { 'accept-language': language } })
  ).json() as TMenuItem[];
const [menu, menuDe] = [await menuIn('en'), await menuIn('de')];
function item(name: string) {
  const found = menu.find((m) => m.name === name);
  const de = menuDe.find((m) => m.id === found?.id)?.name;
  if (!found || !de) throw new Error(`no ${name}`);
  // The kitchen's tickets are in the kitchen language: the restaurant's default (German) here.
  return { id: found.id, de };
}
const maki = item('Kappa Maki (6 pcs)');
const curry = item('Green Curry Chicken');

// Two stations routed by category: the maki to the sushi bar, the curries to the wok.
async function addStation(name: string, position: number, category: string) {
  const [row] = await ctx.db.insert(stations).values({ name, targetMinutes: 15, position }).returning();
  if (!row) throw new Error('no station');
  await ctx.db.update(categories).set({ stationId: row.id }).where(eq(categories.code, category));
  return row;
}
const sushiBar = await addStation('Sushi bar', 0, 'HOSO_MAKI');
const wok = await addStation('Wok', 1, 'THAI_CURRY');

const fakes: TFakePrinter[] = [];
afterAll(async () => {
  for (const fake of fakes) await fake.stop();
});
async function fakePrinter(...args: Parameters<typeof startFakePrinter>) {
  const fake = await startFakePrinter(...args);
  fakes.push(fake);
  return fake;
}

/** A printer of `copies` on `port` that serves `served` stations. */
async function addPrinter(name: string, port: number, copies: string[], served: number[] = []) {
  const res = await admin.post('/api/admin/printers', {
    name,
    host: '127.0.0.1',
    port,
    columns: 42,
    codePage: 'CP858',
    copies,
  });
  expect(res.statusCode).toBe(201);
  const { id } = res.json() as { id: number };
  for (const stationId of served) await ctx.db.insert(stationPrinters).values({ stationId, printerId: id });
  return id;
}
async function removePrinters() {
  for (const p of (await admin.get('/api/admin/printers')).json() as { id: number }[]) {
    await admin.delete(`/api/admin/printers/${p.id}`);
  }
}
/** The sushi bar's, the wok's and the front's printers, each a fake that prints. */
async function kitchenPrinters() {
  const [sushi, wokFake, front] = [await fakePrinter(), await fakePrinter(), await fakePrinter()];
  await addPrinter('Sushi bar', sushi.port, ['KITCHEN'], [sushiBar.id]);
  await addPrinter('Wok', wokFake.port, ['KITCHEN'], [wok.id]);
  await addPrinter('Front', front.port, ['RECEIPT']);
  return { sushi, wok: wokFake, front };
}

const printStatus = async (id: string) =>
  ((await admin.get(`/api/orders/${id}`)).json() as { printStatus: string }).printStatus;
const printed = (id: string) => until(async () => ((await printStatus(id)) === 'PRINTED' ? true : undefined));
const text = (doc: TPrinted | undefined) => doc?.lines.join('\n') ?? '';

/** A diner's takeaway order of `items`, confirmed; its id and its number. */
async function confirmedOrder(items: { menuItemId: number; quantity: number }[], notes?: string) {
  const placed = await diner.post('/api/orders', {
    customerInfo: DINER,
    orderType: 'TAKEAWAY',
    items,
    paymentMethod: 'CASH',
    asap: true,
    ...(notes ? { specialInstructions: notes } : {}),
  });
  expect(placed.statusCode).toBe(201);
  const { id } = placed.json() as { id: string };
  expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, {})).statusCode).toBe(200);
  const { orderNumber } = (await admin.get(`/api/orders/${id}`)).json() as { orderNumber: number };
  return { id, orderNumber };
}

describe('a ticket per station', () => {
  it('prints each station only its own lines with the notes, and the whole receipt at the front', async () => {
    const printers = await kitchenPrinters();
    const order = await confirmedOrder(
      [
        { menuItemId: maki.id, quantity: 2 },
        { menuItemId: curry.id, quantity: 1 },
      ],
      'Allergie: keine Erdnüsse\nBitte ohne Koriander',
    );
    await printed(order.id);
    expect(printers.sushi.printed).toHaveLength(1);
    expect(printers.wok.printed).toHaveLength(1);
    expect(printers.front.printed).toHaveLength(1);

    const [sushi, wokTicket, receipt] = [
      printers.sushi.printed[0],
      printers.wok.printed[0],
      printers.front.printed[0],
    ];
    // Headed by the station's name, then the order number, the order type and the due time.
    expect(sushi?.lines.slice(0, 4).map((l) => l.trim())).toEqual([
      'Sushi bar',
      '-'.repeat(42),
      `#${order.orderNumber}`,
      'ABHOLUNG',
    ]);
    expect(text(sushi)).toMatch(/Fertig (\d\d\.\d\d\.\d{4},\s+)?\d\d:\d\d/);
    expect(text(sushi)).toContain(`2 x ${maki.de}`);
    expect(text(sushi)).not.toContain(curry.de);
    expect(wokTicket?.lines[0]?.trim()).toBe('Wok');
    expect(text(wokTicket)).toContain(`1 x ${curry.de}`);
    expect(text(wokTicket)).not.toContain(maki.de);
    // The notes on both, inverted and tall; the diner's details stay on the receipt.
    for (const ticket of [sushi, wokTicket]) {
      // Its line breaks as ' / ', wrapped under its label.
      expect(text(ticket)).toMatch(/BEMERKUNG: Allergie: keine Erdnüsse \/\n {11}Bitte ohne Koriander/);
      expect(ticket?.commands).toContain('GS B 1');
      expect(ticket?.commands).toContain('GS B 0');
      expect(text(ticket)).not.toContain(DINER.lastName);
      expect(ticket?.commands.filter((c) => c.startsWith('GS V'))).toHaveLength(1);
    }
    expect(text(receipt)).toContain(`Order #${order.orderNumber}`);
    expect(text(receipt)).toContain('Kappa Maki');
    expect(text(receipt)).toContain('Green Curry Chicken');
    expect(text(receipt)).toContain('TOTAL CHF');

    // One job per station on its printer, and the receipt's: the print status counted all three.
    const jobs = await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, order.id));
    expect(
      jobs
        .map((j) => ({ copy: j.copy, stationId: j.stationId, status: j.status }))
        .sort((a, b) => `${a.copy}${a.stationId}`.localeCompare(`${b.copy}${b.stationId}`)),
    ).toEqual([
      { copy: 'KITCHEN', stationId: sushiBar.id, status: 'PRINTED' },
      { copy: 'KITCHEN', stationId: wok.id, status: 'PRINTED' },
      { copy: 'RECEIPT', stationId: null, status: 'PRINTED' },
    ]);
    await removePrinters();
  });

  it('prints the whole kitchen ticket on a kitchen printer that serves no station', async () => {
    const printers = await kitchenPrinters();
    const pass = await fakePrinter();
    await addPrinter('Pass', pass.port, ['KITCHEN']);
    const order = await confirmedOrder([
      { menuItemId: maki.id, quantity: 1 },
      { menuItemId: curry.id, quantity: 3 },
    ]);
    await printed(order.id);
    expect(pass.printed).toHaveLength(1);
    const whole = text(pass.printed[0]);
    expect(pass.printed[0]?.lines[0]?.trim()).toBe(`#${order.orderNumber}`);
    expect(whole).toContain(`1 x ${maki.de}`);
    expect(whole).toContain(`3 x ${curry.de}`);
    expect(whole).toContain(`Kunde: ${DINER.firstName} ${DINER.lastName}`);
    expect(text(printers.sushi.printed[0])).not.toContain(curry.de);
    expect(text(printers.wok.printed[0])).not.toContain(maki.de);
    await removePrinters();
  });

  it('prints nothing on the wok’s printer for an order of sushi only, and prints the same set again', async () => {
    const printers = await kitchenPrinters();
    const order = await confirmedOrder([{ menuItemId: maki.id, quantity: 4 }]);
    await printed(order.id);
    expect(printers.sushi.printed).toHaveLength(1);
    expect(printers.front.printed).toHaveLength(1);
    expect(printers.wok.printed).toHaveLength(0);
    expect(printers.wok.connections).toBe(0);

    const again = await admin.post(`/api/admin/orders/${order.id}/print`, {});
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ queued: 2 });
    await until(async () =>
      printers.sushi.printed.length === 2 && printers.front.printed.length === 2 ? true : undefined,
    );
    await printed(order.id);
    expect(text(printers.sushi.printed[1])).toBe(text(printers.sushi.printed[0]));
    expect(printers.wok.printed).toHaveLength(0);
    await removePrinters();
  });

  it('prints one ticket per station on a printer that serves two', async () => {
    const both = await fakePrinter();
    await addPrinter('Kitchen', both.port, ['KITCHEN'], [sushiBar.id, wok.id]);
    const order = await confirmedOrder([
      { menuItemId: curry.id, quantity: 1 },
      { menuItemId: maki.id, quantity: 2 },
    ]);
    await printed(order.id);
    // Two tickets, each with its own station's lines (the worker prints them in either order).
    const [sushi, wokTicket] = [...both.printed].sort((a, b) => text(a).trim().localeCompare(text(b).trim()));
    expect([sushi, wokTicket].map((doc) => doc?.lines[0]?.trim())).toEqual(['Sushi bar', 'Wok']);
    expect(text(sushi)).toContain(`2 x ${maki.de}`);
    expect(text(sushi)).not.toContain(curry.de);
    expect(text(wokTicket)).toContain(`1 x ${curry.de}`);
    expect(text(wokTicket)).not.toContain(maki.de);
    await removePrinters();
  });

  it('counts a station’s ticket waiting for its printer, and drops it when the station is deleted', async () => {
    const front = await fakePrinter();
    await addPrinter('Front', front.port, ['RECEIPT']);
    // A station of its own for this order's curry, on a printer that is switched off.
    const grill = await addStation('Grill', 2, 'THAI_CURRY');
    const port = await freePort();
    await addPrinter('Grill', port, ['KITCHEN'], [grill.id]);
    const order = await confirmedOrder([{ menuItemId: curry.id, quantity: 1 }]);
    await ctx.db.update(categories).set({ stationId: wok.id }).where(eq(categories.code, 'THAI_CURRY'));
    await until(async () => ((await printStatus(order.id)) === 'WAITING_FOR_PRINTER' ? true : undefined));
    expect((await admin.get('/api/admin/print-problems')).json()).toEqual([
      expect.objectContaining({ orderId: order.id, printerName: 'Grill', copy: 'KITCHEN' }),
    ]);

    // The station is given up while its ticket waits: the ticket has no lines of it left to print, and
    // does not turn into the whole kitchen ticket either.
    await ctx.db.delete(stations).where(eq(stations.id, grill.id));
    const device = await fakePrinter('ok', port);
    await until(async () => {
      const jobs = await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, order.id));
      return jobs.find((j) => j.copy === 'KITCHEN')?.status === 'CANCELLED' ? true : undefined;
    });
    await printed(order.id);
    expect(front.printed).toHaveLength(1);
    expect(device.printed).toEqual([]);
    expect((await admin.get('/api/admin/print-problems')).json()).toEqual([]);
    await removePrinters();
  });
});

describe('what reaches a station’s printer is text', () => {
  it('refuses a station name with control characters when it is typed', () => {
    for (const name of ['Sushi\u001b@', 'Wok\n#99', 'Bar\u0007']) {
      expect(ZStationInputSchema.safeParse({ name, targetMinutes: 15 }).success).toBe(false);
    }
    expect(ZStationInputSchema.safeParse({ name: 'Sushi-Bar', targetMinutes: 15 }).success).toBe(true);
  });

  it('prints a station name and notes that look like commands with the layout’s commands only', async () => {
    const fake = await fakePrinter();
    await addPrinter('Sushi bar', fake.port, ['KITCHEN'], [sushiBar.id]);
    const { drawer, forgedLine } = HOSTILE_PRINTER_NAMES;
    const benign = (name: string) => name.replace(/[^ ]/g, 'x');
    /** The sushi bar's ticket, its station named `name` (as stored, past the input's checks). */
    async function ticketOf(name: string, notes: string) {
      await ctx.db.update(stations).set({ name }).where(eq(stations.id, sushiBar.id));
      const before = fake.printed.length;
      const order = await confirmedOrder([{ menuItemId: maki.id, quantity: 1 }], notes);
      await printed(order.id);
      expect(fake.printed).toHaveLength(before + 1);
      return fake.printed[before] as TPrinted;
    }
    const hostile = await ticketOf(drawer, forgedLine);
    const plain = await ticketOf(benign(drawer), benign(forgedLine));
    await ctx.db.update(stations).set({ name: sushiBar.name }).where(eq(stations.id, sushiBar.id));
    expect(hostile.commands).toEqual(plain.commands);
    expect(hostile.commands.some((c) => /^(ESC p|DLE|0x)/.test(c))).toBe(false);
    expect(hostile.lines[0]?.trim()).toBe('Anna<@<p0??');
    expect(text(hostile)).toContain('o<E?-!<3 x Wagyu Nigiri');
    await removePrinters();
  });
});
