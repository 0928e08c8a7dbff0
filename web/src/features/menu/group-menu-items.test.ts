import { DEFAULT_CATEGORY_CODES } from '@app/shared/categories';
import type { TPublicCategory } from '@app/shared/public-categories';
import { menuItem } from '@test/fixtures';
import { describe, expect, it } from 'vitest';
import { groupMenuItems, menuCategorySectionId } from './group-menu-items';

const CATEGORIES: TPublicCategory[] = [
  { code: 'SUSHI_ROLLS', name: 'Sushi-Rollen', position: 1 },
  { code: 'POKE', name: 'Poke-Bowls', position: 2 },
  { code: 'THAI_CURRY', name: 'Thai-Currys', position: 3 },
  { code: 'DRINK', name: 'Getränke', position: 4 },
];

describe('groupMenuItems', () => {
  it('orders the groups as the restaurant’s categories, with their names, skipping empty ones', () => {
    const drink = menuItem({ category: 'DRINK', name: 'Tea' });
    const curry = menuItem({ category: 'THAI_CURRY', name: 'Green Curry' });
    const roll = menuItem({ category: 'SUSHI_ROLLS', name: 'California Roll' });
    const groups = groupMenuItems([drink, curry, roll], CATEGORIES);

    expect(groups.map((group) => group.category)).toEqual(['SUSHI_ROLLS', 'THAI_CURRY', 'DRINK']);
    expect(groups.map((group) => group.label)).toEqual(['Sushi-Rollen', 'Thai-Currys', 'Getränke']);
    expect(groups.map((group) => group.sectionId)).toEqual(['sushi-rolls', 'thai-curry', 'drink']);
  });

  it('follows a category the owner added and moved', () => {
    const poke = menuItem({ category: 'POKE', name: 'Salmon Poke' });
    const roll = menuItem({ category: 'SUSHI_ROLLS', name: 'California Roll' });
    const moved = [CATEGORIES[1], CATEGORIES[0]] as TPublicCategory[];
    expect(groupMenuItems([roll, poke], moved).map((group) => [group.category, group.label])).toEqual([
      ['POKE', 'Poke-Bowls'],
      ['SUSHI_ROLLS', 'Sushi-Rollen'],
    ]);
  });

  it('keeps the server order of items within a category', () => {
    const a = menuItem({ category: 'NIGIRI', name: 'Salmon' });
    const b = menuItem({ category: 'BOWLS', name: 'Poke' });
    const c = menuItem({ category: 'NIGIRI', name: 'Tuna' });
    const d = menuItem({ category: 'NIGIRI', name: 'Eel', available: false });
    const groups = groupMenuItems([a, b, c, d]);
    const nigiri = groups.find((group) => group.category === 'NIGIRI');
    expect(nigiri?.items.map((item) => item.name)).toEqual(['Salmon', 'Tuna', 'Eel']);
  });

  it('shows items of a category the list does not name after the others, headed by the code', () => {
    const tea = menuItem({ category: 'DRINK', name: 'Tea' });
    const odd = menuItem({ category: 'SPECIALS', name: 'Chef’s special' });
    const groups = groupMenuItems([odd, tea], CATEGORIES);
    expect(groups.map((group) => [group.category, group.label])).toEqual([
      ['DRINK', 'Getränke'],
      ['SPECIALS', 'SPECIALS'],
    ]);
  });

  it('returns no groups for no items', () => {
    expect(groupMenuItems([], CATEGORIES)).toEqual([]);
  });

  it('gives every category a distinct section id', () => {
    const ids = DEFAULT_CATEGORY_CODES.map(menuCategorySectionId);
    expect(new Set(ids).size).toBe(DEFAULT_CATEGORY_CODES.length);
    expect(ids).not.toContain('buffet');
    for (const id of ids) expect(id).toMatch(/^[a-z-]+$/);
  });
});
