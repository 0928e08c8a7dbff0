import type { TMenuItem } from '@app/shared/catalog';
import { parseOpeningHoursText, type TTimeRange, type TWeekday, WEEKDAYS } from '@app/shared/opening-hours';
import type { TSpecialDay } from '@app/shared/restaurant-info';
import { upcomingSpecialDays } from '@app/shared/special-days';

/**
 * The restaurant as schema.org describes it, for the JSON-LD of `/` and /menu (search engines read it
 * from the HTML the server sends). Pure: the head builder (seo-head.ts) brings the data and the page's
 * absolute addresses. Only what the data holds is said: `geo`, `servesCuisine` and `priceRange` come
 * from what the owner entered on the restaurant's information (coordinates, cuisines in the page's
 * language, price range) and are left out, never guessed, while they are empty.
 */

export type TJsonLd = { '@type': string; [property: string]: unknown };

const SCHEMA = 'https://schema.org';

/** schema.org's DayOfWeek members by ISO weekday (1 = Monday). */
const DAY_OF_WEEK: Record<TWeekday, string> = {
  1: `${SCHEMA}/Monday`,
  2: `${SCHEMA}/Tuesday`,
  3: `${SCHEMA}/Wednesday`,
  4: `${SCHEMA}/Thursday`,
  5: `${SCHEMA}/Friday`,
  6: `${SCHEMA}/Saturday`,
  7: `${SCHEMA}/Sunday`,
};

/** Country names a restaurant may have written at the end of its address: not part of the town. */
const COUNTRY_LINE = /^(?:ch|schweiz|suisse|svizzera|svizra|switzerland)$/i;
/** '4600 Olten' or 'CH-4600 Olten': a Swiss postcode and the town. */
const POSTCODE_TOWN = /^(?:CH[-\s]?)?(\d{4})\s+(.+)$/i;

/**
 * The restaurant's address as one text ('Baslerstrasse 24, 4600 Olten', by lines or commas) read as a
 * PostalAddress: the last part with a Swiss postcode is the postcode and town, what comes before is the
 * street. An address that does not read so is kept whole as the street address (still a valid address,
 * only less precise); none at all gives null.
 */
export function postalAddressOf(address: string): TJsonLd | null {
  const parts = address
    .split(/\s*(?:,|\r\n|\r|\n)\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 1 && COUNTRY_LINE.test(parts.at(-1) ?? '')) parts.pop();
  if (parts.length === 0) return null;
  const town = POSTCODE_TOWN.exec(parts.at(-1) ?? '');
  if (!town) return { '@type': 'PostalAddress', streetAddress: parts.join(', ') };
  const street = parts.slice(0, -1).join(', ');
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    postalCode: town[1],
    addressLocality: town[2],
    // The product's money, VAT and postcodes are Swiss.
    addressCountry: 'CH',
  };
}

/** The town of the address ('Olten'), for the pages' descriptions; null when it names none. */
export function townOf(address: string): string | null {
  const postal = postalAddressOf(address);
  return typeof postal?.addressLocality === 'string' ? postal.addressLocality : null;
}

/** Days ahead that cover every special day there is (the list is a year or two at most). */
const EVERY_UPCOMING_DAY = 100 * 366;

/**
 * A range as schema.org reads it. Ours may close at 00:00 (midnight) or earlier than it opens (past
 * midnight): schema.org reads a `closes` before `opens` as running into the next day, so both stay as they
 * are, except the whole day ('00:00-00:00'), which schema.org writes 00:00-23:59 (00:00-00:00 means closed).
 */
function hoursOf(range: TTimeRange): { opens: string; closes: string } {
  if (range.open === '00:00' && range.close === '00:00') return { opens: '00:00', closes: '23:59' };
  return { opens: range.open, closes: range.close };
}

/**
 * The weekly opening hours (the stored text, spec section 3) and the special days from `today` on as
 * OpeningHoursSpecification: one entry per opening range with every weekday that has it; a run of equal
 * special days as one entry with validFrom/validThrough, a closed one with opens = closes = 00:00 as
 * schema.org documents it. Hours that do not parse give no weekly entries (nothing rather than wrong).
 */
export function openingHoursSpecificationOf(
  openingHours: string,
  specialDays: readonly TSpecialDay[],
  today: string,
): TJsonLd[] {
  const parsed = parseOpeningHoursText(openingHours);
  const weekly = new Map<string, { range: TTimeRange; days: TWeekday[] }>();
  if (parsed.ok) {
    for (const day of WEEKDAYS) {
      for (const range of parsed.week[day]) {
        const key = `${range.open}-${range.close}`;
        const entry = weekly.get(key) ?? { range, days: [] };
        entry.days.push(day);
        weekly.set(key, entry);
      }
    }
  }
  const week: TJsonLd[] = [...weekly.values()].map(({ range, days }) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days.map((day) => DAY_OF_WEEK[day]),
    ...hoursOf(range),
  }));
  const special: TJsonLd[] = upcomingSpecialDays(specialDays, today, EVERY_UPCOMING_DAY).flatMap((run) => {
    const dates = { validFrom: run.from, validThrough: run.to };
    if (run.closed || run.ranges.length === 0) {
      return [{ '@type': 'OpeningHoursSpecification', opens: '00:00', closes: '00:00', ...dates }];
    }
    return run.ranges.map((range) => ({
      '@type': 'OpeningHoursSpecification',
      ...hoursOf(range),
      ...dates,
    }));
  });
  return [...week, ...special];
}

