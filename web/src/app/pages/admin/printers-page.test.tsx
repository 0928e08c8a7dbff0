import type { TPrinter } from '@app/shared/printing';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { printer as printerFixture } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The lazy page's first import can be slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));

function printer(id: number, name: string, more: Partial<TPrinter> = {}): TPrinter {
  return printerFixture({ id, name, ...more });
}

const KITCHEN = printer(1, 'Kitchen', { copies: ['KITCHEN'] });
const COUNTER = printer(2, 'Counter', {
  host: '192.168.1.51',
  columns: 48,
  copies: ['RECEIPT'],
  lastError: 'Printer not reachable',
  lastErrorAt: '2026-11-20T18:02:00.000Z',
  pendingJobs: 3,
});

function serve(routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/printers': { body: [KITCHEN, COUNTER] },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function rowOf(name: string) {
  return screen.findByRole('row', { name: new RegExp(`^${name}`) });
}

describe('printers screen', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('lists each printer with its address, paper, copies and state', async () => {
    serve();
    renderApp('/admin/printers');
    await screen.findByRole('heading', { level: 1, name: 'Printers' });
    const kitchen = await rowOf('Kitchen');
    expect(kitchen).toHaveTextContent('192.168.1.50:9100');
    expect(kitchen).toHaveTextContent('CP858');
    expect(kitchen).toHaveTextContent('Kitchen ticket');
    expect(kitchen).not.toHaveTextContent('Customer receipt');
    expect(kitchen).toHaveTextContent('Printing');
    const counter = await rowOf('Counter');
    expect(counter).toHaveTextContent('192.168.1.51:9100');
    expect(counter).toHaveTextContent('48');
    expect(counter).toHaveTextContent(/Printer not reachable \(since .*\d\d:\d\d\)/);
    expect(counter).toHaveTextContent('3 jobs waiting');
    expect(within(counter).getByRole('button', { name: 'Test print' })).toHaveAccessibleDescription(
      'Counter',
    );
  });

  it('names the stations whose tickets each kitchen printer prints, else the whole kitchen ticket', async () => {
    const pass = printer(3, 'Pass', { copies: ['KITCHEN', 'RECEIPT'] });
    serve({
      'GET /api/admin/printers': { body: [KITCHEN, COUNTER, pass] },
      'GET /api/admin/stations': {
        body: [
          { id: 1, name: 'Sushi-Bar', targetMinutes: 15, printerIds: [1] },
          { id: 2, name: 'Wok', targetMinutes: 20, printerIds: [1, 2] },
          { id: 3, name: 'Dessert', targetMinutes: 10, printerIds: [] },
        ],
      },
    });
    renderApp('/admin/printers');
    expect(await within(await rowOf('Kitchen')).findByText('Stations: Sushi-Bar, Wok')).toBeInTheDocument();
    expect(within(await rowOf('Pass')).getByText('Whole kitchen ticket')).toBeInTheDocument();
    // A receipt printer prints no kitchen ticket, whichever station names it.
    const counter = await rowOf('Counter');
    expect(counter).not.toHaveTextContent('Stations');
    expect(counter).not.toHaveTextContent('Whole kitchen ticket');
  });

  it('says that the tablet prints while no printer is set up', async () => {
    serve({ 'GET /api/admin/printers': { body: [] } });
    renderApp('/admin/printers');
    expect(await screen.findByText('No printer set up')).toBeInTheDocument();
    expect(
      screen.getByText(/the tablet on the incoming screen prints each confirmed order itself/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says so and offers Retry when the list cannot be loaded', async () => {
    serve({
      'GET /api/admin/printers': { status: 500, body: errorBody(500, 'Internal Server Error', 'Boom.') },
    });
    renderApp('/admin/printers');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('Printers could not be loaded').length).toBeGreaterThan(0);
  });

  it('adds a printer: the defaults, the checks under the fields, then POST and Created', async () => {
    const api = serve({ 'POST /api/admin/printers': { status: 201, body: printer(3, 'Bar') } });
    const user = userEvent.setup();
    renderApp('/admin/printers');
    await user.click(await screen.findByRole('button', { name: 'Add printer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add printer' });
    expect(within(dialog).getByRole('textbox', { name: /^Port/ })).toHaveValue('9100');
    expect(within(dialog).getByRole('combobox', { name: /Code page/ })).toHaveValue('CP858');
    expect(within(dialog).getByText(/umlauts \(ä, ö, ü\) and é, è, à correctly/)).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Kitchen ticket' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Customer receipt' })).toBeChecked();

    // Nothing typed, no copy: the shared schema's messages, nothing sent.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Kitchen ticket' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Customer receipt' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the printer a name (e.g. Kitchen).')).toBeInTheDocument();
    expect(within(dialog).getByText(/Enter the printer’s IP address or host name/)).toBeInTheDocument();
    expect(within(dialog).getByText(/Choose what it prints/)).toBeInTheDocument();
    expect(api.sent()).not.toContain('POST /api/admin/printers');

    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Bar');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^IP address or host name/ }),
      '192.168.1.60',
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Characters per line/ }), '48');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Code page/ }), 'CP850');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Customer receipt' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.last('POST', '/api/admin/printers')?.body).toEqual({
      name: 'Bar',
      host: '192.168.1.60',
      port: 9100,
      columns: 48,
      codePage: 'CP850',
      copies: ['RECEIPT'],
      enabled: true,
    });
  });

  it("shows the server's field error under the address and keeps the dialog open", async () => {
    const message = 'The printer must be on the restaurant’s own network.';
    serve({
      'POST /api/admin/printers': {
        status: 400,
        body: { ...errorBody(400, 'Bad Request', message, { host: message }), code: 'PRINTER_ADDRESS' },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/printers');
    await user.click(await screen.findByRole('button', { name: 'Add printer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add printer' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Bar');
    await user.type(within(dialog).getByRole('textbox', { name: /^IP address or host name/ }), '8.8.8.8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const host = within(dialog).getByRole('textbox', { name: /^IP address or host name/ });
    await waitFor(() => expect(host).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(host).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Add printer' })).toBeInTheDocument();
  });

  it('edits a printer: its values in the form, PUT, Updated', async () => {
    const api = serve({ 'PUT /api/admin/printers/2': { body: { ...COUNTER, enabled: false } } });
    const user = userEvent.setup();
    renderApp('/admin/printers');
    await user.click(within(await rowOf('Counter')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit printer' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Counter');
    expect(within(dialog).getByRole('combobox', { name: /Characters per line/ })).toHaveValue('48');
    expect(within(dialog).getByRole('checkbox', { name: 'Kitchen ticket' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('switch', { name: /Switched on/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/printers/2')?.body).toEqual({
      name: 'Counter',
      host: '192.168.1.51',
      port: 9100,
      columns: 48,
      codePage: 'CP858',
      copies: ['RECEIPT'],
      enabled: false,
    });
  });

  it('asks before Delete; Cancel keeps it, Delete sends DELETE and says Deleted', async () => {
    const api = serve({ 'DELETE /api/admin/printers/1': { status: 204 } });
    const user = userEvent.setup();
    renderApp('/admin/printers');
    await user.click(within(await rowOf('Kitchen')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete printer' });
    expect(dialog).toHaveTextContent('Delete the printer Kitchen?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent()).not.toContain('DELETE /api/admin/printers/1');

    await user.click(within(await rowOf('Kitchen')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete printer' });
    api.route('GET /api/admin/printers', { body: [COUNTER] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Kitchen/ })).not.toBeInTheDocument());
    expect(api.sent()).toContain('DELETE /api/admin/printers/1');
  });

  it('test-prints: "Test page printed", or the server\'s reason', async () => {
    const api = serve({
      'POST /api/admin/printers/1/test': { body: { printedAt: '2026-11-20T18:05:00.000Z' } },
      'POST /api/admin/printers/2/test': {
        status: 502,
        body: {
          ...errorBody(502, 'Bad Gateway', 'The printer is not reachable (192.168.1.51:9100).'),
          code: 'PRINTER_UNAVAILABLE',
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/printers');
    await user.click(within(await rowOf('Kitchen')).getByRole('button', { name: 'Test print' }));
    expect(await screen.findByText('Test page printed')).toBeInTheDocument();
    expect(api.sent()).toContain('POST /api/admin/printers/1/test');

    await user.click(within(await rowOf('Counter')).getByRole('button', { name: 'Test print' }));
    expect(await screen.findByText('The printer is not reachable (192.168.1.51:9100).')).toBeInTheDocument();
  });
});
