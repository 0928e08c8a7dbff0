import type { TCategory } from '@app/shared/categories';
import { describe, expect, it } from 'vitest';
import {
  categoryDisplayName,
  checkNewCategory,
  checkRename,
  describeCategoryChange,
  movedPosition,
  NEW_CATEGORY,
} from './category-form';

const drinks: TCategory = {
  code: 'DRINK',
  names: { de: 'Getränke', fr: 'Boissons', it: 'Bevande', en: 'Drinks' },
  position: 3,
  visible: true,
  stationId: null,
};
const list: TCategory[] = [
  { ...drinks, code: 'A', position: 1 },
  { ...drinks, code: 'B', position: 2 },
  drinks,
];

describe('the categories form', () => {
  it('sends a new category’s code in capitals and its names', () => {
    const checked = checkNewCategory({ code: ' poke ', names: { de: 'Poke', fr: 'Poké', it: '', en: '' } });
    expect(checked).toEqual({
      ok: true,
      body: { code: 'POKE', names: { de: 'Poke', fr: 'Poké', it: '', en: '' }, visible: true },
    });
  });

  it('puts the schema’s messages under the code and the names', () => {
    const checked = checkNewCategory({
      ...NEW_CATEGORY,
      code: 'Poke bowls!',
      names: { ...NEW_CATEGORY.names, fr: 'x'.repeat(61), it: 'Bevande\u0007' },
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual(['code', 'names.fr', 'names.it']);
  });

  it('renames without sending the code', () => {
    expect(checkRename({ code: 'DRINK', names: drinks.names })).toEqual({
      ok: true,
      body: { names: drinks.names },
    });
  });

  it('names a category in the reader’s language, else the default language’s, else its code', () => {
    expect(categoryDisplayName(drinks, 'fr')).toBe('Boissons');
    expect(categoryDisplayName({ ...drinks, names: { ...drinks.names, it: '' } }, 'it')).toBe('Getränke');
    expect(categoryDisplayName({ code: 'X', names: { de: '', fr: '', it: '', en: '' } }, 'en')).toBe('X');
  });

  it('moves up and down within the list only', () => {
    expect(movedPosition(list, 'B', -1)).toBe(1);
    expect(movedPosition(list, 'B', 1)).toBe(3);
    expect(movedPosition(list, 'A', -1)).toBeNull();
    expect(movedPosition(list, 'DRINK', 1)).toBeNull();
  });

  it('says a change in words', () => {
    const at = '2026-11-28T12:00:00Z';
    expect(describeCategoryChange({ at, by: 'chef', code: 'DRINK', before: null, after: drinks }, 'en')).toBe(
      'Added Drinks',
    );
    expect(
      describeCategoryChange(
        { at, by: 'chef', code: 'DRINK', before: drinks, after: { ...drinks, position: 1, visible: false } },
        'en',
      ),
    ).toBe('Moved Drinks from position 3 to 1; Hid Drinks');
    expect(
      describeCategoryChange(
        {
          at,
          by: 'chef',
          code: 'DRINK',
          before: drinks,
          after: { ...drinks, names: { ...drinks.names, fr: 'Jus' } },
        },
        'en',
      ),
    ).toBe('Renamed Drinks: FR: Boissons → Jus');
  });
});