/** What the restaurant's description needs of its details (TRestaurantInfo). */
export type TRestaurantFacts = {
  name: string;
  aboutText: string;
  phone: string;
  address: string;
  openingHours: string;
  specialDays?: TSpecialDay[] | undefined;
  /** Decimal degrees; both or neither (null: not given). */
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  /** In the page's language. */
  cuisines?: readonly string[] | undefined;
  priceRange?: string | null | undefined;
};

/** The restaurant's place as schema.org GeoCoordinates, when both coordinates are given. */
export function geoOf(info: Pick<TRestaurantFacts, 'latitude' | 'longitude'>): TJsonLd | null {
  const { latitude, longitude } = info;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  return { '@type': 'GeoCoordinates', latitude, longitude };
}

/**
 * The Restaurant: name, address, where it is, telephone, its page, its hours, its cuisines and price
 * range, that it takes reservations (the reservation page always takes requests: there is no switch to
 * turn them off), its picture, and its menu (a Menu on /menu, the menu page's address elsewhere).
 */
export function restaurantJsonLd(options: {
  info: TRestaurantFacts;
  /** 'YYYY-MM-DD' on the restaurant's clock: special days before it are over. */
  today: string;
  /** The site's home page (absolute); its `#restaurant` names the restaurant on every page. */
  homeUrl: string;
  image: string | null;
  menu: TJsonLd | string;
}): Record<string, unknown> {
  const { info } = options;
  const address = postalAddressOf(info.address);
  const hours = openingHoursSpecificationOf(info.openingHours, info.specialDays ?? [], options.today);
  const geo = geoOf(info);
  const cuisines = (info.cuisines ?? []).map((cuisine) => cuisine.trim()).filter(Boolean);
  const priceRange = info.priceRange?.trim();
  return {
    '@context': SCHEMA,
    '@type': 'Restaurant',
    '@id': `${options.homeUrl}#restaurant`,
    name: info.name,
    url: options.homeUrl,
    ...(info.aboutText.trim() ? { description: info.aboutText.trim() } : {}),
    ...(address ? { address } : {}),
    ...(geo ? { geo } : {}),
    ...(info.phone.trim() ? { telephone: info.phone.trim() } : {}),
    ...(options.image ? { image: options.image } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(cuisines.length > 0 ? { servesCuisine: cuisines } : {}),
    ...(priceRange ? { priceRange } : {}),
    acceptsReservations: true,
    hasMenu: options.menu,
  };
}

/** A dish as the menu's description needs it (the public list's item). */
export type TMenuDish = Pick<TMenuItem, 'name' | 'description' | 'price' | 'vegetarian' | 'vegan'> & {
  /** Its photo's absolute address, or null. */
  image: string | null;
};

/**
 * The diets schema.org names (RestrictedDiet) that the dish's labels declare. Only vegetarian and vegan
 * are labels of ours; gluten-free is not (the allergen list says what a dish contains, which is no
 * gluten-free claim), so GlutenFreeDiet is never said.
 */
function dietsOf(dish: TMenuDish): string | string[] | undefined {
  const diets = [
    ...(dish.vegan ? [`${SCHEMA}/VeganDiet`] : []),
    ...(dish.vegetarian || dish.vegan ? [`${SCHEMA}/VegetarianDiet`] : []),
  ];
  return diets.length > 1 ? diets : diets[0];
}

/** CHF with two decimals ('12.50'): schema.org's price, with a full stop. */
const chf = (price: number) => price.toFixed(2);

/** The Menu: a MenuSection per category (in the menu's order), a MenuItem per dish with its price in CHF. */
export function menuJsonLd(options: {
  name: string;
  url: string;
  language: string;
  sections: { name: string; dishes: TMenuDish[] }[];
}): TJsonLd {
  return {
    '@type': 'Menu',
    name: options.name,
    url: options.url,
    inLanguage: options.language,
    hasMenuSection: options.sections
      .filter((section) => section.dishes.length > 0)
      .map((section) => ({
        '@type': 'MenuSection',
        name: section.name,
        hasMenuItem: section.dishes.map((dish) => {
          const diet = dietsOf(dish);
          return {
            '@type': 'MenuItem',
            name: dish.name,
            ...(dish.description.trim() ? { description: dish.description.trim() } : {}),
            ...(dish.image ? { image: dish.image } : {}),
            offers: { '@type': 'Offer', price: chf(dish.price), priceCurrency: 'CHF' },
            ...(diet ? { suitableForDiet: diet } : {}),
          };
        }),
      })),
  };
}

/**
 * `value` as a `<script type="application/ld+json">`. As the page data's scripts (lib/html.ts jsonScript):
 * `<`, `>` and `&` written as JSON escapes, so no text in it (a dish's name) can end the element or open
 * a comment, and every JSON-LD reader reads them back as they were.
 */
export function ldJsonScript(value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
  return `<script type="application/ld+json">${json}</script>`;
}
