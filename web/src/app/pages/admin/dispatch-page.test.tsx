import type { TCourier, TCourierDelivery } from '@app/shared/couriers';
import { mapLinks } from '@app/shared/couriers';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The lazy page's first import can be slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function delivery(orderNumber: number, overrides: Partial<TCourierDelivery> = {}): TCourierDelivery {
  const address = { street: 'Ringstrasse', streetNo: String(orderNumber), plz: '4600', city: 'Olten' };
  return {
    orderId: `order${orderNumber}`,
    orderNumber,
    kind: 'MENU',
    status: 'CONFIRMED',
    dueAt: minutesFromNow(30),
    readyAt: null,
    pickedUpAt: null,
    customerName: 'Anna Muster',
    phone: '+41 79 123 45 67',
    address,
    mapLinks: mapLinks(address),
    notes: null,
    bags: 1,
    paymentMethod: 'CASH',
    amountToCollect: 43.5,
    cashGiven: null,
    courierId: null,
    courierName: null,
    ...overrides,
  };
}

const COURIERS: TCourier[] = [
  { id: 7, name: 'Luca', activeDeliveries: 1, openShiftId: 3 },
  { id: 8, name: 'Sara', activeDeliveries: 0, openShiftId: null },
];

/** Dispatch as the server answers it: an assignment changes the delivery in the list. */
function serve(
  deliveries: TCourierDelivery[],
  { couriers = COURIERS, routes = {} }: { couriers?: TCourier[]; routes?: Record<string, TFakeRoute> } = {},
) {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/dispatch': () => ({ body: deliveries }),
    'GET /api/admin/couriers': { body: couriers },
    ...routes,
  });
  for (const d of deliveries) {
    const resource = d.kind === 'BUFFET' ? 'buffet-orders' : 'orders';
    const key = `PUT /api/admin/${resource}/${d.orderId}/courier`;
    if (routes[key]) continue;
    api.route(key, (request) => {
      const body = request.body as { courierId: number | null; bags?: number };
      d.courierId = body.courierId;
      d.courierName = couriers.find((c) => c.id === body.courierId)?.name ?? null;
      if (body.bags !== undefined) d.bags = body.bags;
      return { body: d };
    });
  }
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const puts = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === 'PUT').map((call) => [call.path, call.body]);

const row = (number: number) => screen.getByRole('row', { name: new RegExp(`#${number}\\b`) });

describe('dispatch', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('lists the deliveries to hand out with due and ready times, and the couriers with their load', async () => {
    serve([
      delivery(12, { readyAt: minutesFromNow(-3), courierId: 7, courierName: 'Luca' }),
      delivery(14, { status: 'ON_THE_WAY', courierId: 7, courierName: 'Luca', bags: 2 }),
      delivery(15),
    ]);
    renderApp('/admin/dispatch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispatch' })).toBeInTheDocument();
    await screen.findByRole('row', { name: /#12\b/ });
    expect(row(12)).toHaveTextContent(/\d\d:\d\dready (\S+ )?\d\d:\d\d/);
    expect(row(12)).toHaveTextContent('Ringstrasse 12, 4600 Olten');
    expect(row(12)).toHaveTextContent('Ready');
    expect(within(row(12)).getByRole('combobox', { name: 'Courier for #12' })).toHaveDisplayValue(
      'Luca · 1 delivery',
    );
    expect(row(14)).toHaveTextContent('On the way');
    expect(within(row(14)).getByRole('combobox', { name: 'Bags for #14' })).toHaveValue('2');
    expect(within(row(15)).getByRole('combobox', { name: 'Courier for #15' })).toHaveDisplayValue('Nobody');
    expect(row(15)).toHaveTextContent('In the kitchen');

    const couriers = screen.getByRole('region', { name: 'Couriers' });
    expect(couriers).toHaveTextContent('Luca 1 delivery · shift open');
    expect(couriers).toHaveTextContent('Sara 0 deliveries · no shift');
  });

  it('saves a courier as chosen, and the bags', async () => {
    const api = serve([delivery(15), delivery(16, { kind: 'BUFFET' })]);
    renderApp('/admin/dispatch');
    await screen.findByRole('row', { name: /#15\b/ });
    await userEvent.selectOptions(
      within(row(15)).getByRole('combobox', { name: 'Courier for #15' }),
      'Sara · 0 deliveries',
    );
    expect(await screen.findByText('#15: Sara')).toBeInTheDocument();
    await userEvent.selectOptions(within(row(16)).getByRole('combobox', { name: 'Bags for #16' }), '3');
    await waitFor(() => expect(puts(api)).toHaveLength(2));
    expect(puts(api)).toEqual([
      ['/api/admin/orders/order15/courier', { courierId: 8 }],
      ['/api/admin/buffet-orders/order16/courier', { courierId: null, bags: 3 }],
    ]);
    await waitFor(() =>
      expect(within(row(15)).getByRole('combobox', { name: 'Courier for #15' })).toHaveValue('8'),
    );
  });

  it('gives several chosen deliveries to one courier', async () => {
    const api = serve([delivery(15), delivery(16), delivery(17)]);
    renderApp('/admin/dispatch');
    await screen.findByRole('row', { name: /#15\b/ });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select #15' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select #17' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Assign to' }), 'Luca · 1 delivery');
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('2 deliveries to Luca')).toBeInTheDocument();
    expect(puts(api)).toEqual([
      ['/api/admin/orders/order15/courier', { courierId: 7 }],
      ['/api/admin/orders/order17/courier', { courierId: 7 }],
    ]);
    expect(screen.getByText('0 selected')).toBeInTheDocument();
  });

  it('says in words why an assignment was refused', async () => {
    serve([delivery(15)], {
      routes: {
        'PUT /api/admin/orders/order15/courier': {
          status: 409,
          body: { ...errorBody(409, 'Conflict', 'This delivery has moved on.'), code: 'WRONG_STATUS' },
        },
      },
    });
    renderApp('/admin/dispatch');
    await screen.findByRole('row', { name: /#15\b/ });
    await userEvent.selectOptions(
      within(row(15)).getByRole('combobox', { name: 'Courier for #15' }),
      'Luca · 1 delivery',
    );
    expect(
      await screen.findByText('This delivery has moved on meanwhile. The list is up to date again.'),
    ).toBeInTheDocument();
  });

  it('says when there is nothing to hand out and no courier account yet', async () => {
    serve([], { couriers: [] });
    renderApp('/admin/dispatch');
    expect(await screen.findByText('No deliveries to hand out.')).toBeInTheDocument();
    expect(
      await screen.findByText('No courier accounts yet. Add one on Users with the role Courier.'),
    ).toBeInTheDocument();
  });
});
