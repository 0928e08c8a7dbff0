import type { TSaleSettings } from '@app/shared/discounts';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeDiscountQueryOptions } from '@/features/cart/api/get-active-discount';

const ADMIN = { 'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } } };
const OFF: TSaleSettings = { enabled: false, percentMenu: 0, percentBuffet: 0, startsAt: null, endsAt: null };

function serve(current: TSaleSettings = OFF, routes: Record<string, TFakeRoute> = {}) {
  let saved = current;
  const api = fakeApi({
    ...ADMIN,
    'GET /api/admin/discounts/current': () => ({ body: saved }),
    'PUT /api/admin/discounts/current': (request) => {
      saved = request.body as TSaleSettings;
      return { body: saved };
    },
    'GET /api/public/discounts/active': () => ({ body: saved }),
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

async function openPage() {
  const { queryClient } = renderApp('/admin/discounts');
  await screen.findByRole('heading', { level: 1, name: 'Discounts / Sale' }, { timeout: 5_000 });
  await screen.findByRole('form', { name: 'Sale' }, { timeout: 5_000 });
  return queryClient;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const dateField = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function typeInto(name: string, text: string) {
  const user = userEvent.setup({ delay: null });
  await user.clear(field(name));
  if (text !== '') await user.type(field(name), text);
}

// Whole-app renders driven by user events: slow on a busy machine.
describe('/admin/discounts', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('enables a 10 % menu sale with a start and saves it', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    const queryClient = await openPage();
    // As if the menu had been visited in this browser before.
    queryClient.setQueryData(activeDiscountQueryOptions().queryKey, OFF);
    const toggle = screen.getByRole('switch', { name: 'Sale is DISABLED' });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByText(/% off Menu/)).not.toBeInTheDocument();
    expect(screen.getByText('Right now: Customers see regular prices.')).toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('switch', { name: 'Sale is ENABLED' })).toBeChecked();
    await typeInto('Menu discount (%)', '10');
    expect(screen.getByText('10% off Menu • 0% off Buffet')).toBeInTheDocument();
    fireEvent.change(dateField('Starts at'), { target: { value: '2026-12-01T11:00' } });

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved! Customers will see this immediately.')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/discounts/current')?.body).toEqual({
      enabled: true,
      percentMenu: 10,
      percentBuffet: 0,
      startsAt: '2026-12-01T10:00:00.000Z',
      endsAt: null,
    });
    // The menu and checkout in this browser ask for the active sale again.
    expect(queryClient.getQueryState(activeDiscountQueryOptions().queryKey)?.isInvalidated).toBe(true);
    expect(dateField('Starts at')).toHaveValue('2026-12-01T11:00');
  });

  it("shows 'Saving…' while the save is under way", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    serve(OFF, { 'PUT /api/admin/discounts/current': () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup({ delay: null });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer({ body: OFF });
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeEnabled();
  });

  it("'Disable sale' only switches the form off; 'Save changes' sends it", async () => {
    const api = serve({ ...OFF, enabled: true, percentMenu: 10, percentBuffet: 5 });
    const user = userEvent.setup({ delay: null });
    await openPage();
    expect(screen.getByRole('switch', { name: 'Sale is ENABLED' })).toBeChecked();
    expect(screen.getByText('10% off Menu • 5% off Buffet')).toBeInTheDocument();
    expect(screen.getByText('Right now: Customers see the sale now.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Disable sale' }));
    expect(screen.getByRole('switch', { name: 'Sale is DISABLED' })).not.toBeChecked();
    expect(screen.queryByText('10% off Menu • 5% off Buffet')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Disable sale' })).toBeDisabled();
    expect(api.sent()).not.toContain('PUT /api/admin/discounts/current');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved! Customers will see this immediately.')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/discounts/current')?.body).toMatchObject({ enabled: false });
  });

  it('names each wrong field with the spec message and sends nothing', async () => {
    const api = serve();
    const user = userEvent.setup({ delay: null });
    await openPage();
    await typeInto('Menu discount (%)', '100.5');
    await typeInto('Buffet discount (%)', '-1');
    fireEvent.change(dateField('Starts at'), { target: { value: '2026-12-02T10:00' } });
    fireEvent.change(dateField('Ends at'), { target: { value: '2026-12-01T10:00' } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(field('Menu discount (%)')).toHaveAccessibleDescription('Menu percent must be between 0 and 100.');
    expect(field('Buffet discount (%)')).toHaveAccessibleDescription(
      'Buffet percent must be between 0 and 100.',
    );
    expect(dateField('Starts at')).toHaveAccessibleDescription(
      expect.stringContaining('Start time must be before end time.'),
    );
    expect(field('Menu discount (%)')).toHaveFocus();
    expect(api.sent()).not.toContain('PUT /api/admin/discounts/current');
  });

  it("shows the server's message, else 'Failed to save.', and keeps the input", async () => {
    serve(OFF, {
      'PUT /api/admin/discounts/current': {
        status: 400,
        body: errorBody(400, 'Bad Request', 'Please correct the highlighted fields.', {
          percentBuffet: 'Use at most one decimal (steps of 0.1).',
        }),
      },
    });
    const user = userEvent.setup({ delay: null });
    await openPage();
    await typeInto('Buffet discount (%)', '7');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(field('Buffet discount (%)')).toHaveValue('7');
    expect(field('Buffet discount (%)')).toHaveAccessibleDescription(
      'Use at most one decimal (steps of 0.1).',
    );
  });

  it("says 'Failed to save.' when the server cannot be reached", async () => {
    serve(OFF, {
      'PUT /api/admin/discounts/current': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup({ delay: null });
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save.');
  });

  it('says when the sale cannot be loaded and retries', async () => {
    let fail = true;
    serve(OFF, {
      'GET /api/admin/discounts/current': () =>
        fail
          ? { status: 503, body: errorBody(503, 'Service Unavailable', 'Try again soon.') }
          : { body: OFF },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/admin/discounts');
    expect(await screen.findByText('Try again soon.', {}, { timeout: 5_000 })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'Sale is DISABLED' })).toBeInTheDocument();
  });
});
