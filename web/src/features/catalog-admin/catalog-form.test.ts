import { describe, expect, it } from 'vitest';
import { nearestField, placeFieldErrors } from '@/lib/form-errors';
import {
  checkBuffetItem,
  checkFoodItem,
  checkMenuItem,
  foodItemValues,
  isVatClass,
  NEW_FOOD_ITEM,
  NEW_PRICED_ITEM,
  placePricedItemField,
  pricedItemValues,
  priceText,
  vatClassOptions,
} from './catalog-form';

describe('food item form', () => {
  it('trims name and description', () => {
    expect(checkFoodItem({ name: '  Tom Yum  ', description: ' spicy \n' })).toEqual({
      ok: true,
      body: { name: 'Tom Yum', description: 'spicy' },
    });
  });

  it('requires a name and limits the lengths like the server', () => {
    expect(checkFoodItem(NEW_FOOD_ITEM)).toEqual({ ok: false, errors: { name: 'Required' } });
    expect(checkFoodItem({ name: '   ', description: '' })).toEqual({
      ok: false,
      errors: { name: 'Required' },
    });
    expect(checkFoodItem({ name: 'x'.repeat(201), description: 'y'.repeat(2001) })).toEqual({
      ok: false,
      errors: { name: 'At most 200 characters', description: 'At most 2000 characters' },
    });
  });

  it('starts an edit from the saved item', () => {
    expect(foodItemValues({ id: 3, name: 'Gyoza', description: '6 pcs' })).toEqual({
      ...NEW_FOOD_ITEM,
      name: 'Gyoza',
      description: '6 pcs',
    });
  });
});

describe('menu item form', () => {
  const valid = { ...NEW_PRICED_ITEM, foodItemId: '12', price: '14.50', category: 'NIGIRI' as const };

  it('sends the food item as a number, the price as typed, availability and the category', () => {
    expect(checkMenuItem(valid)).toEqual({
      ok: true,
      body: {
        foodItemId: 12,
        price: '14.50',
        available: true,
        category: 'NIGIRI',
        vatClass: 'REDUCED',
        stationId: null,
      },
    });
    expect(checkMenuItem({ ...valid, available: false, price: '9,5' })).toMatchObject({
      ok: true,
      body: { available: false, price: '9,5' },
    });
  });

  it('accepts an empty price (the server makes it 0) and leaves the category to the server until chosen', () => {
    expect(NEW_PRICED_ITEM.category).toBe('');
    expect(checkMenuItem({ ...NEW_PRICED_ITEM, foodItemId: '1' })).toEqual({
      ok: true,
      body: { foodItemId: 1, price: '', available: true, vatClass: 'REDUCED', stationId: null },
    });
  });

  it('takes any category code the restaurant made, and refuses one that is not a code', () => {
    expect(checkMenuItem({ ...NEW_PRICED_ITEM, foodItemId: '1', category: 'POKE_2' })).toMatchObject({
      ok: true,
      body: { category: 'POKE_2' },
    });
    expect(checkMenuItem({ ...NEW_PRICED_ITEM, foodItemId: '1', category: 'poke bowls' })).toMatchObject({
      ok: false,
      errors: { category: expect.any(String) },
    });
  });

  it.each(['abc', '12.505', '-1', '1e3', "1'000", '12.', '.5', '100000'])('refuses the price %j', (price) => {
    expect(checkMenuItem({ ...valid, price })).toEqual({
      ok: false,
      errors: { price: 'Enter a price like 12.50' },
    });
  });

  it('asks for a food item before sending', () => {
    expect(checkMenuItem({ ...valid, foodItemId: null, price: 'x' })).toEqual({
      ok: false,
      errors: { foodItemId: 'Choose a food item', price: 'Enter a price like 12.50' },
    });
  });
});

describe('buffet item form', () => {
  it('sends food item, price and availability, never a category', () => {
    expect(checkBuffetItem({ ...NEW_PRICED_ITEM, foodItemId: '4', price: ' 8 ', category: 'DRINK' })).toEqual(
      {
        ok: true,
        body: { foodItemId: 4, price: ' 8 ', available: true, vatClass: 'REDUCED', stationId: null },
      },
    );
    expect(checkBuffetItem(NEW_PRICED_ITEM)).toEqual({
      ok: false,
      errors: { foodItemId: 'Choose a food item' },
    });
  });
});

