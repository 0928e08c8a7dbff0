import type { TLanguage } from '@app/shared/languages';

/**
 * The demo restaurant's dish options (docs/decisions/026): a protein and a spice level for the Thai curries and
 * woks, extras for the ramen. Names in every language; prices as differences to the dish's, in CHF.
 */

type TNames = Record<TLanguage, string>;

export type TDemoOptionGroupKey = 'protein' | 'spice' | 'extras';

type TDemoOptionGroup = {
  names: TNames;
  minChoices: number;
  maxChoices: number;
  options: { names: TNames; priceDelta: number }[];
};

export const DEMO_OPTION_GROUPS: Record<TDemoOptionGroupKey, TDemoOptionGroup> = {
  protein: {
    names: { de: 'Protein', fr: 'Protéine', it: 'Proteina', en: 'Protein' },
    minChoices: 1,
    maxChoices: 1,
    options: [
      { names: { de: 'Poulet', fr: 'Poulet', it: 'Pollo', en: 'Chicken' }, priceDelta: 0 },
      { names: { de: 'Rind', fr: 'Bœuf', it: 'Manzo', en: 'Beef' }, priceDelta: 3 },
      { names: { de: 'Crevetten', fr: 'Crevettes', it: 'Gamberi', en: 'Prawns' }, priceDelta: 4 },
      { names: { de: 'Tofu', fr: 'Tofu', it: 'Tofu', en: 'Tofu' }, priceDelta: 0 },
    ],
  },
  spice: {
    names: { de: 'Schärfegrad', fr: 'Piquant', it: 'Piccantezza', en: 'Spice level' },
    minChoices: 1,
    maxChoices: 1,
    options: [
      { names: { de: 'Mild', fr: 'Doux', it: 'Delicato', en: 'Mild' }, priceDelta: 0 },
      { names: { de: 'Mittel', fr: 'Moyen', it: 'Medio', en: 'Medium' }, priceDelta: 0 },
      { names: { de: 'Scharf', fr: 'Épicé', it: 'Piccante', en: 'Hot' }, priceDelta: 0 },
      {
        names: { de: 'Thai-scharf', fr: 'Très épicé (thaï)', it: 'Piccante thai', en: 'Thai hot' },
        priceDelta: 0,
      },
    ],
  },
  extras: {
    names: { de: 'Extras', fr: 'Suppléments', it: 'Extra', en: 'Extras' },
    minChoices: 0,
    maxChoices: 2,
    options: [
      { names: { de: 'Ei', fr: 'Œuf', it: 'Uovo', en: 'Egg' }, priceDelta: 2 },
      {
        names: {
          de: 'Extraportion Nudeln',
          fr: 'Supplément de nouilles',
          it: 'Porzione extra di noodles',
          en: 'Extra noodles',
        },
        priceDelta: 3,
      },
    ],
  },
};

/**
 * The groups of each dish, by its English name in data.ts, in the order its dialog shows them. The duck
 * curry keeps its duck and the vegan panang its tofu (a spice level only); the dishes with a protein
 * declare what any of its choices brings (data.ts: prawns' crustaceans, the meats' origins).
 *
 * 'Green Curry Chicken' has none: the API and browser tests order it as the plain dish, without
 * options (a required group would refuse those orders). Giving it ['protein', 'spice'] here is the
 * whole change once they choose its options.
 */
export const DEMO_ITEM_OPTION_GROUPS: Record<string, readonly TDemoOptionGroupKey[]> = {
  'Red Curry Duck': ['spice'],
  'Massaman Curry': ['protein', 'spice'],
  'Panang Curry Tofu': ['spice'],
  'Pad Krapao': ['protein', 'spice'],
  'Cashew Stir-Fry': ['protein', 'spice'],
  'Khao Pad': ['protein', 'spice'],
  'Tonkotsu Ramen': ['extras'],
  'Miso Ramen': ['extras'],
};
