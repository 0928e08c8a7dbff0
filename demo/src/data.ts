import type { TDefaultCategoryCode } from '@app/shared/categories';
import type { TAllergen, TFoodDeclarations, TOrigin } from '@app/shared/food-labels';
import type { TVatClass } from '@app/shared/vat';

/** The demo restaurant seeded into an empty embedded database. Prices in CHF. */

export const DEMO_RESTAURANT = {
  name: 'Hana Sushi & Thai',
  /** In the default language, German; the other languages in `translations` below. */
  aboutText:
    'Seit 2012 bringt Hana japanisches Sushi und thailändische Hausmannskost in die Altstadt von Olten. ' +
    'Unsere Sushi-Köche rollen jedes Maki auf Bestellung, mit hausgemacht gewürztem Reis, und unsere ' +
    'Thai-Küche stampft ihre Currypasten selbst. Bei uns essen, mitnehmen oder warm bis vor die Haustür ' +
    'liefern lassen: in Olten und den umliegenden Dörfern.',
  phone: '+41 62 212 34 56',
  address: 'Baslerstrasse 24, 4600 Olten',
  openingHours: [
    'Mon: (closed)',
    'Tue: 11:00-14:00, 17:00-22:00',
    'Wed: 11:00-14:00, 17:00-22:00',
    'Thu: 11:00-14:00, 17:00-22:00',
    'Fri: 11:00-14:00, 17:00-22:30',
    'Sat: 11:30-14:30, 17:00-22:30',
    'Sun: 17:00-21:30',
  ].join('\n'),
  deliveryNote: 'Wir liefern nach Olten und in die umliegenden Dörfer (4600-4632). Ab CHF 100 gratis.',
  translations: {
    en: {
      aboutText:
        'Since 2012 Hana has brought Japanese sushi and Thai home cooking to the old town of Olten. ' +
        'Our sushi chefs roll every maki to order with rice seasoned in-house, and our Thai kitchen ' +
        'pounds its own curry pastes. Eat in, take away, or have it delivered warm to your door in ' +
        'Olten and the surrounding villages.',
      deliveryNote: 'We deliver to Olten and nearby villages (4600-4632). Free delivery from CHF 100.',
      cuisines: ['Japanese', 'Sushi', 'Thai'],
    },
    fr: {
      aboutText:
        'Depuis 2012, Hana apporte les sushis japonais et la cuisine familiale thaïe dans la vieille ville ' +
        'd’Olten. Nos chefs sushi roulent chaque maki à la commande, avec un riz assaisonné maison, et ' +
        'notre cuisine thaïe pile elle-même ses pâtes de curry. Sur place, à emporter ou livré bien chaud ' +
        'à votre porte, à Olten et dans les villages alentour.',
      deliveryNote:
        'Nous livrons à Olten et dans les villages voisins (4600-4632). Livraison gratuite dès CHF 100.',
      cuisines: ['Japonaise', 'Sushi', 'Thaïlandaise'],
    },
    it: {
      aboutText:
        'Dal 2012 Hana porta il sushi giapponese e la cucina casalinga thailandese nel centro storico di ' +
        'Olten. I nostri chef del sushi arrotolano ogni maki al momento, con riso condito da noi, e la ' +
        'nostra cucina thai pesta da sé le sue paste di curry. Da gustare sul posto, da asporto o ' +
        'consegnato caldo a domicilio, a Olten e nei villaggi vicini.',
      deliveryNote: 'Consegniamo a Olten e nei villaggi vicini (4600-4632). Consegna gratuita da CHF 100.',
      cuisines: ['Giapponese', 'Sushi', 'Thailandese'],
    },
  },
  /** The menu's own texts are German (translations.ts), with English, French and Italian. */
  defaultLanguage: 'de' as const,
  /** The legal notice; a right check digit (the often-quoted CHE-123.456.789 has a wrong one). */
  vatNumber: 'CHE-123.456.788 MWST',
  legalName: 'Hana Gastro GmbH',
  responsiblePerson: 'Mai Tanaka',
  /** Baslerstrasse 24, 4600 Olten, in decimal degrees, for search engines' maps. */
  latitude: 47.3516,
  longitude: 7.9077,
  /** In German; the other languages' in `translations` above. */
  cuisines: ['Japanisch', 'Sushi', 'Thailändisch'],
  /**
   * What one guest's dish costs on the menu below: from a soup or starter (CHF 6.50) to the dearest
   * main (CHF 29.50), rounded outwards. The platters for two or four (CHF 55, 59) are shared, not one
   * guest's, so they do not widen it.
   */
  priceRange: 'CHF 6–30',
};

