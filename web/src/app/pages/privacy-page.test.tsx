import { RESTAURANT_INFO } from '@test/fixtures';
import { renderWithProviders, stubFetch } from '@test/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PrivacyPage } from './privacy-page';

function serve(legal?: unknown) {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      '/api/restaurant-info/current': { body: RESTAURANT_INFO },
      ...(legal ? { '/api/public/legal': { body: legal } } : {}),
    }),
  );
}

const providers = async () => {
  const heading = await screen.findByRole('heading', { level: 2, name: 'Service providers' });
  return heading.closest('section') as HTMLElement;
};

describe('PrivacyPage: service providers', () => {
  it('names the payment provider and the email delivery the server is configured with', async () => {
    serve({
      processors: [
        { purpose: 'PAYMENT', name: 'Stripe' },
        { purpose: 'EMAIL', name: 'Infomaniak Network SA' },
      ],
    });
    renderWithProviders(<PrivacyPage />);
    const part = await providers();
    expect(
      await screen.findByText(/^Card payments: Stripe\. Your card details go directly to Stripe/),
    ).toBeVisible();
    expect(part).toHaveTextContent('Email delivery: Infomaniak Network SA delivers our confirmation emails');
  });

  it('says plainly when payments are simulated and no email service is connected', async () => {
    serve({ processors: [] });
    renderWithProviders(<PrivacyPage />);
    await providers();
    expect(
      await screen.findByText(/Card payments on this website are simulated: no money is taken/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Email delivery: no email service is connected/)).toBeInTheDocument();
  });

  it('keeps the general sentence about card payments when the list cannot be loaded', async () => {
    serve();
    renderWithProviders(<PrivacyPage />);
    await providers();
    expect(await screen.findByText(/handled by our payment provider/)).toBeInTheDocument();
  });
});
