import { DEMO_MENU } from '@app/demo/data';
import { DEMO_ITEM_OPTION_GROUPS, DEMO_OPTION_GROUPS } from '@app/demo/options';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './helpers';

/**
 * The demo restaurant's dish options (docs/decisions/026): a protein (chicken, beef +3.00, prawns +4.00, tofu) and
 * a spice level for the Thai curries and woks, extras (egg +2.00, extra noodles +3.00, up to two) for the
 * ramen; named in every language.
 */
const { app } = await setupTestApp({ seed: true });

type TPublicItem = {
  id: number;
  name: string;
  optionGroups?: {
    name: string;
    minChoices: number;
    maxChoices: number;
    options: { name: string; priceDelta: number; available: boolean }[];
  }[];
};
async function menuIn(language: string) {
  const res = await app.inject({ url: '/api/menu-items', headers: { 'accept-language': language } });
  return res.json() as TPublicItem[];
}

describe('the demo’s dish options', () => {
  it('name every dish they are for, and every group and option in all four languages', () => {
    const names = new Set(DEMO_MENU.map((i) => i.name));
    for (const dish of Object.keys(DEMO_ITEM_OPTION_GROUPS)) expect(names, dish).toContain(dish);
    for (const group of Object.values(DEMO_OPTION_GROUPS)) {
      for (const text of [group.names, ...group.options.map((o) => o.names)])
        expect(Object.values(text).every((t) => t.trim() !== '')).toBe(true);
    }
  });

  it('are on the menu: protein and spice level required on a curry, extras optional on the ramen', async () => {
    const english = await menuIn('en');
    const massaman = english.find((i) => i.name === 'Massaman Curry');
    expect(massaman?.optionGroups).toEqual([
      {
        id: expect.any(Number),
        name: 'Protein',
        minChoices: 1,
        maxChoices: 1,
        options: [
          { id: expect.any(Number), name: 'Chicken', priceDelta: 0, available: true },
          { id: expect.any(Number), name: 'Beef', priceDelta: 3, available: true },
          { id: expect.any(Number), name: 'Prawns', priceDelta: 4, available: true },
          { id: expect.any(Number), name: 'Tofu', priceDelta: 0, available: true },
        ],
      },
      {
        id: expect.any(Number),
        name: 'Spice level',
        minChoices: 1,
        maxChoices: 1,
        options: ['Mild', 'Medium', 'Hot', 'Thai hot'].map((name) => ({
          id: expect.any(Number),
          name,
          priceDelta: 0,
          available: true,
        })),
      },
    ]);
    const ramen = english.find((i) => i.name === 'Tonkotsu Ramen');
    expect(ramen?.optionGroups).toMatchObject([
      {
        name: 'Extras',
        minChoices: 0,
        maxChoices: 2,
        options: [
          { name: 'Egg', priceDelta: 2 },
          { name: 'Extra noodles', priceDelta: 3 },
        ],
      },
    ]);
    // One group for every dish that uses it.
    const khaoPad = english.find((i) => i.name === 'Khao Pad');
    expect(khaoPad?.optionGroups?.map((g) => g.name)).toEqual(['Protein', 'Spice level']);
    // The plain dishes have none.
    expect(english.find((i) => i.name === 'Jasmine Rice')?.optionGroups ?? []).toEqual([]);

    const german = await menuIn('de');
    const curryDe = german.find((i) => i.id === massaman?.id);
    expect(curryDe?.optionGroups?.map((g) => g.name)).toEqual(['Protein', 'Schärfegrad']);
    expect(curryDe?.optionGroups?.[0]?.options.map((o) => o.name)).toEqual([
      'Poulet',
      'Rind',
      'Crevetten',
      'Tofu',
    ]);
    const french = await menuIn('fr');
    expect(french.find((i) => i.id === ramen?.id)?.optionGroups?.[0]?.options.map((o) => o.name)).toEqual([
      'Œuf',
      'Supplément de nouilles',
    ]);
  });
});