type TDemoMenuItem = {
  name: string;
  description: string;
  /** One of the categories a new restaurant starts with (server/drizzle/0021). */
  category: TDefaultCategoryCode;
  price: number;
  /** Alcoholic drinks: STANDARD VAT; everything else the default, REDUCED. */
  vatClass?: TVatClass;
};

export const DEMO_MENU: TDemoMenuItem[] = [
  {
    category: 'SUSHI_STARTER',
    name: 'Edamame',
    description: 'Steamed young soybeans with sea salt.',
    price: 6.5,
  },
  {
    category: 'SUSHI_STARTER',
    name: 'Miso Soup',
    description: 'Dashi broth with tofu, wakame and spring onion.',
    price: 5.5,
  },
  {
    category: 'SUSHI_STARTER',
    name: 'Wakame Salad',
    description: 'Seaweed salad with sesame dressing.',
    price: 7.5,
  },
  {
    category: 'SUSHI_STARTER',
    name: 'Gyoza (6 pcs)',
    description: 'Pan-fried dumplings with chicken and vegetables, ponzu dip.',
    price: 9.5,
  },
  {
    category: 'SUSHI_ROLLS',
    name: 'California Roll (8 pcs)',
    description: 'Surimi, avocado and cucumber, rolled in tobiko.',
    price: 14.5,
  },
  {
    category: 'SUSHI_ROLLS',
    name: 'Spicy Tuna Roll (8 pcs)',
    description: 'Tuna with chilli mayonnaise, cucumber and spring onion.',
    price: 16.5,
  },
  {
    category: 'SUSHI_ROLLS',
    name: 'Salmon Avocado Roll (8 pcs)',
    description: 'Norwegian salmon and creamy avocado.',
    price: 15.5,
  },
  {
    category: 'SUSHI_ROLLS',
    name: 'Crispy Ebi Roll (8 pcs)',
    description: 'Tempura prawn, avocado, teriyaki glaze and sesame.',
    price: 17.5,
  },
  { category: 'HOSO_MAKI', name: 'Kappa Maki (6 pcs)', description: 'Cucumber maki.', price: 6.0 },
  { category: 'HOSO_MAKI', name: 'Sake Maki (6 pcs)', description: 'Salmon maki.', price: 7.5 },
  { category: 'HOSO_MAKI', name: 'Tekka Maki (6 pcs)', description: 'Tuna maki.', price: 8.5 },
  { category: 'NIGIRI', name: 'Sake Nigiri (2 pcs)', description: 'Salmon on seasoned rice.', price: 7.0 },
  { category: 'NIGIRI', name: 'Maguro Nigiri (2 pcs)', description: 'Tuna on seasoned rice.', price: 8.0 },
  {
    category: 'NIGIRI',
    name: 'Ebi Nigiri (2 pcs)',
    description: 'Cooked prawn on seasoned rice.',
    price: 7.0,
  },
  {
    category: 'TEMAKI',
    name: 'Salmon Temaki',
    description: 'Hand roll with salmon, avocado and cucumber.',
    price: 8.5,
  },
  {
    category: 'TEMAKI',
    name: 'Veggie Temaki',
    description: 'Hand roll with avocado, cucumber, carrot and pickled radish.',
    price: 7.0,
  },
  {
    category: 'TEMAKI',
    name: 'Spicy Tuna Temaki',
    description: 'Hand roll with spicy tuna and spring onion.',
    price: 9.0,
  },
  {
    category: 'SUSHI_PLATTEN',
    name: 'Sushi Platter Small (14 pcs)',
    description: '4 nigiri, 6 hoso maki and 4 California roll.',
    price: 29.0,
  },
  {
    category: 'SUSHI_PLATTEN',
    name: 'Sushi Platter Large (28 pcs)',
    description: 'Chef\u2019s selection of nigiri, maki and rolls for two.',
    price: 55.0,
  },
  {
    category: 'SUSHI_PLATTEN',
    name: 'Veggie Platter (16 pcs)',
    description: 'Avocado, cucumber, tofu and pickled vegetable sushi.',
    price: 26.0,
  },
  {
    category: 'BOWLS',
    name: 'Salmon Poke Bowl',
    description: 'Sushi rice, salmon, edamame, mango, avocado and sesame.',
    price: 21.5,
  },
  {
    category: 'BOWLS',
    name: 'Tuna Poke Bowl',
    description: 'Sushi rice, marinated tuna, cucumber, seaweed salad and radish.',
    price: 23.5,
  },
  {
    category: 'BOWLS',
    name: 'Tofu Poke Bowl',
    description: 'Sushi rice, crispy tofu, edamame, carrot and sesame dressing.',
    price: 19.5,
  },
  {
    category: 'DONBURI',
    name: 'Chicken Teriyaki Don',
    description: 'Grilled chicken thigh with teriyaki sauce on rice.',
    price: 22.0,
  },
  {
    category: 'DONBURI',
    name: 'Katsu Don',
    description: 'Breaded pork cutlet simmered with egg and onion on rice.',
    price: 23.0,
  },
  { category: 'DONBURI', name: 'Sake Don', description: 'Fresh salmon sashimi on sushi rice.', price: 26.0 },
  {
    category: 'RAMEN_NOODLE',
    name: 'Tonkotsu Ramen',
    description: 'Rich pork broth, chashu, soft egg, bamboo shoots and nori.',
    price: 23.5,
  },
  {
    category: 'RAMEN_NOODLE',
    name: 'Miso Ramen',
    description: 'Miso broth with corn, bean sprouts, tofu and spring onion.',
    price: 21.5,
  },
  {
    category: 'RAMEN_NOODLE',
    name: 'Yaki Udon',
    description: 'Stir-fried udon noodles with chicken and vegetables.',
    price: 22.0,
  },
  {
    category: 'THAI_STARTER',
    name: 'Spring Rolls (4 pcs)',
    description: 'Crispy vegetable spring rolls with sweet chilli sauce.',
    price: 8.5,
  },
  {
    category: 'THAI_STARTER',
    name: 'Chicken Satay (4 skewers)',
    description: 'Grilled marinated chicken with peanut sauce.',
    price: 11.5,
  },
  {
    category: 'THAI_STARTER',
    name: 'Som Tam',
    description: 'Green papaya salad with lime, chilli and roasted peanuts.',
    price: 12.5,
  },
  {
    category: 'THAI_SUPPE',
    name: 'Tom Yum Goong',
    description: 'Hot and sour soup with prawns, lemongrass and galangal.',
    price: 12.5,
  },
  {
    category: 'THAI_SUPPE',
    name: 'Tom Kha Gai',
    description: 'Coconut soup with chicken, galangal and kaffir lime.',
    price: 11.5,
  },
  {
    category: 'THAI_SUPPE',
    name: 'Glass Noodle Soup',
    description: 'Clear broth with glass noodles, tofu and vegetables.',
    price: 10.5,
  },
  {
    category: 'THAI_NOODLES',
    name: 'Pad Thai Chicken',
    description: 'Rice noodles with chicken, egg, tofu, bean sprouts and peanuts.',
    price: 23.5,
  },
  {
    category: 'THAI_NOODLES',
    name: 'Pad Thai Prawns',
    description: 'Rice noodles with prawns, egg, bean sprouts and peanuts.',
    price: 26.5,
  },
  {
    category: 'THAI_NOODLES',
    name: 'Pad See Ew',
    description: 'Wide rice noodles with beef, broccoli and dark soy sauce.',
    price: 24.5,
  },
  {
    category: 'THAI_CURRY',
    name: 'Green Curry Chicken',
    description: 'Green curry with coconut milk, Thai aubergine and basil, with jasmine rice.',
    price: 24.5,
  },
  {
    category: 'THAI_CURRY',
    name: 'Red Curry Duck',
    description: 'Red curry with roast duck, pineapple and lychee, with jasmine rice.',
    price: 29.5,
  },
  {
    category: 'THAI_CURRY',
    name: 'Massaman Curry',
    description: 'Mild curry with potatoes and peanuts, your choice of protein, with jasmine rice.',
    price: 27.5,
  },
  {
    category: 'THAI_CURRY',
    name: 'Panang Curry Tofu',
    description: 'Thick panang curry with tofu and vegetables, with jasmine rice.',
    price: 22.5,
  },
  {
    category: 'THAI_WOK',
    name: 'Pad Krapao',
    description: 'Your choice of protein stir-fried with holy basil and chilli, fried egg, rice.',
    price: 23.5,
  },
  {
    category: 'THAI_WOK',
    name: 'Cashew Stir-Fry',
    description: 'Cashew nuts, onion and dried chilli with your choice of protein, with rice.',
    price: 24.5,
  },
  {
    category: 'THAI_WOK',
    name: 'Khao Pad',
    description: 'Thai fried rice with egg, vegetables and your choice of protein.',
    price: 21.5,
  },
  { category: 'SIDES', name: 'Jasmine Rice', description: 'Steamed Thai jasmine rice.', price: 4.0 },
  { category: 'SIDES', name: 'Sushi Rice', description: 'Seasoned sushi rice.', price: 4.5 },
  { category: 'SIDES', name: 'Kimchi', description: 'Spicy fermented cabbage.', price: 5.0 },
  {
    category: 'DESSERT',
    name: 'Mango Sticky Rice',
    description: 'Sweet coconut sticky rice with fresh mango.',
    price: 9.5,
  },
  {
    category: 'DESSERT',
    name: 'Mochi Ice Cream (3 pcs)',
    description: 'Matcha, mango and black sesame.',
    price: 8.5,
  },
  {
    category: 'DESSERT',
    name: 'Banana Fritters',
    description: 'Fried banana with honey and sesame.',
    price: 7.5,
  },
  {
    category: 'DRINK',
    name: 'Thai Iced Tea',
    description: 'Black tea with star anise and condensed milk.',
    price: 5.5,
  },
  { category: 'DRINK', name: 'Ramune Lemonade', description: 'Japanese marble soda, 200 ml.', price: 4.8 },
  {
    category: 'DRINK',
    name: 'Singha Beer',
    description: 'Thai lager, 33 cl.',
    price: 6.5,
    vatClass: 'STANDARD',
  },
  {
    category: 'DRINK',
    name: 'Hot Sake',
    description: 'Junmai sake served warm, 1 dl.',
    price: 8.5,
    vatClass: 'STANDARD',
  },
  {
    category: 'DRINK',
    name: 'Glass of Chasselas',
    description: 'Swiss white wine from Lavaux, 1 dl.',
    price: 7.5,
    vatClass: 'STANDARD',
  },
  { category: 'DRINK', name: 'Mineral Water', description: 'Sparkling or still, 50 cl.', price: 3.8 },
];

