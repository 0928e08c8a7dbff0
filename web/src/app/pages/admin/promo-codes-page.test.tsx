import type { TPromoCode } from '@app/shared/promo-codes';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The lazy page's first import can be slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));

const SUMMER: TPromoCode = {
  id: 1,
  code: 'SUMMER10',
  kind: 'PERCENT',
  value: 10,
  minimumOrder: 0,
  validFrom: null,
  validTo: null,
  orderTypes: ['DELIVERY', 'TAKEAWAY'],
  kinds: ['MENU', 'BUFFET'],
  maxUses: 10,
  maxUsesPerEmail: 1,
  firstOrderOnly: false,
  active: true,
  uses: 3,
  discountGiven: 12.4,
};
const WELCOME: TPromoCode = {
  id: 2,
  code: 'WELCOME5',
  kind: 'AMOUNT',
  value: 5,
  minimumOrder: 30,
  validFrom: null,
  validTo: '2020-01-01T00:00:00.000Z',
  orderTypes: ['TAKEAWAY'],
  kinds: ['MENU'],
  maxUses: null,
  maxUsesPerEmail: null,
  firstOrderOnly: true,
  active: false,
  uses: 0,
  discountGiven: 0,
};

function serve(routes: Record<string, TFakeRoute> = {}) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/promo-codes': { body: [SUMMER, WELCOME] },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function rowOf(code: string) {
  return screen.findByRole('row', { name: new RegExp(`^${code}`) });
}

