import { trackedOrder } from '@test/fixtures';
import { jsonResponse, renderWithProviders } from '@test/render';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { TrackedOrderView } from './tracked-order-view';

// Midday in Zurich: the arrival 25 minutes ahead is the same day, shown as its time alone.
const NOW = new Date('2030-05-01T10:00:00Z');
const ARRIVAL = '2030-05-01T10:25:00.000Z';

const onTheWay = trackedOrder({
  orderType: 'DELIVERY',
  status: 'ON_THE_WAY',
  courierFirstName: 'Luca',
  estimatedArrival: ARRIVAL,
});

function serve(order: object) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, order)),
  );
}

describe('the diner’s tracking while a courier has the order', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await changeLanguage('en', { remember: false });
  });

  it('names the courier and says when it arrives', async () => {
    serve(onTheWay);
    renderWithProviders(<TrackedOrderView kind="MENU" orderId={onTheWay.id} email="anna@example.ch" />);
    const card = await screen.findByRole('article');
    const note = within(card).getByRole('status');
    expect(note).toHaveTextContent('On the way with Luca');
    expect(note).toHaveTextContent('Arrives around 12:25');
  });

  it('says the same in French and German', async () => {
    serve(onTheWay);
    await changeLanguage('fr', { remember: false });
    const { unmount } = renderWithProviders(
      <TrackedOrderView kind="MENU" orderId={onTheWay.id} email="anna@example.ch" />,
    );
    const note = within(await screen.findByRole('article')).getByRole('status');
    expect(note).toHaveTextContent('En route avec Luca');
    expect(note).toHaveTextContent('Arrivée vers 12:25');
    unmount();

    await changeLanguage('de', { remember: false });
    renderWithProviders(<TrackedOrderView kind="MENU" orderId={onTheWay.id} email="anna@example.ch" />);
    const german = within(await screen.findByRole('article')).getByRole('status');
    expect(german).toHaveTextContent('Unterwegs mit Luca');
    expect(german).toHaveTextContent('Ankunft gegen 12:25');
  });

  it('says nothing of a courier without one, or once delivered', async () => {
    serve({ ...onTheWay, status: 'DELIVERED', courierFirstName: null, estimatedArrival: null });
    renderWithProviders(<TrackedOrderView kind="MENU" orderId={onTheWay.id} email="anna@example.ch" />);
    const card = await screen.findByRole('article');
    expect(card).not.toHaveTextContent(/On the way with/);
    expect(card).not.toHaveTextContent(/Arrives around/);
  });
});
