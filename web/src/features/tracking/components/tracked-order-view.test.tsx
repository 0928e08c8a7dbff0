import type { TTrackedOrder } from '@app/shared/orders';
import { trackedOrder } from '@test/fixtures';
import { jsonResponse, renderWithProviders } from '@test/render';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRACKING_REFRESH_MS } from '@/features/tracking/api/track-order';
import { formatOrderTime, formatServiceTime } from '@/features/tracking/format-time';
import { trackingHref } from '@/features/tracking/tracking-links';
import {
  paymentChipLabel,
  readyTimeLabel,
  sellerOf,
  statusBadge,
  TrackedOrderView,
} from './tracked-order-view';

const order = trackedOrder({
  orderItems: [
    { name: 'Green Curry Chicken', quantity: 2, unitPrice: 24.5 },
    { name: 'Jasmine Rice', quantity: 1, unitPrice: 4 },
  ],
  specialInstructions: 'Extra spicy',
});

function stubTracking(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('tracking helpers', () => {
  it('links to /track or /track-buffet with the order id and email', () => {
    expect(trackingHref('MENU', 'abc', 'a@b.ch')).toBe('/track?orderId=abc&email=a%40b.ch');
    expect(trackingHref('BUFFET', 'abc', 'a@b.ch')).toBe('/track-buffet?orderId=abc&email=a%40b.ch');
  });

  it('shows times as date and time cut to minutes on the restaurant clock, or a dash', () => {
    expect(formatOrderTime('2030-05-01T16:05:42.123Z')).toBe('01.05.2030, 18:05');
    expect(formatOrderTime(null)).toBe('—');
    expect(formatOrderTime('garbage')).toBe('—');
  });

  it('labels the payment with PAID when it succeeded, raw otherwise', () => {
    expect(paymentChipLabel({ paymentMethod: 'CARD', paymentStatus: 'SUCCEEDED' })).toBe(
      'Card (online) · PAID',
    );
    expect(paymentChipLabel({ paymentMethod: 'CASH', paymentStatus: 'NOT_REQUIRED' })).toBe('Cash');
    // Paid in full by a gift voucher: no method paid anything.
    expect(
      paymentChipLabel({
        paymentMethod: 'CARD',
        paymentStatus: 'NOT_REQUIRED',
        voucherAmount: 32,
        amountDue: 0,
      }),
    ).toBe('Gift voucher');
    expect(
      paymentChipLabel({
        paymentMethod: 'CASH',
        paymentStatus: 'NOT_REQUIRED',
        voucherAmount: 20,
        amountDue: 12,
      }),
    ).toBe('Cash');
    expect(paymentChipLabel({ paymentMethod: 'CARD', paymentStatus: 'PENDING' })).toBe(
      'Card (online) · PENDING',
    );
  });

  it('badges an order the kitchen has finished as ready until it is handed out', () => {
    const at = '2030-05-01T16:05:00.000Z';
    expect(statusBadge({ status: 'PREPARING', readyAt: null, orderType: 'TAKEAWAY' }).label).toBe(
      'Preparing',
    );
    expect(statusBadge({ status: 'PREPARING', readyAt: at, orderType: 'TAKEAWAY' })).toEqual({
      label: 'Ready for pickup',
      color: 'green',
    });
    expect(statusBadge({ status: 'PREPARING', readyAt: at, orderType: 'DELIVERY' }).label).toBe(
      'Ready — on its way soon',
    );
    expect(statusBadge({ status: 'DELIVERED', readyAt: at, orderType: 'TAKEAWAY' }).label).not.toBe(
      'Ready for pickup',
    );
  });

  it('shows ASAP until a ready time is committed; a scheduled order shows its time', () => {
    expect(readyTimeLabel(order)).toBe('ASAP');
    expect(readyTimeLabel({ ...order, committedReadyAt: '2030-05-01T17:00:00Z' })).toBe('01.05.2030, 19:00');
    expect(readyTimeLabel({ ...order, asap: false, requestedAt: '2030-05-01T17:30:00Z' })).toBe(
      '01.05.2030, 19:30',
    );
  });

  it('an ASAP order placed in busy mode says when it is due', () => {
    const busy = { ...order, createdAt: '2030-05-01T16:00:00Z', requestedAt: '2030-05-01T17:00:00Z' };
    expect(readyTimeLabel(busy)).toBe('ASAP (about 01.05.2030, 19:00)');
    expect(readyTimeLabel({ ...busy, requestedAt: '2030-05-01T16:45:00Z' })).toBe('ASAP');
  });
});

describe('TrackedOrderView', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for both orderId and email in the link', () => {
    const fetch = stubTracking(() => jsonResponse(200, order));
    renderWithProviders(<TrackedOrderView kind="MENU" orderId="abc" email={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Track your order' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Missing orderId or email in the link.');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows a spinner, then the order, fetched without credentials', async () => {
    const fetch = stubTracking(() => jsonResponse(200, order));
    renderWithProviders(<TrackedOrderView kind="MENU" orderId="abcdefgh23456789" email="anna@example.ch" />);
    expect(screen.getByLabelText('Loading your order')).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Order abcdefgh23456789' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/orders/track?orderId=abcdefgh23456789&email=anna%40example.ch',
      expect.objectContaining({ method: 'GET', credentials: 'omit' }),
    );
    expect(within(card).getByLabelText('Status: New')).toHaveTextContent('New');
    expect(within(card).getByLabelText('Payment: Cash')).toBeInTheDocument();
    // The order number the kitchen calls out, not the internal id.
    expect(card).toHaveTextContent('Order number12');
    expect(card).not.toHaveTextContent('abcdefgh23456789');
    expect(card).toHaveTextContent('Placed01.05.2030, 18:05');
    expect(card).toHaveTextContent('PickupASAP');
    expect(card).toHaveTextContent('NameAnna Muster');
    expect(card).toHaveTextContent('Order typeTakeaway');
    expect(card).toHaveTextContent('TotalCHF 49.00');
    const items = within(card).getByRole('list', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 x Green Curry ChickenCHF 24.50 eachCHF 49.00', '1 x Jasmine RiceCHF 4.00']);
    expect(card).toHaveTextContent('Extra spicy');
  });

  it('shows the steps reached, by when the restaurant confirms, the fee lines and the phone', async () => {
    // Midday in Zurich, so that five minutes ago and ten minutes ahead are the same day whenever this runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-05-01T10:00:00Z'));
    const now = new Date();
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
    stubTracking(() =>
      jsonResponse(200, {
        ...order,
        orderType: 'DELIVERY',
        itemsSubtotalBeforeDiscount: 53,
        deliveryFee: 5,
        cardFee: 1.5,
        totalPrice: 59.5,
        orderItems: [{ name: 'Green Curry Chicken', quantity: 2, unitPrice: 24.5, total: 49 }],
        confirmBy: at(10),
        steps: [
          { key: 'RECEIVED', at: at(-5) },
          { key: 'CONFIRMED', at: null },
          { key: 'PREPARING', at: null },
          { key: 'ON_THE_WAY', at: null },
          { key: 'DELIVERED', at: null },
        ],
        restaurantPhone: '+41 62 123 45 67',
      }),
    );
    renderWithProviders(<TrackedOrderView kind="MENU" orderId="abcdefgh23456789" email="anna@example.ch" />);
    const card = await screen.findByRole('article', { name: 'Order abcdefgh23456789' });
    expect(card).toHaveTextContent(`The restaurant confirms by ${formatServiceTime(at(10))}`);
    expect(formatServiceTime(at(10), now)).toMatch(/^\d\d:\d\d$/);
    const steps = within(card).getByRole('list', { name: 'Progress' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((li) => li.textContent?.replace(/\d\d:\d\d/, 'hh:mm'))).toEqual([
      '✓Receivedhh:mm',
      '○Confirmed',
      '○Being prepared',
      '○On the way',
      '○Delivered',
    ]);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    const totals = within(card).getByRole('list', { name: 'Total' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['SubtotalCHF 53.00', 'Delivery feeCHF 5.00', 'Card feeCHF 1.50', 'TotalCHF 59.50']);
    expect(within(card).getByRole('link', { name: '+41 62 123 45 67' })).toHaveAttribute(
      'href',
      'tel:+41621234567',
    );
  });

  it('marks a cancelled order clearly and says no confirmation time', async () => {
    stubTracking(() =>
      jsonResponse(200, {
        ...order,
        status: 'CANCELLED',
        steps: [
          { key: 'RECEIVED', at: '2030-05-01T16:05:42.123Z' },
          { key: 'CANCELLED', at: '2030-05-01T16:10:00.000Z' },
        ],
      }),
    );
    renderWithProviders(<TrackedOrderView kind="MENU" orderId="abcdefgh23456789" email="anna@example.ch" />);
    const card = await screen.findByRole('article', { name: 'Order abcdefgh23456789' });
    expect(within(card).getByRole('status')).toHaveTextContent('This order was cancelled.');
    const steps = within(card).getByRole('list', { name: 'Progress' });
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent('✕Cancelled01.05.2030, 18:10');
    expect(card).not.toHaveTextContent('confirms by');
  });

  it('lists the VAT the total includes, one line per rate', async () => {
    stubTracking(() =>
      jsonResponse(200, {
        ...order,
        vatPercent: 2.6,
        vatAmount: 1.67,
        vatBreakdown: [
          { ratePercent: 2.6, gross: 43, vat: 1.09 },
          { ratePercent: 8.1, gross: 7.7, vat: 0.58 },
        ],
      }),
    );
    renderWithProviders(<TrackedOrderView kind="MENU" orderId="abcdefgh23456789" email="anna@example.ch" />);
    const card = await screen.findByRole('article', { name: 'Order abcdefgh23456789' });
    expect(card).toHaveTextContent('TotalCHF 49.00incl. VAT 2.6 % CHF 1.098.1 % CHF 0.58');
    expect(within(card).getByText('incl. VAT 2.6 % CHF 1.09')).toBeVisible();
    expect(within(card).getByText('8.1 % CHF 0.58')).toBeVisible();
  });

  it('names the seller under the order: legal name, address on one line, VAT number', async () => {
    stubTracking(() => jsonResponse(200, order));
    const seller = sellerOf({
      name: 'Hana Sushi & Thai',
      legalName: 'Hana Gastro GmbH',
      address: 'Baslerstrasse 24\n4600 Olten',
      vatNumber: 'CHE-123.456.788 MWST',
    });
    renderWithProviders(
      <TrackedOrderView kind="MENU" orderId="abcdefgh23456789" email="anna@example.ch" seller={seller} />,
    );
    const card = await screen.findByRole('article', { name: 'Order abcdefgh23456789' });
    expect(card).toHaveTextContent('Hana Gastro GmbH · Baslerstrasse 24, 4600 Olten · CHE-123.456.788 MWST');
    expect(sellerOf(null)).toBeNull();
  });

  it('refreshes itself every 15 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status: TTrackedOrder['status'] = 'NEW';
    stubTracking(() =>
      jsonResponse(200, { ...order, status, paymentMethod: 'CARD', paymentStatus: 'SUCCEEDED' }),
    );
    renderWithProviders(<TrackedOrderView kind="MENU" orderId="abcdefgh23456789" email="anna@example.ch" />);
    expect(await screen.findByLabelText('Status: New')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment: Card (online) · PAID')).toBeInTheDocument();
    status = 'PREPARING';
    await act(() => vi.advanceTimersByTimeAsync(TRACKING_REFRESH_MS));
    expect(await screen.findByLabelText('Status: Preparing')).toBeInTheDocument();
  });

  it("shows the server's message when the order is not found", async () => {
    stubTracking(() =>
      jsonResponse(404, { status: 404, error: 'Not Found', message: 'Could not find your buffet order.' }),
    );
    renderWithProviders(<TrackedOrderView kind="BUFFET" orderId="nope" email="anna@example.ch" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Track your buffet order' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not find your buffet order.');
  });

  it('falls back to its own text when no server message came', async () => {
    stubTracking(() => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<TrackedOrderView kind="MENU" orderId="abc" email="anna@example.ch" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not find your order.');
  });
});
