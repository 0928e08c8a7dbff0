import { buffetItem, menuItem } from '@test/fixtures';
import { renderWithProviders, stubFetch } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MenuView } from '../components/menu-view';
import { matchesFilter, NO_FILTER } from './menu-filter';

const SALMON = menuItem({
  name: 'Salmon Roll',
  category: 'SUSHI_ROLLS',
  allergens: ['GLUTEN', 'FISH', 'SOY', 'SESAME'],
  mayContain: ['PEANUTS'],
  allergensDeclared: true,
  origin: [
    { animal: 'SALMON', country: 'NO', method: 'AQUACULTURE' },
    { animal: 'TUNA', country: 'PH', method: 'WILD_CATCH', faoArea: '71' },
  ],
  vegetarian: false,
  vegan: false,
  spiciness: 2,
});
const EDAMAME = menuItem({
  name: 'Edamame',
  allergens: ['SOY'],
  allergensDeclared: true,
  vegetarian: true,
  vegan: true,
  spiciness: 0,
});
const SOUP = buffetItem({ name: 'Soup of the day', allergensDeclared: false, spiciness: 0 });

function card(name: string): HTMLElement {
  const article = screen.getByRole('heading', { name }).closest('article');
  if (!article) throw new Error(`no card ${name}`);
  return article;
}

afterEach(() => window.sessionStorage.clear());

function renderMenu() {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      '/api/menu-items': { body: [SALMON, EDAMAME] },
      '/api/buffet-items': { body: [SOUP] },
    }),
  );
  renderWithProviders(<MenuView pathname="/menu" />, { path: '/menu' });
}

describe('food declarations on the menu', () => {
  it('shows allergens, origin, diet and spiciness as text; undeclared items say to ask', async () => {
    renderMenu();
    // Their chunk comes after the cards, and each card's labels show as it is in (declarations-slots.tsx).
    await waitFor(
      () => {
        const salmon = card('Salmon Roll');
        expect(salmon).toHaveTextContent('Contains: gluten, fish, soy, sesame · May contain: peanuts');
        expect(salmon).toHaveTextContent(
          'Salmon: Norway, farmed · Tuna: wild-caught, FAO 71 (Pacific, western central)',
        );
        expect(within(salmon).getByRole('img', { name: 'Spiciness 2 of 3' })).toBeInTheDocument();
        expect(card('Edamame')).toHaveTextContent('Vegan');
        expect(card('Edamame')).toHaveTextContent('Contains: soy');
        expect(card('Soup of the day')).toHaveTextContent('Ask us about allergens');
      },
      { timeout: 5000 },
    );
  });

  it('hides dishes with a chosen allergen, and undeclared ones, and shows them again', async () => {
    const user = userEvent.setup();
    renderMenu();
    await screen.findByText('Filters');
    await user.click(screen.getByText('Filters'));
    await user.click(screen.getByRole('checkbox', { name: 'fish' }));
    expect(screen.queryByRole('heading', { name: 'Salmon Roll' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Soup of the day' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edamame' })).toBeInTheDocument();
    expect(screen.getByText('1 of 3 dishes shown')).toHaveAttribute('role', 'status');
    expect(JSON.parse(window.sessionStorage.getItem('menuFilter') ?? '{}').allergens).toEqual(['FISH']);

    await user.click(screen.getByRole('checkbox', { name: 'soy' }));
    expect(await screen.findByText('No dishes match your filters.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('heading', { name: 'Salmon Roll' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Soup of the day' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem('menuFilter')).toBeNull();
  });

  it('keeps vegan only, vegetarian only and the highest spiciness', () => {
    expect(matchesFilter(EDAMAME, { ...NO_FILTER, diet: 'vegan' })).toBe(true);
    expect(matchesFilter(SALMON, { ...NO_FILTER, diet: 'vegetarian' })).toBe(false);
    expect(matchesFilter(SALMON, { ...NO_FILTER, maxSpiciness: 1 })).toBe(false);
    expect(matchesFilter(SALMON, { ...NO_FILTER, maxSpiciness: 2 })).toBe(true);
    expect(matchesFilter(SALMON, { ...NO_FILTER, allergens: ['PEANUTS'] })).toBe(false);
    expect(matchesFilter(SOUP, { ...NO_FILTER, allergens: ['LUPIN'] })).toBe(false);
    expect(matchesFilter(SOUP, NO_FILTER)).toBe(true);
  });
});
