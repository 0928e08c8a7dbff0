import net from 'node:net';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { signIn } from '../../fixtures/admin';
import { xsrf } from '../../fixtures/api';
import { expectNoSeriousA11yViolations } from '../a11y/axe';

/**
 * A network receipt printer on 127.0.0.1 (the e2e server allows loopback printers: PRINTERS_ALLOW_LOOPBACK):
 * records every byte it receives and answers the status requests an Epson printer answers, DLE EOT n with
 * 0x12 (online, paper present) and GS r n with 0x00 (paper present).
 */
async function startFakePrinter() {
  const received: number[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    // Requests of three bytes may arrive split across chunks: the unmatched tail waits for the next one.
    let pending: number[] = [];
    socket.on('data', (chunk: Buffer) => {
      received.push(...chunk);
      pending.push(...chunk);
      let i = 0;
      while (i + 2 < pending.length) {
        if (pending[i] === 0x10 && pending[i + 1] === 0x04) {
          socket.write(Uint8Array.of(0x12));
          i += 3;
        } else if (pending[i] === 0x1d && pending[i + 1] === 0x72) {
          socket.write(Uint8Array.of(0x00));
          i += 3;
        } else i += 1;
      }
      pending = pending.slice(i);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    received,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

type TListedPrinter = { id: number; name: string };

/** Deletes this test's printers, whatever happened: other tests must not print on the network. */
async function deletePrinters(request: APIRequestContext, name: string) {
  const res = await request.get('/api/admin/printers');
  if (!res.ok()) return;
  const token = await xsrf(request);
  for (const printer of (await res.json()) as TListedPrinter[]) {
    if (printer.name === name) {
      await request.delete(`/api/admin/printers/${printer.id}`, { headers: { 'X-XSRF-TOKEN': token } });
    }
  }
}

function indexOfBytes(haystack: readonly number[], needle: readonly number[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

test.describe('printers screen', () => {
  test('configures a network printer, test-prints on it and deletes it', async ({ page }) => {
    const printer = await startFakePrinter();
    const name = `E2E printer ${Date.now()}`;
    try {
      await signIn(page, '/admin/printers');
      await expect(page.getByRole('heading', { level: 1, name: 'Printers' })).toBeVisible();

      await page.getByRole('button', { name: 'Add printer' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add printer' });
      await expect(dialog.getByRole('textbox', { name: 'Port', exact: true })).toHaveValue('9100');
      await expect(dialog.getByLabel('Code page')).toHaveValue('CP858');
      await expectNoSeriousA11yViolations(page, 'the Add printer dialog', { include: '[role="dialog"]' });
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await dialog.getByLabel('IP address or host name').fill('127.0.0.1');
      await dialog.getByRole('textbox', { name: 'Port', exact: true }).fill(String(printer.port));
      await dialog.getByRole('checkbox', { name: 'Customer receipt' }).uncheck();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Created')).toBeVisible();
      await expect(dialog).toBeHidden();

      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText(`127.0.0.1:${printer.port}`);
      await expect(row).toContainText('Kitchen ticket');
      await expect(row).not.toContainText('Customer receipt');
      // The effect lands on the server.
      const listed = (await (await page.request.get('/api/admin/printers')).json()) as (TListedPrinter & {
        copies: string[];
        port: number;
      })[];
      expect(listed.find((p) => p.name === name)).toMatchObject({ port: printer.port, copies: ['KITCHEN'] });

      await row.getByRole('button', { name: 'Test print' }).click();
      await expect(page.getByText('Test page printed')).toBeVisible();
      // The printer got a page with "Test" on it, and a cut (GS V).
      expect(indexOfBytes(printer.received, [...Buffer.from('Test')])).toBeGreaterThanOrEqual(0);
      expect(indexOfBytes(printer.received, [0x1d, 0x56])).toBeGreaterThanOrEqual(0);
      await expect(row).toContainText('Printing');
      await expectNoSeriousA11yViolations(page, 'the printers screen with a printer', { include: 'main' });

      await row.getByRole('button', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete printer' });
      await expect(confirm).toContainText(`Delete the printer ${name}?`);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Deleted')).toBeVisible();
      await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    } finally {
      await deletePrinters(page.request, name);
      await printer.stop();
    }
  });
});
