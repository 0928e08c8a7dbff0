import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  freePort,
  HOSTILE_PRINTER_NAMES,
  startFakePrinter,
  type TFakePrinter,
  type TPrinted,
} from '../../scripts/fake-printer.mjs';
import { orders, printJobs, rateLimits } from '../src/db/schema';
import { placeTakeaway, setupOpenRestaurant, until } from './helpers';
import { deliverAgain, untilJobFinal, untilJobsFinal } from './jobs';

// The server prints confirmed orders on network printers (ESC/POS over TCP), once per copy,
// waiting for a printer that cannot take a ticket. A fake printer on 127.0.0.1 plays the printer.
// The fakes listen on ports the system picks (Linux's ephemeral range), allowed here besides 9100-9109.
const { ctx, admin, diner } = await setupOpenRestaurant({
  printersAllowLoopback: true,
  printerPorts: [
    [9100, 9109],
    [32768, 60999],
  ],
  printRetrySeconds: 1,
});
const menu = (await ctx.app.inject({ url: '/api/menu-items' })).json() as { id: number; name: string }[];
const found = menu.find((m) => m.name === 'Green Curry Chicken');
if (!found) throw new Error('no curry');
const curry = found;
// The kitchen's ticket is in the kitchen language: the restaurant's default language (German) here.
const curryDe = (
  (await ctx.app.inject({ url: '/api/menu-items', headers: { 'accept-language': 'de' } })).json() as {
    id: number;
    name: string;
  }[]
).find((m) => m.id === curry.id)?.name;

const fakes: TFakePrinter[] = [];
afterAll(async () => {
  for (const fake of fakes) await fake.stop();
});
async function fakePrinter(...args: Parameters<typeof startFakePrinter>) {
  const fake = await startFakePrinter(...args);
  fakes.push(fake);
  return fake;
}

type TPrinter = { id: number; lastError: string | null; pendingJobs: number };
async function addPrinter(port: number, overrides: Record<string, unknown> = {}): Promise<TPrinter> {
  const res = await admin.post('/api/admin/printers', {
    name: 'Kitchen',
    host: '127.0.0.1',
    port,
    columns: 42,
    codePage: 'CP858',
    copies: ['KITCHEN', 'RECEIPT'],
    ...overrides,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}
async function removePrinters() {
  for (const p of (await admin.get('/api/admin/printers')).json() as TPrinter[]) {
    await admin.delete(`/api/admin/printers/${p.id}`);
  }
}
// A test that fails half-way leaves no printer behind for the next one.
afterEach(removePrinters);
async function confirmedOrder() {
  const id = await placeTakeaway(diner, curry.id, { quantity: 2 });
  expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, {})).statusCode).toBe(200);
  return id;
}
const printStatus = async (id: string) =>
  ((await admin.get(`/api/orders/${id}`)).json() as { printStatus: string }).printStatus;
const text = (doc: { lines: string[] }) => doc.lines.join('\n');