type TDemoBuffetItem = { name: string; description: string; price: number };

/** Boxes filled at the lunch buffet counter. */
export const DEMO_BUFFET: TDemoBuffetItem[] = [
  {
    name: 'Buffet Box Small',
    description: 'One take-away box from the lunch buffet (about 500 g).',
    price: 14.9,
  },
  {
    name: 'Buffet Box Large',
    description: 'One take-away box from the lunch buffet (about 800 g).',
    price: 19.9,
  },
  { name: 'Sushi Buffet Box', description: 'A box of 12 pieces from the sushi buffet.', price: 16.5 },
  {
    name: 'Buffet Family Box',
    description: 'Four portions from the buffet for sharing, with rice.',
    price: 59.0,
  },
  { name: 'Buffet Soup Cup', description: 'Soup of the day from the buffet, 3 dl.', price: 5.5 },
  {
    name: 'Buffet Curry Portion',
    description: 'A portion of the day\u2019s curry with jasmine rice.',
    price: 13.5,
  },
  {
    name: 'Buffet Wok Portion',
    description: 'A portion of the day\u2019s wok dish with rice or noodles.',
    price: 13.5,
  },
  { name: 'Buffet Dessert Cup', description: 'A cup of fruit salad or mango sticky rice.', price: 5.0 },
  {
    name: 'Buffet Spring Roll Bag',
    description: 'Six mini spring rolls with sweet chilli sauce.',
    price: 6.5,
  },
];

