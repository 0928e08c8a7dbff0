import { describe, expect, it } from 'vitest';
import {
  checkOptionGroup,
  moveRow,
  newGroupValues,
  optionGroupPlacer,
  presetChoices,
  presetOf,
  ruleText,
  type TOptionGroupFormValues,
} from './option-group-form';

const names = (de: string, en = '') => ({ de, fr: '', it: '', en });

function values(overrides: Partial<TOptionGroupFormValues> = {}): TOptionGroupFormValues {
  return {
    names: names('Protein'),
    minChoices: 1,
    maxChoices: 1,
    options: [
      { key: 'a', id: 11, names: names('Poulet'), priceDelta: '' },
      { key: 'b', id: null, names: names('Rind', 'Beef'), priceDelta: ' 3.00 ' },
    ],
    ...overrides,
  };
}

describe('the option group form', () => {
  it('sends names, counts and the options in order, an existing one with its id', () => {
    expect(checkOptionGroup(values())).toEqual({
      ok: true,
      body: {
        names: names('Protein'),
        minChoices: 1,
        maxChoices: 1,
        options: [
          { id: 11, names: names('Poulet'), priceDelta: '0' },
          { names: names('Rind', 'Beef'), priceDelta: ' 3.00 ' },
        ],
      },
    });
  });

  it("requires the restaurant's default language's names, and checks prices and counts by the shared schema", () => {
    const checked = checkOptionGroup(
      values({
        names: names('', 'Protein'),
        // Two required choices of a single option: impossible.
        minChoices: 2,
        maxChoices: 3,
        options: [{ key: 'a', id: null, names: names('', 'Tofu'), priceDelta: '1.005' }],
      }),
      'de',
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual([
      'minChoices',
      'names.de',
      'options.0.names.de',
      'options.0.priceDelta',
    ]);
    // With French as the default language, the French names are the required ones.
    const french = checkOptionGroup(values(), 'fr');
    expect(french.ok || Object.keys(french.errors)).toEqual([
      'names.fr',
      'options.0.names.fr',
      'options.1.names.fr',
    ]);
  });

  it("puts the server's paths on the dialog's fields", () => {
    const place = optionGroupPlacer('de');
    expect(place('options.2.priceDelta')).toBe('options.2.priceDelta');
    expect(place('options.1.names')).toBe('options.1.names.de');
    expect(place('options.1.names.en')).toBe('options.1.names.en');
    expect(place('names')).toBe('names.de');
    expect(place('maxChoices')).toBe('maxChoices');
    expect(place('options.4.id')).toBe('options');
    expect(place('somethingElse')).toBeNull();
  });

  it('offers the two usual kinds and knows them again from the numbers', () => {
    expect(presetChoices('single', 4)).toEqual({ min: 1, max: 1 });
    expect(presetChoices('several', 4)).toEqual({ min: 0, max: 4 });
    expect(presetOf(newGroupValues())).toBe('single');
    expect(presetOf({ ...values(), minChoices: 0, maxChoices: 2 })).toBe('several');
    expect(presetOf({ ...values(), minChoices: 1, maxChoices: 2 })).toBeNull();
  });

  it('moves rows up and down, not beyond the ends', () => {
    expect(moveRow(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveRow(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('says the rule in words', () => {
    expect(ruleText({ minChoices: 1, maxChoices: 1 })).toBe('Required, 1 choice');
    expect(ruleText({ minChoices: 2, maxChoices: 2 })).toBe('Required, 2 choices');
    expect(ruleText({ minChoices: 1, maxChoices: 3 })).toBe('Required, 1 to 3 choices');
    expect(ruleText({ minChoices: 0, maxChoices: 3 })).toBe('Optional, up to 3');
  });
});
