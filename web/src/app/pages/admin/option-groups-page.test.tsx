import type { TOptionGroup } from '@app/shared/dish-options';
import { clearCookie } from '@test/cookies';
import { errorBody, fakeApi, type TFakeRoute } from '@test/fake-api';
import { menuItem } from '@test/fixtures';
import { renderApp } from '@test/render-app';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// The lazy page's first import and each step can be slow on a busy machine (this file only).
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));

const ADMIN = { 'GET /api/auth/me': { body: { role: 'ADMIN', username: 'anna' } } };

const names = (de: string, en = '') => ({ de, fr: '', it: '', en });

const PROTEIN: TOptionGroup = {
  id: 1,
  names: names('Protein', 'Protein'),
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: 11, names: names('Poulet', 'Chicken'), priceDelta: 0, soldOutToday: false },
    { id: 12, names: names('Rind', 'Beef'), priceDelta: 3, soldOutToday: true },
    { id: 13, names: names('Tofu', 'Tofu'), priceDelta: -1, soldOutToday: false },
  ],
};

/** A stand-in for the option group routes; two curries use Protein. */
function serveGroups(routes: Record<string, TFakeRoute> = {}) {
  const groups: TOptionGroup[] = [PROTEIN];
  const api = fakeApi({
    ...ADMIN,
    'GET /api/admin/option-groups': () => ({ body: groups }),
    'GET /api/admin/menu-items': {
      body: [
        menuItem({ id: 1, name: 'Green Curry', optionGroupIds: [1] }),
        menuItem({ id: 2, name: 'Red Curry', optionGroupIds: [1] }),
        menuItem({ id: 3, name: 'Maki', optionGroupIds: [] }),
      ],
    },
    'GET /api/admin/buffet-items': { body: [] },
    'POST /api/admin/option-groups': ({ body }) => {
      const input = body as TOptionGroup;
      const group: TOptionGroup = {
        id: 2,
        names: input.names,
        minChoices: input.minChoices,
        maxChoices: input.maxChoices,
        options: input.options.map((option, index) => ({
          id: 20 + index,
          names: option.names,
          priceDelta: Number(option.priceDelta),
          soldOutToday: false,
        })),
      };
      groups.push(group);
      return { status: 201, body: group };
    },
    'DELETE /api/admin/option-groups/1': () => {
      groups.splice(0, 1);
      return { status: 204 };
    },
    ...routes,
  });
  vi.stubGlobal('fetch', api.fetch);
  return { api, groups };
}

async function openScreen() {
  const user = userEvent.setup();
  const view = renderApp('/admin/option-groups');
  await screen.findByRole('heading', { level: 1, name: 'Option groups' });
  const table = screen.getByRole('table');
  await within(table).findByRole('row', { name: /Protein/ });
  return { user, table, ...view };
}

