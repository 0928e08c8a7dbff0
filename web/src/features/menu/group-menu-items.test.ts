import { MENU_CATEGORIES } from '@app/shared/enums';
import { menuItem } from '@test/fixtures';
import { describe, expect, it } from 'vitest';
import { groupMenuItems, menuCategorySectionId } from './group-menu-items';

describe('groupMenuItems', () => {
  it('orders categories as MENU_CATEGORIES, with their labels, skipping empty ones', () => {
    const drink = menuItem({ category: 'DRINK', name: 'Tea' });
    const curry = menuItem({ category: 'THAI_CURRY', name: 'Green Curry' });
    const roll = menuItem({ category: 'SUSHI_ROLLS', name: 'California Roll' });
    const groups = groupMenuItems([drink, curry, roll]);

    expect(groups.map((group) => group.category)).toEqual(['SUSHI_ROLLS', 'THAI_CURRY', 'DRINK']);
    expect(groups.map((group) => group.label)).toEqual(['Sushi Rolls', 'Thai Curries', 'Drinks']);
    expect(groups.map((group) => group.sectionId)).toEqual(['sushi-rolls', 'thai-curry', 'drink']);
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

  it('returns no groups for no items', () => {
    expect(groupMenuItems([])).toEqual([]);
  });

  it('gives every category a distinct section id', () => {
    const ids = MENU_CATEGORIES.map(menuCategorySectionId);
    expect(new Set(ids).size).toBe(MENU_CATEGORIES.length);
    expect(ids).not.toContain('buffet');
    for (const id of ids) expect(id).toMatch(/^[a-z-]+$/);
  });
});