/**
 * What each demo item declares, keyed by its English name: allergens (declared unless said
 * otherwise), "may contain", origin of meat and fish, diet and spiciness. The soup of the day changes
 * daily, so its allergens are not declared: the menu says "Ask us about allergens" there.
 */
type TDemoDeclarations = Partial<Omit<TFoodDeclarations, 'allergens'>> & { allergens: TAllergen[] };

const SALMON: TOrigin = { animal: 'SALMON', country: 'NO', method: 'AQUACULTURE' };
const TUNA: TOrigin = { animal: 'TUNA', country: 'PH', method: 'WILD_CATCH', faoArea: '71' };
const SHRIMP: TOrigin = { animal: 'SHRIMP', country: 'VN', method: 'AQUACULTURE' };
const ROE: TOrigin = { animal: 'FISH_ROE', country: 'IS', method: 'WILD_CATCH', faoArea: '27' };
const CHICKEN: TOrigin = { animal: 'CHICKEN', country: 'CH' };
const PORK: TOrigin = { animal: 'PORK', country: 'CH' };
const BEEF: TOrigin = { animal: 'BEEF', country: 'CH' };
const DUCK: TOrigin = { animal: 'DUCK', country: 'FR' };
/** A dish with a choice of protein (options.ts): the origins of every choice. */
const WITH_PROTEIN: TOrigin[] = [CHICKEN, BEEF, SHRIMP];
const VEGAN = { vegetarian: true, vegan: true } as const;
const VEGETARIAN = { vegetarian: true } as const;

