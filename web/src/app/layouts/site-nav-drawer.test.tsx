import { renderWithProviders } from '@test/render';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteNavDrawer } from './site-nav-drawer';

describe('SiteNavDrawer', () => {
  it('ends the navigation with the diner’s account, marked current on its pages', async () => {
    renderWithProviders(<SiteNavDrawer opened onClose={() => {}} />, { path: '/account/sign-in?token=x' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = nav.querySelectorAll('a');
    const account = screen.getByRole('link', { name: 'My account' });
    expect(links[links.length - 1]).toBe(account);
    expect(account).toHaveAttribute('href', '/account');
    expect(account).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Menu' })).not.toHaveAttribute('aria-current');
  });
});
