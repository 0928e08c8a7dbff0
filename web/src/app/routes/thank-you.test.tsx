import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubFetch } from '../../../test/render';
import { ThankYouPage } from './thank-you';

describe('ThankYouPage', () => {
  it('confirms the order, mentions the email and links to tracking and the menu', () => {
    vi.stubGlobal('fetch', stubFetch({}));
    renderWithProviders(<ThankYouPage />, {
      path: '/thank-you?orderId=abc123&email=anna%40example.ch&kind=menu',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeInTheDocument();
    expect(screen.getByText(/confirmation email is on its way to anna@example\.ch/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track?orderId=abc123&email=anna%40example.ch',
    );
    expect(screen.getByRole('link', { name: 'Back to menu' })).toHaveAttribute('href', '/menu');
  });

  it('links a buffet order to /track-buffet', () => {
    vi.stubGlobal('fetch', stubFetch({}));
    renderWithProviders(<ThankYouPage />, { path: '/thank-you?orderId=abc123&email=a%40b.ch&kind=buffet' });
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute(
      'href',
      '/track-buffet?orderId=abc123&email=a%40b.ch',
    );
  });

  it('still thanks without order details, without a tracking link', () => {
    vi.stubGlobal('fetch', stubFetch({}));
    renderWithProviders(<ThankYouPage />, { path: '/thank-you' });
    expect(screen.getByRole('heading', { level: 1, name: 'Successfully ordered' })).toBeInTheDocument();
    expect(screen.getByText(/confirmation email is on its way\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Track your order' })).not.toBeInTheDocument();
  });
});
