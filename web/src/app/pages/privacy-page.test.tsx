import { RESTAURANT_INFO } from '@test/fixtures';
import { renderWithProviders, stubFetch } from '@test/render';
import { screen, within } from '@testing-library/react';
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

describe('PrivacyPage: diner accounts', () => {
  it('says what an account keeps, why, for how long, and where to download or delete it', async () => {
    serve();
    renderWithProviders(<PrivacyPage />);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your account' });
    const part = heading.closest('section') as HTMLElement;
    expect(part).toHaveTextContent('Ordering never needs an account.');
    for (const kept of [
      'your email address, to which we send your sign-in links',
      'the name, phone number and addresses you save',
      'when you signed in',
    ]) {
      expect(part).toHaveTextContent(kept);
    }
    expect(part).toHaveTextContent(
      'to sign you in by link, to fill in your details at checkout and to show you your orders',
    );
    expect(part).toHaveTextContent('your account and saved details: until you delete your account');
    expect(part).toHaveTextContent('a sign-in link: 15 minutes, and it works only once');
    expect(part).toHaveTextContent(
      'a session: at most 90 days, ended after 30 days without a visit or when you sign out',
    );
    expect(part).toHaveTextContent(
      'your orders: ten years, for the restaurant’s accounting, as Swiss law requires (Art. 958f of the Code of Obligations)',
    );
    expect(part).toHaveTextContent('we remove your name, email address, phone number and address');
    expect(within(part).getByRole('link', { name: 'your account page' })).toHaveAttribute('href', '/account');
    expect(part).toHaveTextContent(
      'On your account page you can download everything we keep about you as a JSON file, and delete your account',
    );
  });

  it('keeps the sections in order, the account’s after why and before cookies, which names its cookies', async () => {
    serve();
    renderWithProviders(<PrivacyPage />);
    await screen.findByRole('heading', { level: 2, name: 'Your account' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Who is responsible',
      'What we collect',
      'Why we use it',
      'Your account',
      'Cookies',
      'Service providers',
      'Your rights',
      'Contact',
    ]);
    expect(screen.getByText(/a session cookie that keeps you signed in/)).toBeInTheDocument();
  });
});