describe('printers (GET, POST, PUT, DELETE /api/admin/printers)', () => {
  it('keeps printers on the restaurant’s network and validates each field', async () => {
    for (const host of ['8.8.8.8', '169.254.169.254', 'fd00:ec2::254']) {
      const res = await admin.post('/api/admin/printers', { name: 'Bar', host, copies: ['RECEIPT'] });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PRINTER_ADDRESS');
      expect(res.json().details.host).toMatch(/own network/);
    }
    const bad = await admin.post('/api/admin/printers', {
      name: '',
      host: 'not a host',
      port: 70000,
      columns: 40,
      codePage: 'UTF8',
      copies: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().details).sort()).toEqual([
      'codePage',
      'columns',
      'copies',
      'host',
      'name',
      'port',
    ]);
    const created = await admin.post('/api/admin/printers', {
      name: 'Bar',
      host: '192.168.1.50',
      copies: ['RECEIPT', 'RECEIPT'],
    });
    expect(created.json()).toMatchObject({
      port: 9100,
      columns: 42,
      codePage: 'CP858',
      copies: ['RECEIPT'],
      enabled: true,
      pendingJobs: 0,
    });
    const id = created.json().id;
    const edited = await admin.put(`/api/admin/printers/${id}`, {
      name: 'Bar',
      host: '10.0.0.7',
      port: 9101,
      columns: 48,
      codePage: 'WPC1252',
      copies: ['KITCHEN'],
      enabled: false,
    });
    expect(edited.json()).toMatchObject({ host: '10.0.0.7', columns: 48, enabled: false });
    expect((await admin.delete(`/api/admin/printers/${id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/admin/printers/${id}`)).statusCode).toBe(404);
    expect((await diner.get('/api/admin/printers')).statusCode).toBe(401);
  });

  it('prints a test page with the umlauts of its code page, and says why one cannot print', async () => {
    const fake = await fakePrinter();
    for (const codePage of ['CP858', 'CP850', 'CP437', 'WPC1252']) {
      const printer = await addPrinter(fake.port, { codePage });
      const res = await admin.post(`/api/admin/printers/${printer.id}/test`, {});
      expect(res.statusCode).toBe(200);
      const page = fake.printed.at(-1);
      expect(page?.codePage).toBe(codePage === 'WPC1252' ? 'windows1252' : codePage.toLowerCase());
      expect(page && text(page)).toContain('Grüezi! Zürich Bäckerei Öl Übersee');
      expect(page && text(page)).toContain('Crème brûlée à la carte, façon maison');
      expect(page?.big).toBe(true);
      await removePrinters();
    }
    const off = await addPrinter(await freePort());
    const failed = await admin.post(`/api/admin/printers/${off.id}/test`, {});
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'PRINTER_UNAVAILABLE' });
    expect(failed.json().message).toMatch(/did not answer/);
    const [listed] = (await admin.get('/api/admin/printers')).json() as TPrinter[];
    expect(listed?.lastError).toBe(failed.json().message);
    await removePrinters();
  });

  it('accepts printer ports only (9100-9109 unless PRINTER_PORTS says otherwise)', async () => {
    for (const port of [22, 80, 3306, 5432, 6379, 9110]) {
      const res = await admin.post('/api/admin/printers', {
        name: 'Bar',
        host: '192.168.1.50',
        port,
        copies: ['RECEIPT'],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PRINTER_PORT');
      expect(res.json().details.port).toMatch(/port 9100/);
    }
    const german = await admin.post(
      '/api/admin/printers',
      { name: 'Bar', host: '192.168.1.50', port: 5432, copies: ['RECEIPT'] },
      { 'accept-language': 'de' },
    );
    expect(german.json().details.port).toMatch(/Netzwerkdrucker werden über Port 9100/);
    const ok = await admin.post('/api/admin/printers', {
      name: 'Bar',
      host: '192.168.1.50',
      port: 9101,
      copies: ['RECEIPT'],
    });
    expect(ok.statusCode).toBe(201);
    expect(
      (
        await admin.put(`/api/admin/printers/${ok.json().id}`, {
          name: 'Bar',
          host: '192.168.1.50',
          port: 5432,
          copies: ['RECEIPT'],
        })
      ).json().code,
    ).toBe('PRINTER_PORT');
    await removePrinters();
  });

  it('gives one answer for whatever is not a printer: a closed port, a silent service, one that greets', async () => {
    const silent = await fakePrinter('silent');
    const banner = await fakePrinter('banner');
    const ports = [await freePort(), silent.port, banner.port];
    const printers = [];
    for (const port of ports) printers.push(await addPrinter(port));
    const answers = await Promise.all(
      printers.map(async (p) => {
        const res = await admin.post(`/api/admin/printers/${p.id}/test`, {});
        return { status: res.statusCode, body: res.json() };
      }),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 502,
        body: {
          status: 502,
          error: 'Bad Gateway',
          code: 'PRINTER_UNAVAILABLE',
          message: 'The printer did not answer. Check that it is switched on, connected and at this address.',
        },
      });
    }
    // Only the status request reached them: no test page, no ruler, no text.
    expect(silent.received).toBe(3);
    expect(banner.received).toBe(3);
    expect([...silent.printed, ...banner.printed]).toEqual([]);
    await removePrinters();
  });

  it('limits test prints to ten per admin in ten minutes', async () => {
    await ctx.db.delete(rateLimits);
    const fake = await fakePrinter();
    const printer = await addPrinter(fake.port);
    for (let i = 0; i < 10; i++) {
      expect((await admin.post(`/api/admin/printers/${printer.id}/test`, {})).statusCode).toBe(200);
    }
    const refused = await admin.post(`/api/admin/printers/${printer.id}/test`, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toBe('Too many test prints. Please wait a few minutes and try again.');
    expect(fake.printed).toHaveLength(10);
    await ctx.db.delete(rateLimits);
    await removePrinters();
  });
});

