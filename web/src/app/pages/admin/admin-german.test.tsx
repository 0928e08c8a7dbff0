import type { TIncomingCard } from '@app/shared/admin-orders';
import { NO_DECLARATIONS } from '@app/shared/food-labels';
import { clearCookie } from '@test/cookies';
import { fakeApi } from '@test/fake-api';
import { CUSTOMER_INFO as customerInfo, RESTAURANT_INFO } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';

const CARD: TIncomingCard = {
  kind: 'menu',
  id: 'ORDER1',
  createdAt: '2026-11-24T17:00:00+01:00',
  timing: {
    requestedAt: '2026-11-24T17:45:00+01:00',
    asap: true,
    committedReadyAt: null,
    adminExtraMinutes: null,
  },
  orderType: 'TAKEAWAY',
  orderNumber: 12,
  customerInfo,
  menuItems: [{ menuItemName: 'Lachs-Nigiri', quantity: 2, options: [] }],
  buffetItems: [],
  specialInstructions: 'Ohne Wasabi',
  numberOfPeople: null,
  overCapacity: false,
  totalPrice: 24,
  paymentMethod: 'CASH',
  paymentStatus: 'NOT_REQUIRED',
};

function serve(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/alerts': {
      body: { ordersNew: 1, buffetOrdersNew: 0, reservationsRequested: 0, printerProblems: 0 },
    },
    'GET /api/restaurant-info/current': { body: RESTAURANT_INFO },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

// The back office in German: the same screens, every text from the German catalogue.
describe('the back office in German', { timeout: 20_000 }, () => {
  beforeEach(async () => {
    localStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await changeLanguage('de', { remember: false });
  });
  afterEach(async () => {
    clearCookie('XSRF-TOKEN');
    vi.restoreAllMocks();
    await changeLanguage('en', { remember: false });
  });

  it('shows the incoming screen, its card and the drawer in German', async () => {
    serve({
      'GET /api/admin/orders/new': { body: [CARD] },
      'POST /api/admin/menu-orders/ORDER1/seen': { status: 204 },
    });
    renderApp('/admin/incoming');

    const card = await screen.findByRole('article', { name: /Menübestellung #12/ }, { timeout: 4_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Eingang (NEU)' })).toBeInTheDocument();
    expect(within(card).getByText('Sofort')).toBeInTheDocument();
    expect(within(card).getByText('Minuten hinzufügen')).toBeInTheDocument();
    expect(within(card).getByText('Zubereitung: 45 Min.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Bestätigen' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Anzeigen' })).toHaveTextContent('Reservationen');
    expect(screen.getByRole('link', { name: /Neue Bestellungen/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DE Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toMatch(/^Neue Bestellungen \| /);
  });

  it('edits a food item per language: German required, French optional', async () => {
    const api = serve({
      'GET /api/admin/food-items': {
        body: [
          {
            id: 5,
            name: 'Gyoza',
            description: '',
            translations: { fr: { name: 'Raviolis', description: '' } },
          },
        ],
      },
      'PUT /api/admin/food-items/5': ({ body }) => ({ body: { id: 5, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderApp('/admin/food-items');

    const row = await screen.findByRole('row', { name: /Gyoza/ }, { timeout: 4_000 });
    expect(row).toHaveTextContent('Keine Beschreibung');
    await user.click(within(row).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gericht bearbeiten' });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['DE (Standard)', 'FR', 'IT', 'EN']);
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Gyoza');

    await user.click(within(dialog).getByRole('tab', { name: /Français$/ }));
    expect(within(dialog).getByText('Optional. Leer wird Deutsch angezeigt.')).toBeInTheDocument();
    const french = within(dialog).getByRole('textbox', { name: /^Name/ });
    expect(french).toHaveValue('Raviolis');
    await user.clear(french);
    await user.type(french, 'Raviolis japonais');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Aktualisiert')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/food-items/5')?.body).toEqual({
      name: 'Gyoza',
      description: '',
      translations: { fr: { name: 'Raviolis japonais', description: '' } },
      // The dialog sends the food declarations too; nothing declared stays so.
      ...NO_DECLARATIONS,
    });
  });

  it('refuses a translation with a description but no name, on its own tab', async () => {
    const api = serve({
      'GET /api/admin/food-items': { body: [] },
    });
    const user = userEvent.setup();
    renderApp('/admin/food-items');

    await user.click(await screen.findByRole('button', { name: 'Gericht hinzufügen' }, { timeout: 4_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Gericht hinzufügen' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Gyoza');
    await user.click(within(dialog).getByRole('tab', { name: /Italiano$/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Beschreibung/ }), 'Sei pezzi');
    await user.click(within(dialog).getByRole('tab', { name: /Deutsch$/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    // The Italian tab opens with the shared "required" message under its name.
    expect(await within(dialog).findByRole('tab', { name: /Italiano$/, selected: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.last('POST', '/api/admin/food-items')).toBeUndefined();
  });
});
