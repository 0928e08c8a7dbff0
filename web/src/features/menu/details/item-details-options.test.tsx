import type { TPublicOptionGroup } from '@app/shared/catalog';
import { menuItem } from '@test/fixtures';
import { renderWithProviders, stubFetch } from '@test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AddToCartButton, CartProvider, useCart } from '@/features/cart/public';
import { MenuView, type TOrderableItem } from '@/features/menu/components/menu-view';
import { loadDeclarationsUi } from '@/features/menu/declarations/declarations-slots';
import { lineTotal } from './item-details-dialog';
import { groupsInOrder } from './option-groups';

// The dishes' labels in place before the first click, as once their chunk is in (declarations-slots.tsx).
beforeAll(() => loadDeclarationsUi());

const spice: TPublicOptionGroup = {
  id: 2,
  name: 'Spice level',
  minChoices: 0,
  maxChoices: 1,
  options: [
    { id: 21, name: 'Mild', priceDelta: 0, available: true },
    { id: 23, name: 'Hot', priceDelta: 0, available: true },
  ],
};
const protein: TPublicOptionGroup = {
  id: 1,
  name: 'Protein',
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 11, name: 'Chicken', priceDelta: 0, available: true },
    { id: 12, name: 'Beef', priceDelta: 3, available: true },
    { id: 13, name: 'Prawns', priceDelta: 4, available: false },
    { id: 14, name: 'Tofu', priceDelta: -1, available: true },
  ],
};
const extras: TPublicOptionGroup = {
  id: 3,
  name: 'Extras',
  minChoices: 0,
  maxChoices: 2,
  options: [
    { id: 31, name: 'Egg', priceDelta: 2, available: true },
    { id: 32, name: 'Extra noodles', priceDelta: 3, available: true },
    { id: 33, name: 'Peanuts', priceDelta: 1, available: true },
  ],
};

function stubMenu() {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      '/api/menu-items': {
        body: [
          // Listed with the optional group first: the dialog puts the required one first.
          menuItem({
            id: 13,
            category: 'THAI_CURRY',
            name: 'Green Curry',
            price: 24,
            optionGroups: [spice, protein, extras],
          }),
          menuItem({ id: 15, category: 'THAI_CURRY', name: 'Jasmine Rice', price: 4 }),
        ],
      },
      '/api/buffet-items': { body: [] },
    }),
  );
}

function CartLines() {
  const { lines } = useCart();
  return (
    <output aria-label="cart lines">
      {lines
        .map((l) => `${l.key}x${l.quantity}[${(l.optionDetails ?? []).map((o) => o.name).join('+')}]`)
        .join(',')}
    </output>
  );
}

const renderAdd = ({ kind, id, name, price, vatClass }: TOrderableItem) => (
  <AddToCartButton item={{ kind, id, name, priceRaw: price, vatClass }} />
);

const renderMenu = () =>
  renderWithProviders(
    <CartProvider>
      <MenuView pathname="/menu" renderAction={renderAdd} />
      <CartLines />
    </CartProvider>,
    { path: '/menu' },
  );

const cartLines = () => screen.getByRole('status', { name: 'cart lines' });

async function openCurry() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Green Curry to cart' }));
  return screen.findByRole('dialog', { name: 'Green Curry' });
}