describe('promo codes screen', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('lists each code with what it takes off, when, for what, its uses and what it gave', async () => {
    serve();
    renderApp('/admin/promo-codes');
    await screen.findByRole('heading', { level: 1, name: 'Promo codes' });
    const summer = await rowOf('SUMMER10');
    expect(summer).toHaveTextContent('10%');
    expect(summer).toHaveTextContent('Always');
    expect(summer).toHaveTextContent('Delivery, Takeaway');
    expect(summer).toHaveTextContent('Menu, Buffet');
    expect(summer).toHaveTextContent('3 / 10');
    expect(summer).toHaveTextContent('at most 1 per diner');
    expect(summer).toHaveTextContent('CHF 12.40');
    expect(within(summer).getByRole('switch', { name: 'SUMMER10 on' })).toBeChecked();
    expect(within(summer).getByRole('button', { name: 'Edit' })).toHaveAccessibleDescription('SUMMER10');

    const welcome = await rowOf('WELCOME5');
    expect(welcome).toHaveTextContent('CHF 5.00');
    expect(welcome).toHaveTextContent('from CHF 30.00');
    expect(welcome).toHaveTextContent('Ended');
    expect(welcome).toHaveTextContent('First order only');
    expect(welcome).toHaveTextContent('0 / no limit');
    expect(within(welcome).getByRole('switch', { name: 'WELCOME5 on' })).not.toBeChecked();
  });

  it('is in the navigation after Discounts', async () => {
    serve();
    renderApp('/admin/promo-codes');
    await screen.findByRole('heading', { level: 1, name: 'Promo codes' });
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.indexOf('Promo codes')).toBe(links.indexOf('Discounts') + 1);
  });

  it('without codes, offers to create the first one', async () => {
    serve({ 'GET /api/admin/promo-codes': { body: [] } });
    const user = userEvent.setup();
    renderApp('/admin/promo-codes');
    expect(await screen.findByText('No promo code yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the first code' }));
    expect(await screen.findByRole('dialog', { name: 'Add promo code' })).toBeInTheDocument();
  });

  it('says so and offers Retry when the list cannot be loaded', async () => {
    serve({
      'GET /api/admin/promo-codes': { status: 500, body: errorBody(500, 'Internal Server Error', 'Boom.') },
    });
    renderApp('/admin/promo-codes');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('Promo codes could not be loaded').length).toBeGreaterThan(0);
  });

  it('creates a code: its own checks first, then the server’s refusals under the fields, then Created', async () => {
    const created: TPromoCode = { ...WELCOME, id: 3, code: 'AUTUMN', validTo: null, active: true };
    const api = serve({
      'POST /api/admin/promo-codes': {
        status: 409,
        body: { ...errorBody(409, 'Conflict', 'The code AUTUMN exists already.'), code: 'CONFLICT' },
      },
    });
    const user = userEvent.setup();
    renderApp('/admin/promo-codes');
    await user.click(await screen.findByRole('button', { name: 'Add promo code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add promo code' });
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(
      'Letters, digits and hyphens. Diners may also type it in lower case.',
    );

    // Nothing ticked, no code: named before anything is sent.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Delivery' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Takeaway' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use 3 to 32 letters, digits or hyphens (e.g. SUMMER10).'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Tick delivery, takeaway or both.')).toBeInTheDocument();
    expect(api.sent()).not.toContain('POST /api/admin/promo-codes');

    await user.type(code, 'autumn');
    expect(code).toHaveValue('AUTUMN');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Takeaway' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Amount' }));
    const amount = within(dialog).getByRole('textbox', { name: /^Amount off \(CHF\)/ });
    await user.clear(amount);
    await user.type(amount, '5');
    await user.type(within(dialog).getByRole('textbox', { name: /^Minimum order/ }), '30');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Buffet' }));
    await user.click(within(dialog).getByRole('switch', { name: 'First order only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    // Taken: said under the code, the dialog stays.
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(expect.stringContaining('This code already exists.')),
    );
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(api.last('POST', '/api/admin/promo-codes')?.body).toEqual({
      code: 'AUTUMN',
      kind: 'AMOUNT',
      value: 5,
      minimumOrder: 30,
      validFrom: null,
      validTo: null,
      orderTypes: ['TAKEAWAY'],
      kinds: ['MENU'],
      maxUses: null,
      maxUsesPerEmail: null,
      firstOrderOnly: true,
      active: true,
    });

    // A refusal with details: each message under its field.
    const uses = 'Enter a whole number of uses from 1, or leave it empty for no limit.';
    api.route('POST /api/admin/promo-codes', {
      status: 422,
      body: {
        ...errorBody(422, 'Unprocessable Entity', 'Check the fields.', { maxUses: uses }),
        code: 'VALIDATION',
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const maxUses = within(dialog).getByRole('textbox', { name: /^Uses in total/ });
    await waitFor(() => expect(maxUses).toHaveAttribute('aria-invalid', 'true'));
    expect(maxUses).toHaveAccessibleDescription(expect.stringContaining(uses));

    api.route('POST /api/admin/promo-codes', { status: 201, body: created });
    api.route('GET /api/admin/promo-codes', { body: [SUMMER, WELCOME, created] });
    await user.type(maxUses, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.last('POST', '/api/admin/promo-codes')?.body).toMatchObject({ code: 'AUTUMN', maxUses: 50 });
    expect(await rowOf('AUTUMN')).toBeInTheDocument();
  });

  it('edits a code: its values in the form, PUT with the change, Updated', async () => {
    const api = serve({ 'PUT /api/admin/promo-codes/1': { body: { ...SUMMER, value: 15 } } });
    const user = userEvent.setup();
    renderApp('/admin/promo-codes');
    await user.click(within(await rowOf('SUMMER10')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SUMMER10' });
    expect(within(dialog).getByRole('textbox', { name: /^Code/ })).toHaveValue('SUMMER10');
    expect(within(dialog).getByRole('radio', { name: 'Percent' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /^Uses per diner/ })).toHaveValue('1');
    const percent = within(dialog).getByRole('textbox', { name: /^Percent off/ });
    await user.clear(percent);
    await user.type(percent, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/promo-codes/1')?.body).toEqual({
      code: 'SUMMER10',
      kind: 'PERCENT',
      value: 15,
      minimumOrder: 0,
      validFrom: null,
      validTo: null,
      orderTypes: ['DELIVERY', 'TAKEAWAY'],
      kinds: ['MENU', 'BUFFET'],
      maxUses: 10,
      maxUsesPerEmail: 1,
      firstOrderOnly: false,
      active: true,
    });
  });

  it('switches a code off from the list, sending the whole code', async () => {
    const api = serve({ 'PUT /api/admin/promo-codes/1': { body: { ...SUMMER, active: false } } });
    const user = userEvent.setup();
    renderApp('/admin/promo-codes');
    const toggle = within(await rowOf('SUMMER10')).getByRole('switch', { name: 'SUMMER10 on' });
    api.route('GET /api/admin/promo-codes', { body: [{ ...SUMMER, active: false }, WELCOME] });
    await user.click(toggle);
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    const { id: _id, uses: _uses, discountGiven: _given, ...whole } = SUMMER;
    expect(api.last('PUT', '/api/admin/promo-codes/1')?.body).toEqual({ ...whole, active: false });
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /^SUMMER10/ })).getByRole('switch')).not.toBeChecked(),
    );
  });

  it('says before Delete how many orders used the code, which keep their discount', async () => {
    const api = serve({ 'DELETE /api/admin/promo-codes/1': { status: 204 } });
    const user = userEvent.setup();
    renderApp('/admin/promo-codes');
    await user.click(within(await rowOf('SUMMER10')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete promo code' });
    expect(dialog).toHaveTextContent('Delete the code SUMMER10?');
    expect(dialog).toHaveTextContent('3 orders used it and keep their discount.');

    api.route('GET /api/admin/promo-codes', { body: [WELCOME] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(api.sent()).toContain('DELETE /api/admin/promo-codes/1');
    await waitFor(() => expect(screen.queryByRole('row', { name: /^SUMMER10/ })).not.toBeInTheDocument());

    await user.click(within(await rowOf('WELCOME5')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete promo code' })).toHaveTextContent(
      'No order has used it yet.',
    );
  });
});
