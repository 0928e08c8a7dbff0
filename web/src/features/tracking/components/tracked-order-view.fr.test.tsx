import { trackedOrder } from '@test/fixtures';
import { jsonResponse, renderWithProviders } from '@test/render';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { TrackedOrderView } from './tracked-order-view';

const order = trackedOrder({
  customerInfo: { firstName: 'Léa', lastName: 'Favre' },
  orderType: 'DELIVERY',
  paymentMethod: 'CARD',
  paymentStatus: 'SUCCEEDED',
  status: 'PREPARING',
  orderItems: [{ name: 'Curry vert au poulet', quantity: 2, unitPrice: 24.5 }],
});

describe('TrackedOrderView in French and German', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, order)),
    ),
  );
  afterEach(async () => {
    await changeLanguage('en', { remember: false });
  });

  it('shows the order in French, times in fr-CH', async () => {
    await changeLanguage('fr', { remember: false });
    renderWithProviders(<TrackedOrderView kind="MENU" orderId={order.id} email="lea@example.ch" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Suivre ma commande' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Commande abcdefgh23456789' });
    expect(within(card).getByRole('heading', { name: 'Commande n° 12' })).toBeInTheDocument();
    expect(within(card).getByLabelText('État : En préparation')).toHaveTextContent('En préparation');
    expect(within(card).getByLabelText('Paiement : Carte (en ligne) · PAYÉ')).toBeInTheDocument();
    expect(card).toHaveTextContent('Passée le01.05.2030 18:05');
    expect(card).toHaveTextContent('LivraisonDès que possible');
    expect(card).toHaveTextContent('Type de commandeLivraison');
    expect(card).toHaveTextContent('Cette page s’actualise toutes les 15 secondes.');
  });

  it('says in German that the link is incomplete', async () => {
    await changeLanguage('de', { remember: false });
    renderWithProviders(<TrackedOrderView kind="BUFFET" orderId="abc" email={null} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Buffet-Bestellung verfolgen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Im Link fehlt die Bestellnummer (orderId) oder die E-Mail-Adresse.',
    );
  });
});
