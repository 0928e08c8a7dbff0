import { NO_DECLARATIONS } from '@app/shared/food-labels';
import { describe, expect, it } from 'vitest';
import { checkFoodItem, foodItemValues, NEW_FOOD_ITEM } from './catalog-form';
import {
  animalOptions,
  COUNTRY_CODES,
  countryOptions,
  declarationValues,
  emptyOriginRow,
  faoAreaOptions,
  type TOriginRow,
  withContains,
  withDiet,
  withMayContain,
} from './declarations-form';

const row = (patch: Partial<TOriginRow>): TOriginRow => ({ ...emptyOriginRow(), ...patch });

describe('food item declarations in the dialog', () => {
  it('starts a new item with nothing declared, and an edit from what is saved', () => {
    expect(checkFoodItem({ ...NEW_FOOD_ITEM, name: 'Gyoza' })).toEqual({
      ok: true,
      body: { name: 'Gyoza', description: '', translations: {}, ...NO_DECLARATIONS },
    });
    const values = foodItemValues({
      id: 1,
      name: 'Sake Nigiri',
      description: '',
      allergens: ['FISH', 'GLUTEN', 'UNKNOWN' as 'FISH'],
      mayContain: ['SESAME'],
      allergensDeclared: true,
      origin: [{ animal: 'SALMON', country: 'NO', method: 'AQUACULTURE' }],
      vegetarian: false,
      vegan: false,
      spiciness: 1,
    });
    // In the order of the 14 allergens; a code this client does not know is not shown.
    expect(values.allergens).toEqual(['GLUTEN', 'FISH']);
    expect(values.mayContain).toEqual(['SESAME']);
    expect(values.origin).toEqual([
      { key: expect.any(Number), animal: 'SALMON', country: 'NO', method: 'AQUACULTURE', faoArea: null },
    ]);
    expect(values.spiciness).toBe(1);
    // An older server's answer without declarations: none.
    expect(declarationValues({ id: 2, name: 'Gyoza', description: '' })).toEqual({
      ...NO_DECLARATIONS,
      origin: [],
    });
  });

  it('sends the lists when declared, and empty lists when not (the menu then asks)', () => {
    const base = { ...NEW_FOOD_ITEM, name: 'Tom Yum' };
    expect(
      checkFoodItem({ ...base, allergensDeclared: true, allergens: ['CRUSTACEANS'], mayContain: ['CELERY'] }),
    ).toMatchObject({
      ok: true,
      body: { allergensDeclared: true, allergens: ['CRUSTACEANS'], mayContain: ['CELERY'] },
    });
    expect(
      checkFoodItem({
        ...base,
        allergensDeclared: false,
        allergens: ['CRUSTACEANS'],
        mayContain: ['CELERY'],
      }),
    ).toMatchObject({ ok: true, body: { allergensDeclared: false, allergens: [], mayContain: [] } });
    // Declared with nothing ticked: the menu says there is nothing to declare.
    expect(checkFoodItem({ ...base, allergensDeclared: true })).toMatchObject({
      ok: true,
      body: { allergensDeclared: true, allergens: [], mayContain: [] },
    });
  });

  it('keeps an allergen in one list only: ticking "contains" takes it out of "may contain"', () => {
    expect(withContains({ allergens: [], mayContain: ['SESAME', 'PEANUTS'] }, ['SESAME', 'GLUTEN'])).toEqual({
      allergens: ['GLUTEN', 'SESAME'],
      mayContain: ['PEANUTS'],
    });
    expect(withMayContain({ allergens: ['GLUTEN'], mayContain: [] }, ['GLUTEN', 'NUTS'])).toEqual({
      allergens: ['GLUTEN'],
      mayContain: ['NUTS'],
    });
  });

  it('makes a vegan dish vegetarian, and a dish no longer vegetarian not vegan', () => {
    expect(withDiet({ vegetarian: false, vegan: false }, { vegan: true })).toEqual({
      vegetarian: true,
      vegan: true,
    });
    expect(withDiet({ vegetarian: true, vegan: true }, { vegan: false })).toEqual({
      vegetarian: true,
      vegan: false,
    });
    expect(withDiet({ vegetarian: true, vegan: true }, { vegetarian: false })).toEqual({
      vegetarian: false,
      vegan: false,
    });
  });

  it('sends the method for fish only and the FAO area for wild catch only', () => {
    const checked = checkFoodItem({
      ...NEW_FOOD_ITEM,
      name: 'Mixed',
      origin: [
        row({ animal: 'CHICKEN', country: 'CH', method: 'WILD_CATCH', faoArea: '71' }),
        row({ animal: 'SALMON', country: 'NO', method: 'AQUACULTURE', faoArea: '27' }),
        row({ animal: 'TUNA', country: 'VN', method: 'WILD_CATCH', faoArea: '71' }),
      ],
    });
    expect(checked).toMatchObject({
      ok: true,
      body: {
        origin: [
          { animal: 'CHICKEN', country: 'CH' },
          { animal: 'SALMON', country: 'NO', method: 'AQUACULTURE' },
          { animal: 'TUNA', country: 'VN', method: 'WILD_CATCH', faoArea: '71' },
        ],
      },
    });
    expect(checked.ok && checked.body.origin?.[0]).toEqual({ animal: 'CHICKEN', country: 'CH' });
  });

  it("names what is missing in each origin row at that row's field", () => {
    expect(
      checkFoodItem({
        ...NEW_FOOD_ITEM,
        name: 'Sushi',
        origin: [
          row({ animal: 'BEEF', country: 'CH' }),
          row({}),
          row({ animal: 'TUNA', country: 'JP', method: 'WILD_CATCH' }),
          row({ animal: 'EEL', country: 'CN' }),
        ],
      }),
    ).toEqual({
      ok: false,
      errors: {
        'origin.1.animal': 'Choose the animal.',
        'origin.1.country': 'Choose the country of origin.',
        'origin.2.faoArea': 'Give the FAO fishing area for wild-caught fish only.',
        'origin.3.method':
          'For fish and seafood, say whether it is wild-caught or farmed; meat has no method.',
      },
    });
  });

  it("lists countries by name in the reader's language, a saved one outside the list too", () => {
    const german = countryOptions('de-CH', ['IS', 'NZ', 'MV', null]);
    expect(german.find((option) => option.value === 'NO')?.label).toBe('Norwegen');
    expect(german.find((option) => option.value === 'CH')?.label).toBe('Schweiz');
    expect(german.some((option) => option.value === 'MV')).toBe(true);
    const labels = german.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'de-CH')));
    expect(german).toHaveLength(COUNTRY_CODES.length + 1);
    expect(countryOptions('fr-CH').find((option) => option.value === 'GB')?.label).toBe('Royaume-Uni');
  });

  it('offers animals in two groups and FAO areas with their names', () => {
    const [meat, fish] = animalOptions();
    expect(meat).toMatchObject({
      group: 'Meat',
      items: expect.arrayContaining([{ value: 'BEEF', label: 'Beef' }]),
    });
    expect(fish?.group).toBe('Fish and seafood');
    expect(fish?.items).toContainEqual({ value: 'SALMON', label: 'Salmon' });
    expect(faoAreaOptions()).toContainEqual({ value: '71', label: 'FAO 71: Pacific, western central' });
  });
});