describe('printing confirmed orders', () => {
  it('prints the kitchen ticket and the receipt once each, with cuts, as soon as the order is confirmed', async () => {
    const fake = await fakePrinter();
    await addPrinter(fake.port);
    const id = await confirmedOrder();
    await until(async () => ((await printStatus(id)) === 'PRINTED' ? true : undefined));
    expect(fake.printed).toHaveLength(2);
    const [ticket, receipt] = [...fake.printed].sort((a) => (text(a).includes('TOTAL CHF') ? 1 : -1));
    const order = (await admin.get(`/api/orders/${id}`)).json();
    expect(ticket?.lines[0]?.trim()).toBe(`#${order.orderNumber}`);
    expect(ticket && text(ticket)).toContain(`2 x ${curryDe}`);
    // The ready time, with its date when it is another day (an order confirmed late in the evening).
    expect(ticket && text(ticket)).toMatch(/Fertig (\d\d\.\d\d\.\d{4},\s+)?\d\d:\d\d/);
    expect(receipt && text(receipt)).toContain(`Order #${order.orderNumber}`);
    expect(receipt?.lines.every((l) => l.length <= 42)).toBe(true);
    // A phone order entered as CONFIRMED prints too, named on the ticket.
    const phone = await admin.post('/api/admin/orders', {
      customerInfo: { firstName: 'Ueli', phone: '079 123 45 67' },
      orderType: 'TAKEAWAY',
      items: [{ menuItemId: curry.id, quantity: 1 }],
      paymentMethod: 'CASH',
      asap: true,
    });
    await until(async () => ((await printStatus(phone.json().id)) === 'PRINTED' ? true : undefined));
    expect(fake.printed.map(text).some((t) => t.includes('Telefonbestellung: chef'))).toBe(true);
    await removePrinters();
  });

  it('waits for a printer that is off, alerts after two minutes, and prints once when it is back', async () => {
    const port = await freePort();
    await addPrinter(port, { copies: ['KITCHEN'] });
    const id = await confirmedOrder();
    await until(async () => ((await printStatus(id)) === 'WAITING_FOR_PRINTER' ? true : undefined));
    // The incoming screen lists it at once; the alert waits two minutes.
    expect((await admin.get('/api/admin/print-problems')).json()).toEqual([
      expect.objectContaining({ orderId: id, printerName: 'Kitchen', copy: 'KITCHEN' }),
    ]);
    expect((await admin.get('/api/admin/alerts')).json().printerProblems).toBe(0);
    // Two minutes later: the alert.
    await ctx.db
      .update(printJobs)
      .set({ waitingSince: new Date(Date.now() - 3 * 60_000) })
      .where(eq(printJobs.orderId, id));
    expect((await admin.get('/api/admin/alerts')).json().printerProblems).toBe(1);
    const [problem] = (await admin.get('/api/admin/print-problems')).json();
    expect(problem).toMatchObject({ orderId: id, printerName: 'Kitchen', copy: 'KITCHEN' });
    expect(problem.lastError).toMatch(/did not answer/);

    const fake = await fakePrinter('ok', port);
    await until(async () => ((await printStatus(id)) === 'PRINTED' ? true : undefined));
    // Later retries change nothing: once its job is final nothing tries again by itself, and the same
    // job delivered once more (the queue delivers at least once) prints nothing.
    const [printed] = await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, id));
    if (!printed) throw new Error('no print job');
    const jobs = await untilJobsFinal(ctx.pool, 'print', 'printJobId', printed.id);
    expect(jobs.map((j) => j.state)).toEqual(['completed']);
    const connections = fake.connections;
    const again = await deliverAgain(ctx.pool, 'print', { printJobId: printed.id });
    expect(await untilJobFinal(ctx.pool, again)).toBe('completed');
    const [after] = await ctx.db.select().from(printJobs).where(eq(printJobs.id, printed.id));
    expect(after).toMatchObject({ status: 'PRINTED', attempts: printed.attempts });
    expect(fake.connections).toBe(connections);
    expect(fake.printed).toHaveLength(1);
    expect((await admin.get('/api/admin/alerts')).json().printerProblems).toBe(0);
    expect((await admin.get('/api/admin/print-problems')).json()).toEqual([]);
    await fake.stop();
    await removePrinters();
  });

  it('prints a ticket torn by a dropped connection again, whole, once', async () => {
    const fake = await fakePrinter({ dropAfterBytes: 40 });
    await addPrinter(fake.port, { copies: ['RECEIPT'] });
    const id = await confirmedOrder();
    await until(async () => (fake.connections >= 2 ? true : undefined));
    expect(await printStatus(id)).toBe('WAITING_FOR_PRINTER');
    expect(fake.printed).toHaveLength(0);
    fake.mode = 'ok';
    await until(async () => ((await printStatus(id)) === 'PRINTED' ? true : undefined));
    expect(fake.printed).toHaveLength(1);
    expect(text(fake.printed[0] ?? { lines: [] })).toContain('TOTAL CHF');
    await removePrinters();
  });

  it('waits while the paper is out, and prints once it is back', async () => {
    const fake = await fakePrinter('paperOut');
    await addPrinter(fake.port, { copies: ['KITCHEN'] });
    const id = await confirmedOrder();
    await until(async () => ((await printStatus(id)) === 'WAITING_FOR_PRINTER' ? true : undefined));
    const [job] = await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, id));
    expect(job?.lastError).toBe('The printer is out of paper.');
    fake.mode = 'ok';
    await until(async () => ((await printStatus(id)) === 'PRINTED' ? true : undefined));
    expect(fake.printed).toHaveLength(1);
    await removePrinters();
  });

  it('prints on 48 columns', async () => {
    const fake = await fakePrinter();
    await addPrinter(fake.port, { columns: 48, copies: ['RECEIPT'] });
    const id = await confirmedOrder();
    await until(async () => ((await printStatus(id)) === 'PRINTED' ? true : undefined));
    const [receipt] = fake.printed;
    expect(receipt?.lines.some((l) => l.length === 48)).toBe(true);
    expect(receipt?.lines.every((l) => l.length <= 48)).toBe(true);
    await removePrinters();
  });

  it('sends a ticket to nothing that has not answered as a printer', async () => {
    for (const mode of ['silent', 'banner'] as const) {
      const device = await fakePrinter(mode);
      await addPrinter(device.port, { copies: ['KITCHEN'] });
      const id = await confirmedOrder();
      await until(async () => ((await printStatus(id)) === 'WAITING_FOR_PRINTER' ? true : undefined));
      const [job] = await ctx.db.select().from(printJobs).where(eq(printJobs.orderId, id));
      expect(job?.lastError).toMatch(/did not answer/);
      // Each try sent the status request (DLE EOT 4) and nothing of the ticket.
      await until(async () => (device.closedConnections.length >= 2 ? true : undefined));
      expect(device.closedConnections.slice(0, 2)).toEqual([3, 3]);
      expect(device.printed).toEqual([]);
      await removePrinters();
    }
  });

  it('prints again on request, and says so when no printer is set up', async () => {
    const none = await admin.post(`/api/admin/orders/${await confirmedOrder()}/print`, {});
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_PRINTER');
    const fake = await fakePrinter();
    await addPrinter(fake.port, { copies: ['RECEIPT'] });
    const id = await confirmedOrder();
    await until(async () => (fake.printed.length === 1 ? true : undefined));
    const again = await admin.post(`/api/admin/orders/${id}/print`, {});
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ queued: 1 });
    await until(async () => (fake.printed.length === 2 ? true : undefined));
    expect((await admin.post('/api/admin/orders/aaaaaaaaaaaaaaaa/print', {})).statusCode).toBe(404);
    // The printer has the paper out before the job is recorded as printed: wait for the record.
    await until(async () => {
      const [row] = await ctx.db.select().from(orders).where(eq(orders.id, id));
      return row?.printStatus === 'PRINTED' ? true : undefined;
    });
    await removePrinters();
  });
});

