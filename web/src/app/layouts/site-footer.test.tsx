import { DEFAULT_RESTAURANT_NAME, type TRestaurantInfo } from '@app/shared/restaurant-info';
import { RESTAURANT_INFO } from '@test/fixtures';
import { createTestQueryClient, jsonResponse, renderWithProviders, stubFetch } from '@test/render';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { restaurantInfoQueryOptions } from '@/features/restaurant-info/api/get-restaurant-info';
import { paths } from '@/paths';
import { SiteFooter } from './site-footer';

const year = new Date().getFullYear();

describe('SiteFooter', () => {
  it('shows the year and the restaurant name, and links PRIVACY to /privacy', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/restaurant-info/current': { body: RESTAURANT_INFO } }));
    renderWithProviders(<SiteFooter />);

    const footer = screen.getByRole('contentinfo');
    expect(await screen.findByText(`© ${year} Hana Sushi & Thai`)).toBeInTheDocument();
    const privacy = screen.getByRole('link', { name: 'PRIVACY' });
    expect(privacy).toHaveAttribute('href', paths.privacy);
    expect(footer).toContainElement(privacy);
  });

  it('links the legal notice beside PRIVACY', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/restaurant-info/current': { body: RESTAURANT_INFO } }));
    renderWithProviders(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    const legal = screen.getByRole('link', { name: 'Legal notice' });
    expect(legal).toHaveAttribute('href', paths.legal);
    expect(footer).toContainElement(legal);
    expect(legal.parentElement).toContainElement(screen.getByRole('link', { name: 'PRIVACY' }));
  });

  it('links the gift vouchers beside the legal notice', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/restaurant-info/current': { body: RESTAURANT_INFO } }));
    renderWithProviders(<SiteFooter />);
    const vouchers = screen.getByRole('link', { name: 'Gift vouchers' });
    expect(vouchers).toHaveAttribute('href', paths.vouchers);
    expect(vouchers.parentElement).toContainElement(screen.getByRole('link', { name: 'Legal notice' }));
  });

  it('links the diner’s account beside the gift vouchers', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/restaurant-info/current': { body: RESTAURANT_INFO } }));
    renderWithProviders(<SiteFooter />);
    const account = screen.getByRole('link', { name: 'My account' });
    expect(account).toHaveAttribute('href', paths.account);
    expect(account.parentElement).toContainElement(screen.getByRole('link', { name: 'Gift vouchers' }));
  });

  it('uses info already in the cache without asking the server again', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const queryClient = createTestQueryClient();
    const cached: TRestaurantInfo = { ...RESTAURANT_INFO, name: 'Cached Name' };
    queryClient.setQueryData(restaurantInfoQueryOptions().queryKey, cached);
    renderWithProviders(<SiteFooter />, { queryClient });
    expect(screen.getByText(`© ${year} Cached Name`)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the default name when no restaurant info exists (404)', async () => {
    vi.stubGlobal('fetch', stubFetch({}));
    const { queryClient } = renderWithProviders(<SiteFooter />);
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(restaurantInfoQueryOptions().queryKey)?.status).toBe('success'),
    );
    expect(screen.getByText(`© ${year} ${DEFAULT_RESTAURANT_NAME}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PRIVACY' })).toHaveAttribute('href', '/privacy');
  });

  it('shows the default name when loading the info failed', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(503, { status: 503, error: 'Service Unavailable', message: 'Database unavailable' }),
    );
    const { queryClient } = renderWithProviders(<SiteFooter />);
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(restaurantInfoQueryOptions().queryKey)?.status).toBe('error'),
    );
    expect(screen.getByText(`© ${year} ${DEFAULT_RESTAURANT_NAME}`)).toBeInTheDocument();
  });
});