describe('shared pieces', () => {
  it('shows a saved price with two decimals for editing', () => {
    expect(priceText(12.5)).toBe('12.50');
    expect(priceText(0)).toBe('0.00');
    expect(priceText(0.1 + 0.2)).toBe('0.30');
    expect(priceText(99999.99)).toBe('99999.99');
  });

  it('starts an edit from the saved menu or buffet item', () => {
    expect(
      pricedItemValues({ foodItemId: 7, price: 24.5, available: false, category: 'THAI_CURRY' }),
    ).toEqual({
      foodItemId: '7',
      price: '24.50',
      available: false,
      category: 'THAI_CURRY',
      vatClass: 'REDUCED',
      // An answer without option groups: none are sent, the saved ones stay.
      optionGroupIds: null,
      // An answer without a station: none (a menu item then follows its category).
      stationId: null,
    });
    // The buffet's items have none: '' (a menu item's form then shows the menu's first category).
    expect(pricedItemValues({ foodItemId: 7, price: 9, available: true }).category).toBe('');
    expect(
      pricedItemValues({ foodItemId: 7, price: 9, available: true, vatClass: 'STANDARD' }).vatClass,
    ).toBe('STANDARD');
  });

  it('sends the item’s own station, or null for none', () => {
    const saved = pricedItemValues({ foodItemId: 7, price: 9, available: true, stationId: 4 });
    expect(saved.stationId).toBe(4);
    expect(checkMenuItem(saved)).toMatchObject({ ok: true, body: { stationId: 4 } });
    expect(checkBuffetItem({ ...saved, stationId: null })).toMatchObject({
      ok: true,
      body: { stationId: null },
    });
  });

  it('sends the option groups in their order once known, and leaves them out while unknown', () => {
    const saved = pricedItemValues({ foodItemId: 7, price: 9, available: true, optionGroupIds: [3, 1] });
    expect(saved.optionGroupIds).toEqual([3, 1]);
    expect(checkBuffetItem(saved)).toMatchObject({ ok: true, body: { optionGroupIds: [3, 1] } });
    expect(checkMenuItem({ ...saved, optionGroupIds: [] })).toMatchObject({
      ok: true,
      body: { optionGroupIds: [] },
    });
    const unknown = checkMenuItem({ ...NEW_PRICED_ITEM, foodItemId: '3' });
    expect(unknown.ok && 'optionGroupIds' in unknown.body).toBe(false);
    // The same group twice is refused under the field, as the server would.
    expect(checkMenuItem({ ...saved, optionGroupIds: [1, 1] })).toMatchObject({
      ok: false,
      errors: { optionGroupIds: expect.any(String) },
    });
  });

  it('sends the VAT class chosen: standard for alcoholic drinks', () => {
    expect(
      checkMenuItem({ ...NEW_PRICED_ITEM, foodItemId: '3', category: 'DRINK', vatClass: 'STANDARD' }),
    ).toMatchObject({ ok: true, body: { vatClass: 'STANDARD' } });
    expect(checkBuffetItem({ ...NEW_PRICED_ITEM, foodItemId: '3', vatClass: 'STANDARD' })).toMatchObject({
      ok: true,
      body: { vatClass: 'STANDARD' },
    });
    expect(vatClassOptions()).toEqual([
      { value: 'REDUCED', label: 'Reduced rate 2.6 % (food, soft drinks)' },
      { value: 'STANDARD', label: 'Standard rate 8.1 % (alcoholic drinks)' },
    ]);
    expect(isVatClass('STANDARD')).toBe(true);
    expect(isVatClass('ZERO')).toBe(false);
  });

  it("puts a message about a path inside a field at that field's control", () => {
    expect(
      placeFieldErrors(
        { 'allergens.3': 'Choose allergens', 'origin.1.faoArea': 'FAO', 'origin.2': 'x' },
        nearestField(['allergens', 'origin', 'origin.1.faoArea']),
      ),
    ).toEqual({ allergens: 'Choose allergens', 'origin.1.faoArea': 'FAO', origin: 'x' });
  });

  it("keeps the server's messages for the form's own fields only", () => {
    expect(
      placeFieldErrors(
        { foodItemId: 'This food item does not exist (any more).', other: 'x' },
        placePricedItemField,
      ),
    ).toEqual({ foodItemId: 'This food item does not exist (any more).' });
    expect(placeFieldErrors(undefined, placePricedItemField)).toEqual({});
  });
});