describe('the item dialog’s options', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('a card’s Add opens the dialog for a dish with options, and adds a dish without at once', async () => {
    stubMenu();
    renderMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Jasmine Rice to cart' }));
    expect(cartLines()).toHaveTextContent('MENU:15x1[]');
    const dialog = await openCurry();
    expect(within(dialog).getByRole('group', { name: 'Protein required' })).toBeInTheDocument();
    expect(cartLines()).toHaveTextContent(/^MENU:15x1\[\]$/);
  });

  it('shows the required group first, radios for one choice, checkboxes for several, prices and sold out', async () => {
    stubMenu();
    renderMenu();
    const dialog = await openCurry();
    const groups = within(dialog)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent);
    expect(groups).toEqual(['Protein required', 'Spice level optional', 'Extras choose up to 2', 'Quantity']);

    const proteinGroup = within(dialog).getByRole('group', { name: 'Protein required' });
    expect(within(proteinGroup).getAllByRole('radio')).toHaveLength(4);
    expect(within(proteinGroup).getByRole('radio', { name: 'Beef + CHF 3.00' })).toBeEnabled();
    expect(within(proteinGroup).getByRole('radio', { name: 'Tofu − CHF 1.00' })).toBeEnabled();
    expect(within(proteinGroup).getByRole('radio', { name: 'Chicken' })).toBeEnabled();
    expect(within(proteinGroup).getByRole('radio', { name: 'Prawns sold out + CHF 4.00' })).toBeDisabled();

    const spiceGroup = within(dialog).getByRole('group', { name: 'Spice level optional' });
    expect(within(spiceGroup).getByRole('radio', { name: 'None' })).toBeChecked();

    const extrasGroup = within(dialog).getByRole('group', { name: 'Extras choose up to 2' });
    await userEvent.click(within(extrasGroup).getByRole('checkbox', { name: 'Egg + CHF 2.00' }));
    await userEvent.click(within(extrasGroup).getByRole('checkbox', { name: 'Peanuts + CHF 1.00' }));
    // At the maximum the others are disabled; unticking one frees them again.
    expect(within(extrasGroup).getByRole('checkbox', { name: 'Extra noodles + CHF 3.00' })).toBeDisabled();
    await userEvent.click(within(extrasGroup).getByRole('checkbox', { name: 'Peanuts + CHF 1.00' }));
    expect(within(extrasGroup).getByRole('checkbox', { name: 'Extra noodles + CHF 3.00' })).toBeEnabled();
  });

  it('refuses Add with a required choice missing: says which, marks the group and moves the focus there', async () => {
    stubMenu();
    renderMenu();
    const dialog = await openCurry();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 1 to cart · CHF 24.00' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Please choose: Protein');
    const proteinGroup = within(dialog).getByRole('group', { name: 'Protein required' });
    expect(proteinGroup).toHaveAttribute('aria-describedby', alert.id);
    const chicken = within(proteinGroup).getByRole('radio', { name: 'Chicken' });
    expect(chicken).toHaveFocus();
    expect(chicken).toHaveAttribute('aria-invalid', 'true');
    expect(cartLines()).toHaveTextContent('');
    expect(screen.getByRole('dialog', { name: 'Green Curry' })).toBeInTheDocument();

    // Choosing one answers it.
    await userEvent.click(within(proteinGroup).getByRole('radio', { name: 'Tofu − CHF 1.00' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(chicken).not.toHaveAttribute('aria-invalid');
  });

  it('prices Add with the options and the quantity, and adds one line per choice of options', async () => {
    stubMenu();
    renderMenu();
    let dialog = await openCurry();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Beef + CHF 3.00' }));
    expect(within(dialog).getByRole('button', { name: 'Add 1 to cart · CHF 27.00' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Hot' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Egg + CHF 2.00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 2 to cart · CHF 58.00' }));
    expect(cartLines()).toHaveTextContent('MENU:13:12.23.31x2[Beef+Hot+Egg]');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    dialog = await openCurry();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Tofu − CHF 1.00' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 1 to cart · CHF 23.00' }));
    expect(cartLines()).toHaveTextContent('MENU:13:12.23.31x2[Beef+Hot+Egg],MENU:13:14x1[Tofu]');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The card counts the dish with any options.
    expect(await screen.findByText('3 in cart')).toBeInTheDocument();
  });
});

describe('option helpers', () => {
  it('orders required groups first and keeps the item’s order otherwise', () => {
    expect(groupsInOrder([spice, protein, extras]).map((group) => group.id)).toEqual([1, 2, 3]);
  });

  it('prices a line as (item + options) × quantity, less the sale as the checkout takes it off', () => {
    expect(lineTotal(24, 300, 2, undefined)).toBe(5400);
    expect(lineTotal(24, -100, 1, { percent: 10 })).toBe(2070);
    expect(lineTotal(19.9, 0, 1, { percent: 12.5 })).toBe(1741);
  });
});
