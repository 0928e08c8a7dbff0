import { buffetItem, menuItem } from '@test/fixtures';
import { jsonResponse, renderWithProviders, stubFetch } from '@test/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDeclarationsUi } from '@/features/menu/declarations/declarations-slots';
import { MENU_EMPTY_MESSAGE, MenuView } from './menu-view';

// The dishes' labels in place before the first click, as once their chunk is in (declarations-slots.tsx).
beforeAll(() => loadDeclarationsUi());

function section(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name });
  const element = heading.closest('section');
  if (!element) throw new Error(`no section for ${name}`);
  return element;
}

describe('MenuView', () => {
  it('lists items under their categories in menu order, then the buffet', async () => {
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/menu-items': {
          body: [
            menuItem({ category: 'THAI_CURRY', name: 'Green Curry Chicken', price: 24.5 }),
            menuItem({ category: 'SUSHI_ROLLS', name: 'California Roll (8 pcs)', price: 14.5 }),
            menuItem({ category: 'SUSHI_ROLLS', name: 'Dragon Roll', price: 19, available: false }),
          ],
        },
        '/api/buffet-items': { body: [buffetItem({ name: 'Buffet Box Small', price: 12 })] },
      }),
    );
    renderWithProviders(<MenuView pathname="/menu" />, { path: '/menu' });

    await screen.findByRole('heading', { level: 2, name: 'Sushi Rolls' });
    // The first sections come first; the rest (here the buffet) a moment later, in a transition.
    await screen.findByRole('heading', { level: 2, name: 'Buffet' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Sushi Rolls',
      'Thai Curries',
      'Buffet',
    ]);

    const rolls = section('Sushi Rolls');
    expect(rolls).toHaveTextContent('California Roll (8 pcs)');
    expect(rolls).toHaveTextContent('CHF 14.50');
    expect(rolls).not.toHaveTextContent('Green Curry');
    const dragon = within(rolls).getByRole('heading', { name: 'Dragon Roll' }).closest('article');
    expect(dragon).toHaveTextContent('Currently unavailable');
    const california = within(rolls)
      .getByRole('heading', { name: 'California Roll (8 pcs)' })
      .closest('article');
    expect(california).not.toHaveTextContent('Currently unavailable');

    expect(section('Thai Curries')).toHaveTextContent('CHF 24.50');
    expect(section('Buffet')).toHaveTextContent('Buffet Box Small');
    expect(section('Buffet')).toHaveTextContent('CHF 12.00');

    const jump = screen.getByRole('navigation', { name: 'Menu categories' });
    expect(
      within(jump)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/menu#sushi-rolls', '/menu#thai-curry', '/menu#buffet']);
  });

  it('says the menu is being prepared when there is nothing to show', async () => {
    vi.stubGlobal('fetch', stubFetch({ '/api/menu-items': { body: [] }, '/api/buffet-items': { body: [] } }));
    renderWithProviders(<MenuView pathname="/menu" />);
    expect(await screen.findByText(MENU_EMPTY_MESSAGE)).toBeInTheDocument();
    expect(MENU_EMPTY_MESSAGE).toBe('The menu is being prepared. Please check back soon.');
  });

  it('shows a failure with Retry, and the menu after a successful retry', async () => {
    let fail = true;
    const items = stubFetch({
      '/api/menu-items': { body: [menuItem({ category: 'DESSERT', name: 'Mango Sticky Rice' })] },
      '/api/buffet-items': { body: [] },
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (fail && String(input) === '/api/menu-items') {
        return jsonResponse(500, {
          status: 500,
          error: 'Internal Server Error',
          message: 'Something broke.',
        });
      }
      return items(input);
    });
    renderWithProviders(<MenuView pathname="/menu" />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something broke.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Desserts' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a loading state first', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
    renderWithProviders(<MenuView pathname="/menu" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the menu');
  });
});
