import { NO_DECLARATIONS } from '@app/shared/food-labels';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi } from '@test/fake-api';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const IN_USE = '"Gyoza" is still used by 1 menu item. Delete it or choose another food item for it first.';

// The lazy page's first import and each step can be slow on a busy machine (this file only).
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));

/** Chooses `option` in a Mantine Select (its dropdown is out of the accessibility tree in jsdom). */
async function choose(user: ReturnType<typeof userEvent.setup>, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

function serveFood() {
  const api = fakeApi({
    'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
    'GET /api/admin/food-items': { body: [{ id: 5, name: 'Gyoza', description: '' }] },
    'POST /api/admin/food-items': ({ body }) => ({ status: 201, body: { id: 6, ...(body as object) } }),
    'DELETE /api/admin/food-items/5': {
      status: 409,
      body: errorBody(409, 'Conflict', IN_USE),
    },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('food items screen', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('requires a name, then sends name and description trimmed', async () => {
    const api = serveFood();
    const user = userEvent.setup();
    renderApp('/admin/food-items');
    const gyoza = await screen.findByRole('row', { name: /Gyoza/ });
    expect(gyoza).toHaveTextContent('No description');

    await user.click(screen.getByRole('button', { name: 'Add food item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add food item' });
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), ' Sticky rice ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/food-items')).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Mango Sticky Rice ');
    expect(within(dialog).queryByText('Required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/food-items')?.body).toEqual({
      name: 'Mango Sticky Rice',
      description: 'Sticky rice',
      translations: {},
      // A new food item declares nothing until told (the menu asks about allergens).
      ...NO_DECLARATIONS,
    });
  });

  it('declares allergens, origin, diet and spiciness, and sends them with the item', async () => {
    const api = fakeApi({
      'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
      'GET /api/admin/food-items': {
        body: [
          {
            id: 5,
            name: 'Sake Maki',
            description: '',
            ...NO_DECLARATIONS,
            allergensDeclared: true,
            mayContain: ['GLUTEN'],
            origin: [{ animal: 'BEEF', country: 'CH' }],
          },
        ],
      },
      'PUT /api/admin/food-items/5': ({ body }) => ({ body: { id: 5, ...(body as object) } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderApp('/admin/food-items');
    const row = await screen.findByRole('row', { name: /Sake Maki/ });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit food item' });

    // Allergens: ticking "contains" moves gluten out of "may contain", where it can no longer be ticked.
    const allergens = await within(dialog).findByRole('group', { name: 'Allergens' });
    expect(within(allergens).getByRole('switch', { name: /Allergens declared/ })).toBeChecked();
    const contains = within(allergens).getByRole('group', { name: 'Contains' });
    const mayContain = within(allergens).getByRole('group', { name: /May contain traces of/ });
    expect(within(mayContain).getByRole('checkbox', { name: 'Gluten' })).toBeChecked();
    await user.click(within(contains).getByRole('checkbox', { name: 'Fish' }));
    await user.click(within(contains).getByRole('checkbox', { name: 'Gluten' }));
    expect(within(mayContain).getByRole('checkbox', { name: 'Gluten' })).not.toBeChecked();
    expect(within(mayContain).getByRole('checkbox', { name: 'Gluten' })).toBeDisabled();
    await user.click(within(mayContain).getByRole('checkbox', { name: 'Sesame' }));

    // Origin: the beef row goes, a salmon row comes; method only for fish, FAO area only for wild catch.
    const origin = within(dialog).getByRole('group', { name: 'Origin of meat and fish' });
    await user.click(within(origin).getByRole('button', { name: 'Remove origin 1' }));
    expect(within(origin).getByText('No meat or fish declared.')).toBeInTheDocument();
    await user.click(within(origin).getByRole('button', { name: 'Add origin' }));
    const first = within(origin).getByRole('group', { name: 'Origin 1' });
    expect(within(first).getByRole('combobox', { name: /Animal/ })).toHaveFocus();
    expect(within(first).queryByRole('combobox', { name: /Production method/ })).not.toBeInTheDocument();
    await choose(user, within(first).getByRole('combobox', { name: /Animal/ }), 'Salmon');
    await choose(user, within(first).getByRole('combobox', { name: /Country/ }), 'Norway');
    await choose(user, within(first).getByRole('combobox', { name: /Production method/ }), 'Wild catch');
    await choose(
      user,
      within(first).getByRole('combobox', { name: /FAO fishing area/ }),
      'FAO 27: Atlantic, northeast',
    );
    await choose(user, within(first).getByRole('combobox', { name: /Production method/ }), 'Aquaculture');
    expect(within(first).queryByRole('combobox', { name: /FAO fishing area/ })).not.toBeInTheDocument();

    // Diet: vegan switches vegetarian on too; spiciness by level.
    const diet = within(dialog).getByRole('group', { name: 'Diet and spiciness' });
    await user.click(within(diet).getByRole('switch', { name: /Vegan/ }));
    expect(within(diet).getByRole('switch', { name: 'Vegetarian' })).toBeChecked();
    await user.click(within(diet).getByRole('radio', { name: 'Medium' }));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/food-items/5')?.body).toEqual({
      name: 'Sake Maki',
      description: '',
      translations: {},
      allergensDeclared: true,
      allergens: ['GLUTEN', 'FISH'],
      mayContain: ['SESAME'],
      origin: [{ animal: 'SALMON', country: 'NO', method: 'AQUACULTURE' }],
      vegetarian: true,
      vegan: true,
      spiciness: 2,
    });
  });

  it("shows the form's and the server's messages at the origin row they name", async () => {
    const api = fakeApi({
      'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } },
      'GET /api/admin/food-items': {
        body: [
          {
            id: 5,
            name: 'Tekka Maki',
            description: '',
            ...NO_DECLARATIONS,
            origin: [
              { animal: 'CHICKEN', country: 'CH' },
              { animal: 'TUNA', country: 'VN', method: 'WILD_CATCH', faoArea: '71' },
            ],
          },
        ],
      },
      'PUT /api/admin/food-items/5': {
        status: 400,
        body: errorBody(400, 'Bad Request', 'Please correct the highlighted fields.', {
          'origin.1.faoArea': 'Give the FAO fishing area for wild-caught fish only.',
        }),
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    const user = userEvent.setup();
    renderApp('/admin/food-items');
    const row = await screen.findByRole('row', { name: /Tekka Maki/ });
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit food item' });
    const origin = await within(dialog).findByRole('group', { name: 'Origin of meat and fish' });

    // Undeclared allergens: no lists to tick.
    expect(within(dialog).queryByRole('group', { name: 'Contains' })).not.toBeInTheDocument();

    // A new row left empty is named before anything is sent.
    await user.click(within(origin).getByRole('button', { name: 'Add origin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const third = within(origin).getByRole('group', { name: 'Origin 3' });
    expect(await within(third).findByText('Choose the animal.')).toBeInTheDocument();
    expect(within(third).getByText('Choose the country of origin.')).toBeInTheDocument();
    await waitFor(() => expect(within(third).getByRole('combobox', { name: /Animal/ })).toHaveFocus());
    expect(api.last('PUT', '/api/admin/food-items/5')).toBeUndefined();

    // The server's message lands on the second row's FAO area.
    await user.click(within(third).getByRole('button', { name: 'Remove origin 3' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    const second = within(origin).getByRole('group', { name: 'Origin 2' });
    const area = within(second).getByRole('combobox', { name: /FAO fishing area/ });
    expect(area).toHaveAccessibleDescription('Give the FAO fishing area for wild-caught fish only.');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Edit food item' })).toBeInTheDocument();
  });

  it('shows why a food item still in use cannot be deleted, and keeps it', async () => {
    serveFood();
    const user = userEvent.setup();
    renderApp('/admin/food-items');
    const gyoza = await screen.findByRole('row', { name: /Gyoza/ });
    await user.click(within(gyoza).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete food item' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    // The server's message in the toast (spec section 8) and in the dialog until Cancel.
    await waitFor(() => expect(screen.getAllByText(IN_USE)).toHaveLength(2));
    expect(screen.queryByText('Deleted')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Gyoza/ })).toBeInTheDocument();
  });
});