describe('what diners type reaches the printer as text', () => {
  /** The order's kitchen ticket as the fake printer got it. */
  async function kitchenTicketOf(fake: TFakePrinter, customerInfo: Record<string, unknown>, notes: string) {
    const before = fake.printed.length;
    const placed = await diner.post('/api/orders', {
      customerInfo,
      orderType: 'DELIVERY',
      items: [{ menuItemId: curry.id, quantity: 3 }],
      paymentMethod: 'CASH',
      asap: true,
      specialInstructions: notes,
    });
    expect(placed.statusCode).toBe(201);
    const { id } = placed.json();
    expect((await admin.post(`/api/admin/menu-orders/${id}/confirm`, {})).statusCode).toBe(200);
    await until(async () => ((await printStatus(id)) === 'PRINTED' ? true : undefined));
    expect(fake.printed.length).toBe(before + 2);
    const [ticket, receipt] = fake.printed
      .slice(before)
      .sort((a) => (text(a).includes('TOTAL CHF') ? 1 : -1));
    return { ticket: ticket as TPrinted, receipt: receipt as TPrinted };
  }
  const benign = (name: string) => name.replace(/[^ ]/g, 'x');

  it('prints the review’s names with the layout’s commands only, on the ticket and the receipt', async () => {
    const fake = await fakePrinter();
    await addPrinter(fake.port);
    const { drawer, cut, forgedLine, powerOff } = HOSTILE_PRINTER_NAMES;
    const customer = (first: string, last: string, street: string) => ({
      firstName: first,
      lastName: last,
      email: 'anna@example.ch',
      phone: '+41 79 123 45 67',
      address: { street, streetNo: '1', plz: '4600', city: 'Olten' },
    });
    const hostile = await kitchenTicketOf(fake, customer(drawer, cut, powerOff), forgedLine);
    const plain = await kitchenTicketOf(
      fake,
      customer(benign(drawer), benign(cut), benign(powerOff)),
      benign(forgedLine),
    );
    // The same commands as an order with plain names: no reset, drawer, cut, style or power command of
    // the diner's, and no control byte left over as text.
    expect(hostile.ticket.commands).toEqual(plain.ticket.commands);
    expect(hostile.receipt.commands).toEqual(plain.receipt.commands);
    for (const doc of [hostile.ticket, hostile.receipt]) {
      expect(doc.commands.filter((c) => c.startsWith('GS V'))).toHaveLength(1);
      expect(doc.commands.some((c) => /^(ESC p|DLE|0x)/.test(c))).toBe(false);
    }
    expect(text(hostile.ticket)).toContain('Anna<@<p0?? -V?');
    expect(text(hostile.ticket)).toContain('o<E?-!<3 x Wagyu Nigiri');
    expect(text(hostile.ticket)).toContain(`\n3 x ${curryDe}\n`);
    await removePrinters();
  });
});
