import type { TFoodItem, TMenuItem } from '@app/shared/catalog';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeAnswer, type TFakeRoute } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The lazy page's first import and each step can be slow on a busy machine (this file only).
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));

const ADMIN = { 'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } } };

const FOOD: TFoodItem[] = [
  { id: 1, name: 'Tom Yum Soup', description: 'Hot and sour.' },
  { id: 2, name: 'Salmon Nigiri', description: '2 pcs.' },
];

function row(id: number, food: TFoodItem, overrides: Partial<TMenuItem> = {}): TMenuItem {
  return {
    id,
    foodItemId: food.id,
    name: food.name,
    description: food.description,
    category: 'THAI_SUPPE',
    price: 12.5,
    available: true,
    soldOutToday: false,
    ...overrides,
  };
}

/** A stateful stand-in for the menu item routes: writes change what the next GET answers. */
function serveMenu(routes: Record<string, TFakeRoute> = {}) {
  const items: TMenuItem[] = [row(10, FOOD[0] as TFoodItem)];
  let nextId = 11;
  const fromBody = (
    id: number,
    body: { foodItemId: number; price: string; available: boolean; category: string; vatClass?: string },
  ) => {
    const food = FOOD.find((f) => f.id === body.foodItemId) as TFoodItem;
    return row(id, food, {
      category: body.category as TMenuItem['category'],
      price: Number((body.price || '0').replace(',', '.')),
      available: body.available,
      vatClass: body.vatClass === 'STANDARD' ? 'STANDARD' : 'REDUCED',
    });
  };
  const api = fakeApi({
    ...ADMIN,
    'GET /api/admin/menu-items': () => ({ body: items }),
    'GET /api/admin/food-items': { body: FOOD },
    'POST /api/admin/menu-items': ({ body }) => {
      const item = fromBody(nextId++, body as Parameters<typeof fromBody>[1]);
      items.push(item);
      return { status: 201, body: item };
    },
    'PUT /api/admin/menu-items/10': ({ body }) => {
      items[0] = fromBody(10, body as Parameters<typeof fromBody>[1]);
      return { body: items[0] };
    },
    'DELETE /api/admin/menu-items/10': () => {
      items.splice(0, 1);
      return { status: 204 };
    },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return { api, items };
}

/** A request that never reaches the server (the client then has no server message to show). */
function networkDown(): never {
  throw new TypeError('Failed to fetch');
}

async function openScreen() {
  const user = userEvent.setup();
  const view = renderApp('/admin/menu-items');
  await screen.findByRole('heading', { level: 1, name: 'Menu Items' });
  const table = screen.getByRole('table');
  await within(table).findByRole('row', { name: /Tom Yum Soup/ });
  return { user, table, ...view };
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(within(screen.getByRole('dialog')).getByRole('combobox', { name: label }));
  // The dropdown's open transition leaves it out of the accessibility tree in jsdom.
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** 'Updated', the whole item sent back with only `available` changed, and the list showing it. */
async function expectMarkedUnavailable(api: ReturnType<typeof serveMenu>['api'], table: HTMLElement) {
  expect(await screen.findByText('Updated')).toBeInTheDocument();
  expect(api.last('PUT', '/api/admin/menu-items/10')?.body).toEqual({
    foodItemId: 1,
    price: '12.50',
    available: false,
    category: 'THAI_SUPPE',
    vatClass: 'REDUCED',
    stationId: null,
  });
  await waitFor(() =>
    expect(within(table).getByRole('switch', { name: 'Tom Yum Soup available' })).not.toBeChecked(),
  );
}

describe('menu items screen', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('lists name, readable category, CHF price and availability', async () => {
    serveMenu();
    const { table } = await openScreen();
    const tom = within(table).getByRole('row', { name: /Tom Yum Soup/ });
    // The category's name in the reader's language comes with the restaurant's categories.
    await within(tom).findByText('Thai Soups');
    expect(tom).toHaveTextContent('CHF 12.50');
    expect(within(tom).getByRole('switch', { name: 'Tom Yum Soup available' })).toBeChecked();
  });

  it("adds an item: the form's checks first, then POST, 'Created', and the new row", async () => {
    const { api } = serveMenu();
    const { user, table, queryClient } = await openScreen();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(screen.getByRole('button', { name: 'Add menu item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add menu item' });

    await user.type(within(dialog).getByRole('textbox', { name: /Price/ }), '12.505');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose a food item')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a price like 12.50')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/menu-items')).toBeUndefined();

    await choose(user, 'Food item', 'Salmon Nigiri');
    await choose(user, 'Category', 'Nigiri');
    const price = within(dialog).getByRole('textbox', { name: /Price/ });
    await user.clear(price);
    await user.type(price, '4,8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/menu-items')?.body).toEqual({
      foodItemId: 2,
      price: '4,8',
      available: true,
      category: 'NIGIRI',
      vatClass: 'REDUCED',
      stationId: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = await within(table).findByRole('row', { name: /Salmon Nigiri/ });
    expect(added).toHaveTextContent('CHF 4.80');
    // The public menu is refreshed as well as the admin list.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['menu-items'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['buffet-items'] });
  });

  it("edits an item from its saved values: PUT and 'Updated'", async () => {
    const { api } = serveMenu();
    const { user, table } = await openScreen();
    await user.click(within(table).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit menu item' });
    // The food item shows once the food items list has loaded.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Food item' })).toHaveValue('Tom Yum Soup'),
    );
    expect(within(dialog).getByRole('combobox', { name: 'Category' })).toHaveValue('Thai Soups');
    expect(within(dialog).getByRole('textbox', { name: /Price/ })).toHaveValue('12.50');

    await user.click(within(dialog).getByRole('switch', { name: /Available/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectMarkedUnavailable(api, table);
  });

  it('chooses the option groups of an item in order: added, moved, removed, sent as optionGroupIds', async () => {
    const group = (id: number, de: string, en: string) => ({
      id,
      names: { de, fr: '', it: '', en },
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: id * 10, names: { de: 'A', fr: '', it: '', en: '' }, priceDelta: 0, soldOutToday: false },
      ],
    });
    const { api, items } = serveMenu({
      'GET /api/admin/option-groups': {
        body: [
          group(1, 'Protein', 'Protein'),
          group(2, 'Schärfe', 'Spice level'),
          group(3, 'Extras', 'Extras'),
        ],
      },
    });
    items[0] = { ...(items[0] as TMenuItem), optionGroupIds: [1, 3] };
    const { user, table } = await openScreen();
    // The list names the item's groups, small.
    const tom = within(table).getByRole('row', { name: /Tom Yum Soup/ });
    expect(await within(tom).findByText('Protein, Extras')).toBeInTheDocument();

    await user.click(within(tom).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit menu item' });
    const groups = within(dialog).getByRole('group', { name: 'Option groups' });
    await user.click(within(groups).getByRole('button', { name: 'Remove Extras from this dish' }));
    await choose(user, 'Add an option group', 'Spice level');
    await user.click(within(groups).getByRole('button', { name: 'Move Spice level up' }));
    expect(
      within(groups)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Spice level'), expect.stringContaining('Protein')]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/menu-items/10')?.body).toEqual({
      foodItemId: 1,
      price: '12.50',
      available: true,
      category: 'THAI_SUPPE',
      vatClass: 'REDUCED',
      optionGroupIds: [2, 1],
      stationId: null,
    });
  });

  it('sets the VAT rate: an alcoholic drink at the standard rate is marked 8.1 % in the list', async () => {
    const { api } = serveMenu();
    const { user, table } = await openScreen();
    const tom = within(table).getByRole('row', { name: /Tom Yum Soup/ });
    expect(tom).not.toHaveTextContent('8.1 %');
    await user.click(within(tom).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit menu item' });
    const vat = within(dialog).getByRole('combobox', { name: /VAT rate/ });
    expect(vat).toHaveValue('Reduced rate 2.6 % (food, soft drinks)');

    await choose(user, 'VAT rate', 'Standard rate 8.1 % (alcoholic drinks)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/menu-items/10')?.body).toMatchObject({ vatClass: 'STANDARD' });
    await waitFor(() => expect(tom).toHaveTextContent('CHF 12.508.1 % standard VAT rate'));

    // Opened again, the dialog shows the saved rate.
    await user.click(within(tom).getByRole('button', { name: 'Edit' }));
    const again = await screen.findByRole('dialog', { name: 'Edit menu item' });
    expect(within(again).getByRole('combobox', { name: /VAT rate/ })).toHaveValue(
      'Standard rate 8.1 % (alcoholic drinks)',
    );
  });

  it("keeps the dialog and what was typed when saving fails, with the server's messages", async () => {
    serveMenu({
      'PUT /api/admin/menu-items/10': {
        status: 400,
        body: errorBody(400, 'Bad Request', 'Please correct the highlighted fields.', {
          foodItemId: 'This food item does not exist (any more). Choose another one.',
        }),
      },
    });
    const { user, table } = await openScreen();
    await user.click(within(table).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit menu item' });
    const price = within(dialog).getByRole('textbox', { name: /Price/ });
    await user.clear(price);
    await user.type(price, '13');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('This food item does not exist (any more). Choose another one.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit menu item' })).toBeInTheDocument();
    expect(price).toHaveValue('13');
  });

  it("says 'Save failed' when the server cannot be reached", async () => {
    serveMenu({ 'POST /api/admin/menu-items': networkDown });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add menu item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add menu item' });
    await choose(user, 'Food item', 'Salmon Nigiri');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add menu item' })).toBeInTheDocument();
  });

  it("asks before deleting, then DELETE and 'Deleted'; Cancel deletes nothing", async () => {
    const { api } = serveMenu();
    const { user, table } = await openScreen();
    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete menu item' });
    expect(dialog).toHaveTextContent('Take Tom Yum Soup off the menu?');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.last('DELETE', '/api/admin/menu-items/10')).toBeUndefined();

    await user.click(within(table).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete menu item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(await within(table).findByText('No menu items yet.')).toBeInTheDocument();
    expect(api.last('DELETE', '/api/admin/menu-items/10')?.headers.get('X-XSRF-TOKEN')).toBe('test-token');
  });

  it('switches availability from the list', async () => {
    const { api } = serveMenu();
    const { user, table } = await openScreen();
    await user.click(within(table).getByRole('switch', { name: 'Tom Yum Soup available' }));
    await expectMarkedUnavailable(api, table);
  });

  it("shows 'Failed to load menu items' with Retry when the list does not load", async () => {
    let fail = true;
    serveMenu({
      'GET /api/admin/menu-items': () => (fail ? networkDown() : { body: [row(10, FOOD[0] as TFoodItem)] }),
    });
    const user = userEvent.setup();
    renderApp('/admin/menu-items');
    const alert = await screen.findByRole('alert', { name: /Failed to load menu items/ });
    expect(screen.getAllByText('Failed to load menu items').length).toBeGreaterThanOrEqual(2);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Tom Yum Soup/ })).toBeInTheDocument();
  });

  it("switches 'Sold out today' from the list: the switch shows the server's answer", async () => {
    let answer: (value: TFakeAnswer) => void = () => {};
    const { api, items } = serveMenu({
      'PUT /api/admin/menu-items/10/sold-out-today': () =>
        new Promise<TFakeAnswer>((resolve) => {
          answer = resolve;
        }),
    });
    const { user, table } = await openScreen();
    const soldOut = within(table).getByRole('switch', { name: 'Tom Yum Soup sold out today' });
    expect(soldOut).not.toBeChecked();

    await user.click(soldOut);
    // Nothing is shown before the server has answered: unchanged, and disabled while asking.
    await waitFor(() => expect(soldOut).toBeDisabled());
    expect(soldOut).not.toBeChecked();
    expect(api.last('PUT', '/api/admin/menu-items/10/sold-out-today')?.body).toEqual({ soldOut: true });
    items[0] = { ...(items[0] as TMenuItem), soldOutToday: true };
    answer({ body: items[0] });

    expect(await screen.findByText('Tom Yum Soup sold out today')).toBeInTheDocument();
    await waitFor(() => expect(soldOut).toBeChecked());
    expect(soldOut).toBeEnabled();
    // 'Available', the permanent switch, is untouched.
    expect(within(table).getByRole('switch', { name: 'Tom Yum Soup available' })).toBeChecked();
  });

  it("shows the server's refusal of 'Sold out today' and keeps the saved state", async () => {
    serveMenu({
      'PUT /api/admin/menu-items/10/sold-out-today': {
        status: 404,
        body: errorBody(404, 'Not Found', 'This menu item no longer exists.'),
      },
    });
    const { user, table } = await openScreen();
    const soldOut = within(table).getByRole('switch', { name: 'Tom Yum Soup sold out today' });
    await user.click(soldOut);
    expect(await screen.findByText('This menu item no longer exists.')).toBeInTheDocument();
    await waitFor(() => expect(soldOut).toBeEnabled());
    expect(soldOut).not.toBeChecked();
  });
});
