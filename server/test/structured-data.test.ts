import { describe, expect, it } from 'vitest';
import {
  geoOf,
  ldJsonScript,
  menuJsonLd,
  openingHoursSpecificationOf,
  postalAddressOf,
  restaurantJsonLd,
  type TMenuDish,
  townOf,
} from '../src/modules/pages/structured-data';
import { schemaOrgProblems } from './schema-org';

const WEEK = [
  'Mon: (closed)',
  'Tue: 11:00-14:00, 17:00-22:00',
  'Wed: 11:00-14:00, 17:00-22:00',
  'Thu: 11:00-14:00, 17:00-22:00',
  'Fri: 11:00-14:00, 17:00-02:00',
  'Sat: 00:00-00:00',
  'Sun: 17:00-00:00',
].join('\n');

const INFO = {
  name: 'Hana Sushi & Thai',
  aboutText: 'Sushi und Thai in Olten.',
  phone: '+41 62 212 34 56',
  address: 'Baslerstrasse 24, 4600 Olten',
  openingHours: WEEK,
  specialDays: [
    { date: '2026-12-20', closed: false, ranges: [{ open: '17:00', close: '21:00' }] },
    { date: '2026-12-24', closed: false, ranges: [{ open: '11:00', close: '15:00' }] },
    { date: '2026-12-25', closed: true, ranges: [] },
    { date: '2026-12-26', closed: true, ranges: [] },
  ],
};

const dish = (overrides: Partial<TMenuDish> = {}): TMenuDish => ({
  name: 'Misosuppe',
  description: 'Dashi-Brühe mit Tofu.',
  price: 6.5,
  vegetarian: false,
  vegan: false,
  image: null,
  ...overrides,
});

describe("the restaurant's address as a PostalAddress", () => {
  it('reads the street, the postcode and the town', () => {
    expect(postalAddressOf('Baslerstrasse 24, 4600 Olten')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Baslerstrasse 24',
      postalCode: '4600',
      addressLocality: 'Olten',
      addressCountry: 'CH',
    });
    // By lines, with a CH- postcode and the country written out.
    expect(postalAddressOf('Hana AG\nBaslerstrasse 24\nCH-4600 Olten\nSchweiz')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Hana AG, Baslerstrasse 24',
      postalCode: '4600',
      addressLocality: 'Olten',
      addressCountry: 'CH',
    });
    expect(townOf('Baslerstrasse 24, 4600 Olten')).toBe('Olten');
  });

  it('keeps an address it cannot read whole, and has none for an empty one', () => {
    expect(postalAddressOf('Am Bahnhof Olten')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Am Bahnhof Olten',
    });
    expect(townOf('Am Bahnhof Olten')).toBeNull();
    expect(postalAddressOf('  ')).toBeNull();
  });
});

describe('the opening hours as OpeningHoursSpecification', () => {
  const day = (name: string) => `https://schema.org/${name}`;

  it('gives each range once with every weekday that has it, as schema.org reads times', () => {
    const week = openingHoursSpecificationOf(WEEK, [], '2026-12-01');
    expect(week).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Tuesday'), day('Wednesday'), day('Thursday'), day('Friday')],
        opens: '11:00',
        closes: '14:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Tuesday'), day('Wednesday'), day('Thursday')],
        opens: '17:00',
        closes: '22:00',
      },
      // Past midnight: a close before the open runs into the next day, for schema.org as for us.
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Friday')], opens: '17:00', closes: '02:00' },
      // The whole day is 00:00-23:59 (00:00-00:00 would say closed).
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Saturday')], opens: '00:00', closes: '23:59' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Sunday')], opens: '17:00', closes: '00:00' },
    ]);
    // Monday is closed: not listed.
    expect(JSON.stringify(week)).not.toContain('Monday');
  });

  it('adds the special days from today on, a closed run as opens = closes = 00:00', () => {
    const hours = openingHoursSpecificationOf(WEEK, INFO.specialDays, '2026-12-21');
    const special = hours.filter((entry) => entry.validFrom);
    expect(special).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        opens: '11:00',
        closes: '15:00',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
      },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-25',
        validThrough: '2026-12-26',
      },
    ]);
  });

  it('says nothing of weekly hours that do not parse', () => {
    expect(openingHoursSpecificationOf('Mon: whenever', [], '2026-12-01')).toEqual([]);
  });
});