describe('option groups screen', { timeout: 30_000 }, () => {
  afterEach(() => clearCookie('XSRF-TOKEN'));

  it('lists each group with its rule, its options and prices, and how many dishes use it', async () => {
    serveGroups();
    const { table } = await openScreen();
    const row = within(table).getByRole('row', { name: /Protein/ });
    expect(row).toHaveTextContent('Required, 1 choice');
    const options = within(row).getByRole('list', { name: 'Options of Protein' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chicken', 'Beef + CHF 3.00sold out today', 'Tofu − CHF 1.00']);
    await waitFor(() => expect(row).toHaveTextContent('2 dishes'));
  });

  it('adds a group: its checks first, then POST with the options in the order given', async () => {
    const { api } = serveGroups();
    const { user, table } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Add option group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add option group' });

    // Nothing typed: the default language's names are required, for the group and its option.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);
    expect(api.last('POST', '/api/admin/option-groups')).toBeUndefined();

    const groupName = within(dialog).getByRole('group', { name: 'Name of the group' });
    await user.type(within(groupName).getByRole('textbox', { name: /Deutsch/ }), 'Extras');
    await user.click(within(dialog).getByRole('button', { name: 'Optional, several' }));
    const first = within(dialog).getByRole('group', { name: 'Option 1' });
    await user.type(within(first).getByRole('textbox', { name: /Deutsch/ }), 'Ei');
    await user.type(within(first).getByRole('textbox', { name: /English/ }), 'Egg');
    await user.type(within(first).getByRole('textbox', { name: /Price difference/ }), '2.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add option' }));
    const second = within(dialog).getByRole('group', { name: 'Option 2' });
    await user.type(within(second).getByRole('textbox', { name: /Deutsch/ }), 'Extra Nudeln');
    await user.type(within(second).getByRole('textbox', { name: /Price difference/ }), '3');
    // The second option first: moved up with its button, by keyboard as by a click.
    within(dialog).getByRole('button', { name: 'Move option 2 up' }).focus();
    await user.keyboard('{Enter}');
    // 'Optional, several' offers as many choices as there are options.
    const max = within(dialog).getByRole('textbox', { name: /At most/ });
    await user.clear(max);
    await user.type(max, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Created')).toBeInTheDocument();
    expect(api.last('POST', '/api/admin/option-groups')?.body).toEqual({
      names: { de: 'Extras', fr: '', it: '', en: '' },
      minChoices: 0,
      maxChoices: 2,
      options: [
        { names: { de: 'Extra Nudeln', fr: '', it: '', en: '' }, priceDelta: '3' },
        { names: { de: 'Ei', fr: '', it: '', en: 'Egg' }, priceDelta: '2.00' },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const added = await within(table).findByRole('row', { name: /Extras/ });
    expect(added).toHaveTextContent('Optional, up to 2');
  });

  it("puts the server's messages on the fields they name, keeping what was typed", async () => {
    serveGroups({
      'PUT /api/admin/option-groups/1': {
        status: 400,
        body: errorBody(400, 'Bad Request', 'Please correct the highlighted fields.', {
          'options.2.priceDelta':
            'Enter a price difference in CHF between -100.00 and 100.00, e.g. 3.00 or -1.50',
          maxChoices: 'Too many',
        }),
      },
    });
    const { user, table } = await openScreen();
    await user.click(within(table).getByRole('button', { name: 'Edit Protein' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Protein' });
    const third = within(dialog).getByRole('group', { name: 'Option 3' });
    const price = within(third).getByRole('textbox', { name: /Price difference/ });
    expect(price).toHaveValue('-1.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(price).toHaveAccessibleDescription(/between -100.00 and 100.00/));
    expect(within(dialog).getByText('Too many')).toBeInTheDocument();
    expect(price).toHaveValue('-1.00');
  });

  it('sends existing options with their ids, so they keep their sold-out state', async () => {
    const { api } = serveGroups({
      'PUT /api/admin/option-groups/1': { body: { ...PROTEIN, options: PROTEIN.options.slice(1) } },
    });
    const { user, table } = await openScreen();
    await user.click(within(table).getByRole('button', { name: 'Edit Protein' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Protein' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(api.last('PUT', '/api/admin/option-groups/1')?.body).toMatchObject({
      minChoices: 1,
      maxChoices: 1,
      options: [
        { id: 12, priceDelta: '3.00' },
        { id: 13, priceDelta: '-1.00' },
      ],
    });
  });

  it('asks before deleting and says how many dishes lose the group', async () => {
    const { api } = serveGroups();
    const { user, table } = await openScreen();
    await waitFor(() =>
      expect(within(table).getByRole('row', { name: /Protein/ })).toHaveTextContent('2 dishes'),
    );
    await user.click(within(table).getByRole('button', { name: 'Delete Protein' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete option group' });
    expect(dialog).toHaveTextContent(
      'Delete the option group Protein? It is removed from 2 dishes. Past orders keep the options they were ordered with.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(await within(table).findByText('No option groups yet.')).toBeInTheDocument();
    expect(api.last('DELETE', '/api/admin/option-groups/1')).toBeDefined();
  });
});