/** The lunch buffet's mixed boxes: a bit of everything. */
const MIXED_BOX: TDemoDeclarations = {
  allergens: ['GLUTEN', 'CRUSTACEANS', 'EGGS', 'FISH', 'PEANUTS', 'SOY', 'SESAME'],
  mayContain: ['MILK', 'NUTS'],
  origin: [CHICKEN, PORK, SHRIMP],
  spiciness: 1,
};

export const DEMO_DECLARATIONS: Record<string, TDemoDeclarations> = {
  Edamame: { allergens: ['SOY'], ...VEGAN },
  'Miso Soup': { allergens: ['FISH', 'SOY'], mayContain: ['GLUTEN'] },
  'Wakame Salad': { allergens: ['SOY', 'SESAME'], ...VEGAN },
  'Gyoza (6 pcs)': { allergens: ['GLUTEN', 'SOY', 'SESAME'], mayContain: ['EGGS'], origin: [CHICKEN] },
  'California Roll (8 pcs)': {
    allergens: ['GLUTEN', 'EGGS', 'FISH', 'SOY', 'SESAME'],
    mayContain: ['CRUSTACEANS'],
    origin: [ROE],
  },
  'Spicy Tuna Roll (8 pcs)': {
    allergens: ['EGGS', 'FISH', 'SOY', 'SESAME'],
    origin: [TUNA],
    spiciness: 2,
  },
  'Salmon Avocado Roll (8 pcs)': { allergens: ['FISH', 'SESAME'], origin: [SALMON] },
  'Crispy Ebi Roll (8 pcs)': {
    allergens: ['GLUTEN', 'CRUSTACEANS', 'EGGS', 'SOY', 'SESAME'],
    origin: [SHRIMP],
  },
  'Kappa Maki (6 pcs)': { allergens: ['SESAME'], ...VEGAN },
  'Sake Maki (6 pcs)': { allergens: ['FISH'], origin: [SALMON] },
  'Tekka Maki (6 pcs)': { allergens: ['FISH'], origin: [TUNA] },
  'Sake Nigiri (2 pcs)': { allergens: ['FISH'], origin: [SALMON] },
  'Maguro Nigiri (2 pcs)': { allergens: ['FISH'], origin: [TUNA] },
  'Ebi Nigiri (2 pcs)': { allergens: ['CRUSTACEANS'], origin: [SHRIMP] },
  'Salmon Temaki': { allergens: ['FISH', 'SESAME'], origin: [SALMON] },
  'Veggie Temaki': { allergens: ['SESAME'], ...VEGAN },
  'Spicy Tuna Temaki': { allergens: ['EGGS', 'FISH', 'SESAME'], origin: [TUNA], spiciness: 2 },
  'Sushi Platter Small (14 pcs)': {
    allergens: ['GLUTEN', 'EGGS', 'FISH', 'SOY', 'SESAME'],
    mayContain: ['CRUSTACEANS'],
    origin: [SALMON, TUNA, ROE],
  },
  'Sushi Platter Large (28 pcs)': {
    allergens: ['GLUTEN', 'CRUSTACEANS', 'EGGS', 'FISH', 'SOY', 'SESAME'],
    origin: [SALMON, TUNA, SHRIMP, ROE],
  },
  'Veggie Platter (16 pcs)': { allergens: ['SOY', 'SESAME'], ...VEGAN },
  'Salmon Poke Bowl': { allergens: ['GLUTEN', 'FISH', 'SOY', 'SESAME'], origin: [SALMON] },
  'Tuna Poke Bowl': { allergens: ['GLUTEN', 'FISH', 'SOY', 'SESAME'], origin: [TUNA], spiciness: 1 },
  'Tofu Poke Bowl': { allergens: ['GLUTEN', 'SOY', 'SESAME'], ...VEGAN },
  'Chicken Teriyaki Don': { allergens: ['GLUTEN', 'SOY', 'SESAME'], origin: [CHICKEN] },
  'Katsu Don': { allergens: ['GLUTEN', 'EGGS', 'SOY'], mayContain: ['MILK'], origin: [PORK] },
  'Sake Don': { allergens: ['FISH', 'SESAME'], origin: [SALMON] },
  'Tonkotsu Ramen': { allergens: ['GLUTEN', 'EGGS', 'SOY', 'SESAME'], origin: [PORK] },
  'Miso Ramen': { allergens: ['GLUTEN', 'SOY', 'SESAME'], ...VEGAN, spiciness: 1 },
  'Yaki Udon': { allergens: ['GLUTEN', 'SOY', 'SESAME'], mayContain: ['EGGS'], origin: [CHICKEN] },
  'Spring Rolls (4 pcs)': { allergens: ['GLUTEN', 'SOY'], mayContain: ['SESAME'], ...VEGAN, spiciness: 1 },
  'Chicken Satay (4 skewers)': {
    allergens: ['FISH', 'PEANUTS', 'SOY'],
    mayContain: ['NUTS'],
    origin: [CHICKEN],
    spiciness: 1,
  },
  'Som Tam': { allergens: ['CRUSTACEANS', 'FISH', 'PEANUTS'], origin: [SHRIMP], spiciness: 3 },
  'Tom Yum Goong': { allergens: ['CRUSTACEANS', 'FISH'], origin: [SHRIMP], spiciness: 2 },
  'Tom Kha Gai': { allergens: ['FISH'], origin: [CHICKEN], spiciness: 1 },
  'Glass Noodle Soup': { allergens: ['SOY', 'CELERY'], ...VEGAN },
  'Pad Thai Chicken': {
    allergens: ['EGGS', 'FISH', 'PEANUTS', 'SOY'],
    origin: [CHICKEN],
    spiciness: 1,
  },
  'Pad Thai Prawns': {
    allergens: ['CRUSTACEANS', 'EGGS', 'FISH', 'PEANUTS', 'SOY'],
    origin: [SHRIMP],
    spiciness: 1,
  },
  'Pad See Ew': { allergens: ['GLUTEN', 'EGGS', 'SOY'], origin: [BEEF] },
  'Green Curry Chicken': { allergens: ['CRUSTACEANS', 'FISH'], origin: [CHICKEN], spiciness: 3 },
  'Red Curry Duck': { allergens: ['CRUSTACEANS', 'FISH'], origin: [DUCK], spiciness: 2 },
  'Massaman Curry': {
    allergens: ['CRUSTACEANS', 'FISH', 'PEANUTS'],
    mayContain: ['NUTS'],
    origin: WITH_PROTEIN,
    spiciness: 1,
  },
  'Panang Curry Tofu': { allergens: ['PEANUTS', 'SOY'], ...VEGAN, spiciness: 2 },
  'Pad Krapao': {
    allergens: ['CRUSTACEANS', 'EGGS', 'FISH', 'SOY'],
    origin: WITH_PROTEIN,
    spiciness: 3,
  },
  'Cashew Stir-Fry': {
    allergens: ['GLUTEN', 'CRUSTACEANS', 'SOY', 'NUTS'],
    origin: WITH_PROTEIN,
    spiciness: 1,
  },
  'Khao Pad': { allergens: ['CRUSTACEANS', 'EGGS', 'FISH', 'SOY'], origin: WITH_PROTEIN },
  'Jasmine Rice': { allergens: [], ...VEGAN },
  'Sushi Rice': { allergens: [], ...VEGAN },
  Kimchi: { allergens: ['CRUSTACEANS', 'FISH'], spiciness: 2 },
  'Mango Sticky Rice': { allergens: [], mayContain: ['SESAME'], ...VEGAN },
  'Mochi Ice Cream (3 pcs)': {
    allergens: ['MILK', 'SESAME'],
    mayContain: ['GLUTEN', 'NUTS'],
    ...VEGETARIAN,
  },
  'Banana Fritters': { allergens: ['GLUTEN', 'SESAME'], mayContain: ['EGGS', 'MILK'], ...VEGETARIAN },
  'Thai Iced Tea': { allergens: ['MILK'], ...VEGETARIAN },
  'Ramune Lemonade': { allergens: [], ...VEGAN },
  'Singha Beer': { allergens: ['GLUTEN'], ...VEGAN },
  'Hot Sake': { allergens: [], ...VEGAN },
  'Glass of Chasselas': { allergens: ['SULPHITES'], ...VEGETARIAN },
  'Mineral Water': { allergens: [], ...VEGAN },
  'Buffet Box Small': MIXED_BOX,
  'Buffet Box Large': MIXED_BOX,
  'Sushi Buffet Box': {
    allergens: ['GLUTEN', 'CRUSTACEANS', 'EGGS', 'FISH', 'SOY', 'SESAME'],
    origin: [SALMON, TUNA, SHRIMP],
  },
  'Buffet Family Box': MIXED_BOX,
  // The buffet's soups of the day share one declaration: what any of them may contain.
  'Buffet Soup Cup': { allergens: ['CELERY', 'SOY'], mayContain: ['GLUTEN', 'CRUSTACEANS', 'FISH'] },
  'Buffet Curry Portion': {
    allergens: ['CRUSTACEANS', 'FISH', 'PEANUTS', 'SOY'],
    mayContain: ['NUTS'],
    origin: [CHICKEN],
    spiciness: 2,
  },
  'Buffet Wok Portion': {
    allergens: ['GLUTEN', 'EGGS', 'SOY', 'SESAME'],
    origin: [CHICKEN],
    spiciness: 1,
  },
  'Buffet Dessert Cup': { allergens: [], mayContain: ['MILK', 'SESAME'], ...VEGAN },
  'Buffet Spring Roll Bag': { allergens: ['GLUTEN', 'SOY'], mayContain: ['SESAME'], ...VEGAN, spiciness: 1 },
};
