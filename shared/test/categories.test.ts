import { describe, expect, it } from 'vitest';
import {
  CATEGORY_CODE_PATTERN,
  categoryName,
  DEFAULT_CATEGORY_CODES,
  ZCategoryCreateSchema,
  ZCategoryUpdateSchema,
} from '../src/categories';

const names = { de: 'Getränke', fr: 'Boissons', it: '', en: '' };

describe('category codes', () => {
  it('are capitals, digits and _, starting with a letter, at most 40', () => {
    for (const code of ['DRINK', 'POKE_2', 'A', `A${'B'.repeat(39)}`])
      expect(code).toMatch(CATEGORY_CODE_PATTERN);
    for (const code of ['drink', '2POKE', '_POKE', 'POKE BOWLS', 'POKÉ', '', `A${'B'.repeat(40)}`]) {
      expect(code).not.toMatch(CATEGORY_CODE_PATTERN);
    }
  });

  it('include the spec’s 17 as the defaults, each a valid code', () => {
    expect(DEFAULT_CATEGORY_CODES).toHaveLength(17);
    for (const code of DEFAULT_CATEGORY_CODES) expect(code).toMatch(CATEGORY_CODE_PATTERN);
  });
});

describe('the category payloads', () => {
  it('trim the code and names; a new one is visible and the names left out are empty', () => {
    expect(ZCategoryCreateSchema.parse({ code: ' POKE ', names: { de: ' Poke ' } })).toEqual({
      code: 'POKE',
      names: { de: 'Poke', fr: '', it: '', en: '' },
      visible: true,
    });
  });

  it('refuse names over 60 characters, control characters and unknown fields', () => {
    expect(ZCategoryCreateSchema.safeParse({ code: 'POKE', names: { de: 'x'.repeat(61) } }).success).toBe(
      false,
    );
    expect(ZCategoryCreateSchema.safeParse({ code: 'POKE', names: { de: 'Po\u202eke' } }).success).toBe(
      false,
    );
    expect(ZCategoryCreateSchema.safeParse({ code: 'POKE', names: { de: 'Poke', es: 'Poke' } }).success).toBe(
      false,
    );
    expect(ZCategoryUpdateSchema.safeParse({ visible: false, hidden: true }).success).toBe(false);
  });

  it('move by a whole position from 1', () => {
    expect(ZCategoryUpdateSchema.safeParse({ position: 1 }).success).toBe(true);
    for (const position of [0, -1, 1.5, '2']) {
      expect(ZCategoryUpdateSchema.safeParse({ position }).success).toBe(false);
    }
  });
});

describe('a category’s name', () => {
  it('is the reader’s, else the default language’s, else any, else the code', () => {
    expect(categoryName({ code: 'DRINK', names }, 'fr', 'de')).toBe('Boissons');
    expect(categoryName({ code: 'DRINK', names }, 'it', 'de')).toBe('Getränke');
    expect(categoryName({ code: 'DRINK', names: { ...names, de: '' } }, 'en', 'de')).toBe('Boissons');
    expect(categoryName({ code: 'DRINK', names: {} }, 'en', 'de')).toBe('DRINK');
  });
});
