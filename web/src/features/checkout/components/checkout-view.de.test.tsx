import { clearCookie } from '@test/cookies';
import { jsonResponse, renderRoutes } from '@test/render';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, CartProvider, type TCartLine } from '@/features/cart/public';
import { changeLanguage } from '@/i18n/i18n';
import { CheckoutView } from './checkout-view';

const curry: TCartLine = {
  key: 'MENU:7',
  kind: 'MENU',
  id: 7,
  name: 'Grünes Curry mit Poulet',
  priceRaw: 24.5,
  quantity: 1,
};

const routes: RouteObject[] = [
  {
    element: (
      <CartProvider>
        <Outlet />
      </CartProvider>
    ),
    children: [{ path: '/checkout', element: <CheckoutView /> }],
  },
];

/** The API as the checkout sees it: no sale, and the restaurant closed at the chosen time. */
function stubApi() {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/public/discounts/active') {
      return jsonResponse(200, {
        enabled: false,
        percentMenu: 0,
        percentBuffet: 0,
        startsAt: null,
        endsAt: null,
      });
    }
    if (url.pathname === '/api/public/hours/status') {
      return jsonResponse(200, {
        openNow: false,
        message: 'Zu dieser Zeit haben wir geschlossen.',
        windowOpensAt: '2030-05-05T10:00:00Z',
      });
    }
    return jsonResponse(404, {
      status: 404,
      error: 'Not Found',
      message: `No route ${init?.method ?? 'GET'}`,
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderCheckout(lines: TCartLine[], orderType: 'DELIVERY' | 'TAKEAWAY') {
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ orderType, lines }));
  return renderRoutes(routes, { path: '/checkout' });
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('CheckoutView in German', () => {
  beforeEach(async () => {
    localStorage.clear();
    clearCookie('XSRF-TOKEN');
    await changeLanguage('de', { remember: false });
  });
  afterEach(async () => {
    localStorage.clear();
    clearCookie('XSRF-TOKEN');
    await changeLanguage('en', { remember: false });
  });

  it('labels the form, the summary and the costs in German', async () => {
    stubApi();
    renderCheckout([{ ...curry, quantity: 2 }], 'DELIVERY');
    expect(await screen.findByRole('button', { name: 'Weiter zur Zahlung' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Kasse' })).toBeInTheDocument();
    for (const name of ['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Strasse', 'Nr.', 'PLZ', 'Ort']) {
      expect(field(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'Ihre Angaben' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Bestellart' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Lieferung' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'So bald wie möglich' })).toBeChecked();
    expect(screen.getByText('Bereit in etwa 45 Minuten.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Karte (online) +2.6 % Gebühr' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Bar' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Besondere Wünsche' })).toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'Bestellübersicht' });
    expect(within(summary).getByRole('list', { name: 'Artikel' })).toHaveTextContent(
      '2 x Grünes Curry mit Poulet',
    );
    const costs = within(summary).getByRole('group', { name: 'Kosten' });
    expect(costs).toHaveTextContent('Zwischensumme');
    expect(costs).toHaveTextContent('Liefergebühr (gratis ab CHF 100)');
    expect(costs).toHaveTextContent(/Kartengebühr \(\d+(\.\d+)?\s%\)/);
    expect(costs).toHaveTextContent(/Preise inkl\. \d+(\.\d+)?\s% MWST \(CHF \d+\.\d\d\)\./);

    await userEvent.click(screen.getByRole('radio', { name: 'Bar' }));
    expect(screen.getByText('Sie bezahlen bei der Abholung oder bei der Lieferung.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bestellung aufgeben' })).toBeInTheDocument();
  });

  it('says what is missing, and when the restaurant opens next, in German', async () => {
    stubApi();
    renderCheckout([curry], 'TAKEAWAY');
    await userEvent.click(await screen.findByRole('button', { name: 'Weiter zur Zahlung' }));
    expect(await screen.findByText('Bitte korrigieren Sie die markierten Felder.')).toBeInTheDocument();
    expect(field('Vorname')).toHaveAccessibleDescription('Pflichtfeld');
    expect(field('E-Mail')).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein');

    const values: Record<string, string> = {
      Vorname: 'Anna',
      Nachname: 'Muster',
      'E-Mail': 'anna.muster@example.ch',
      Telefon: '+41 79 123 45 67',
      Strasse: 'Hauptgasse',
      'Nr.': '12',
      PLZ: '4600',
      Ort: 'Olten',
    };
    for (const [name, value] of Object.entries(values)) fireEvent.change(field(name), { target: { value } });
    await userEvent.click(screen.getByRole('button', { name: 'Weiter zur Zahlung' }));
    expect(
      await screen.findByText(
        'Zu dieser Zeit haben wir geschlossen. Nächste Öffnung: So., 05.05.2030, 12:00',
      ),
    ).toBeInTheDocument();
  });

  it('blocks a delivery outside the area with the German reason', async () => {
    stubApi();
    renderCheckout([{ ...curry, quantity: 2 }], 'DELIVERY');
    await screen.findByRole('button', { name: 'Weiter zur Zahlung' });
    fireEvent.change(field('PLZ'), { target: { value: '8000' } });
    expect(screen.getByRole('alert')).toHaveTextContent('An diese Adresse liefern wir zurzeit nicht.');
    expect(field('PLZ')).toHaveAccessibleDescription('An diese Adresse liefern wir zurzeit nicht.');
    expect(screen.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeDisabled();
  });

  it('says the cart is empty in German', async () => {
    stubApi();
    renderCheckout([], 'TAKEAWAY');
    expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Speisekarte' })).toHaveAttribute('href', '/menu');
  });
});