describe('the JSON-LD of the restaurant and its menu', () => {
  const menu = menuJsonLd({
    name: 'Speisekarte',
    url: 'https://hana.example.ch/menu?lang=de',
    language: 'de',
    sections: [
      {
        name: 'Vorspeisen',
        dishes: [
          dish({ vegetarian: true, vegan: true, image: 'https://hana.example.ch/api/photos/a-1280.jpg' }),
          dish({ name: 'Gyoza', description: ' ', price: 9 }),
        ],
      },
      { name: 'Leer', dishes: [] },
    ],
  });
  const restaurant = restaurantJsonLd({
    info: INFO,
    today: '2026-12-01',
    homeUrl: 'https://hana.example.ch/',
    image: 'https://hana.example.ch/api/photos/a-1280.jpg',
    menu,
  });

  it('is valid schema.org for the types and properties it uses', () => {
    expect(schemaOrgProblems(restaurant)).toEqual([]);
    expect(
      schemaOrgProblems(
        restaurantJsonLd({
          info: INFO,
          today: '2026-12-01',
          homeUrl: 'https://hana.example.ch/',
          image: null,
          menu: 'https://hana.example.ch/menu?lang=de',
        }),
      ),
    ).toEqual([]);
  });

  it('says what the data holds, and leaves out what it does not', () => {
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      '@id': 'https://hana.example.ch/#restaurant',
      name: 'Hana Sushi & Thai',
      url: 'https://hana.example.ch/',
      telephone: '+41 62 212 34 56',
      address: { '@type': 'PostalAddress', addressLocality: 'Olten' },
      acceptsReservations: true,
    });
    // No coordinates, cuisine or price range in these data: none is guessed.
    expect(restaurant).not.toHaveProperty('geo');
    expect(restaurant).not.toHaveProperty('servesCuisine');
    expect(restaurant).not.toHaveProperty('priceRange');
    // Nor from blank ones.
    const blank = restaurantJsonLd({
      info: { ...INFO, latitude: null, longitude: null, cuisines: [' '], priceRange: '  ' },
      today: '2026-12-01',
      homeUrl: 'https://hana.example.ch/',
      image: null,
      menu: 'https://hana.example.ch/menu?lang=de',
    });
    expect(blank).not.toHaveProperty('geo');
    expect(blank).not.toHaveProperty('servesCuisine');
    expect(blank).not.toHaveProperty('priceRange');
  });

  it('says where the restaurant is, its cuisines and its price range once the owner gave them', () => {
    const listed = restaurantJsonLd({
      info: {
        ...INFO,
        latitude: 47.3516,
        longitude: 7.9077,
        cuisines: ['Japanisch', ' Sushi ', 'Thailändisch'],
        priceRange: ' CHF 6–30 ',
      },
      today: '2026-12-01',
      homeUrl: 'https://hana.example.ch/',
      image: null,
      menu: 'https://hana.example.ch/menu?lang=de',
    });
    expect(listed).toMatchObject({
      geo: { '@type': 'GeoCoordinates', latitude: 47.3516, longitude: 7.9077 },
      servesCuisine: ['Japanisch', 'Sushi', 'Thailändisch'],
      priceRange: 'CHF 6–30',
    });
    expect(schemaOrgProblems(listed)).toEqual([]);
    // The equator and the prime meridian are places too (0 is a coordinate, not "none").
    expect(geoOf({ latitude: 0, longitude: 0 })).toEqual({
      '@type': 'GeoCoordinates',
      latitude: 0,
      longitude: 0,
    });
    expect(geoOf({ latitude: 47.3516, longitude: null })).toBeNull();
  });

  it('lists the sections with their dishes, prices in CHF and the diets schema.org names', () => {
    expect(menu.hasMenuSection).toEqual([
      {
        '@type': 'MenuSection',
        name: 'Vorspeisen',
        hasMenuItem: [
          {
            '@type': 'MenuItem',
            name: 'Misosuppe',
            description: 'Dashi-Brühe mit Tofu.',
            image: 'https://hana.example.ch/api/photos/a-1280.jpg',
            offers: { '@type': 'Offer', price: '6.50', priceCurrency: 'CHF' },
            suitableForDiet: ['https://schema.org/VeganDiet', 'https://schema.org/VegetarianDiet'],
          },
          {
            '@type': 'MenuItem',
            name: 'Gyoza',
            offers: { '@type': 'Offer', price: '9.00', priceCurrency: 'CHF' },
          },
        ],
      },
    ]);
  });

  it('is written so that no text in it can end its script element', () => {
    const script = ldJsonScript({ name: 'Maki </script><script>alert(1)</script> & <!-- co' });
    expect(script).toMatch(/^<script type="application\/ld\+json">[^<]*<\/script>$/);
    const json = /^<script[^>]*>([^<]*)<\/script>$/.exec(script)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ name: 'Maki </script><script>alert(1)</script> & <!-- co' });
  });
});

describe('the schema.org checker', () => {
  it('finds unknown types and properties, values out of range and missing required properties', () => {
    const problems = schemaOrgProblems({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Hana',
      servesCuisine: 'Sushi',
      cuisine: 'Thai',
      openingHoursSpecification: [
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Mon', opens: '11:00', closes: '25:00' },
      ],
      hasMenu: {
        '@type': 'Menu',
        name: 'Menu',
        hasMenuSection: {
          '@type': 'MenuSection',
          name: 'Starters',
          hasMenuItem: [
            { '@type': 'MenuItem', name: 'Soup', offers: { '@type': 'Offer', price: '6,50' } },
            { '@type': 'Dish', name: 'Gyoza' },
            {
              '@type': 'MenuItem',
              name: 'Tofu',
              offers: { '@type': 'Offer', price: 5, priceCurrency: 'CHF' },
              suitableForDiet: 'https://schema.org/TofuDiet',
            },
          ],
        },
      },
    });
    expect(problems).toEqual([
      '$: Restaurant needs address',
      '$: Restaurant has no property cuisine',
      '$.openingHoursSpecification[0].dayOfWeek: "Mon" is not DayOfWeek',
      '$.openingHoursSpecification[0].closes: "25:00" is not Time',
      '$.hasMenu.hasMenuSection.hasMenuItem[0].offers: Offer needs priceCurrency',
      '$.hasMenu.hasMenuSection.hasMenuItem[0].offers.price: price "6,50" does not read as a number',
      '$.hasMenu.hasMenuSection.hasMenuItem[1]: unknown @type "Dish"',
      '$.hasMenu.hasMenuSection.hasMenuItem[2].suitableForDiet: "https://schema.org/TofuDiet" is not RestrictedDiet',
    ]);
  });
});
