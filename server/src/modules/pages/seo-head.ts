import { restaurantToday } from '@app/shared/calendar-day';
import type { TBuffetItem, TMenuItem } from '@app/shared/catalog';
import { LANGUAGES, LOCALE_OF, type TLanguage } from '@app/shared/languages';
import { DEFAULT_RESTAURANT_NAME, type TRestaurantInfo } from '@app/shared/restaurant-info';
import { addDays } from '@app/shared/special-days';
import { zonedLocalToInstant } from '@app/shared/zoned-time';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { htmlAttribute as attribute } from '../../lib/html';
import { Expiring, type TReadCache } from '../../lib/read-cache';
import { languageOfPageAddress } from '../../plugins/language';
import type { TRestaurantInfoService } from '../restaurant-info';
import { pageTexts } from './page-texts';
import { alternatesOf, pageUrl, publicPageAt, siteOrigin, type TPublicPage } from './public-pages';
import {
  ldJsonScript,
  menuJsonLd,
  postalAddressOf,
  restaurantJsonLd,
  type TMenuDish,
  townOf,
} from './structured-data';

/** A dish as kept for the head: its photo's path on this site (made absolute per request). */
type TKeptDish = Omit<TMenuDish, 'image'> & { image: string | null };

/** A path on this site made absolute (an address that already is one stays as it is). */
const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** A photo for link previews: the largest JPEG of a dish's photo. */
type TPreviewImage = { path: string; width: number; height: number; alt: string };

/** What the head of a public page says, in one language; kept while the data does not change. */
type TSeoData = {
  /** The restaurant's details; null before it is set up (the pages still get their titles). */
  info: TRestaurantInfo | null;
  name: string;
  town: string | null;
  /** The restaurant's today when kept: special days before it are over. */
  today: string;
  sections: { name: string; dishes: TKeptDish[] }[];
  image: TPreviewImage | null;
};

/** The largest candidate of a `srcset` ('/a-320.jpg 320w, /a-1280.jpg 1280w' → '/a-1280.jpg', 1280). */
function largestOf(srcset: string): { path: string; width: number } | null {
  let best: { path: string; width: number } | null = null;
  for (const candidate of srcset.split(',')) {
    const [path, descriptor] = candidate.trim().split(/\s+/);
    const width = Number(/^(\d+)w$/.exec(descriptor ?? '')?.[1] ?? Number.NaN);
    if (path && Number.isFinite(width) && (!best || width > best.width)) best = { path, width };
  }
  return best;
}

/** The restaurant's details, or null while it is not set up (the API answers 404 then). */
async function currentInfo(
  service: Pick<TRestaurantInfoService, 'current'>,
  language: TLanguage,
): Promise<TRestaurantInfo | null> {
  try {
    return await service.current(language);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/** What the head reads of the catalog and categories services. */
type TSeoCatalog = {
  listMenuItems(language: TLanguage): Promise<{ data: TMenuItem[] }>;
  listBuffetItems(language: TLanguage): Promise<{ data: TBuffetItem[] }>;
};
type TSeoCategories = { listPublic(language: TLanguage): Promise<{ code: string; name: string }[]> };

/**
 * The head of each public page for search engines and link previews (docs: README "Search engines and
 * link previews"), in the request's language (`?lang=` or the browser's): title and description,
 * canonical address and its alternates in every language, Open Graph and Twitter card tags with a dish's
 * photo, and on `/` and /menu the restaurant as schema.org JSON-LD (/menu with the whole menu; its
 * coordinates, cuisines and price range as the owner entered them, the cuisines in that language). The data
 * is kept per language while it does not change (the read cache's version) and until the restaurant's
 * day ends (special days that are over drop out); the addresses are made absolute per request, since
 * without PUBLIC_URL they are the request's own.
 */
export function seoHead(options: {
  restaurantInfo: Pick<TRestaurantInfoService, 'current'>;
  catalog: TSeoCatalog;
  categories: TSeoCategories;
  cache: TReadCache;
  publicUrl: string | undefined;
}) {
  async function load(language: TLanguage): Promise<Expiring<TSeoData>> {
    const [info, menu, buffet, categories] = await Promise.all([
      currentInfo(options.restaurantInfo, language),
      options.catalog.listMenuItems(language),
      options.catalog.listBuffetItems(language),
      options.categories.listPublic(language),
    ]);
    const now = new Date();
    const zone = info?.timeZone;
    const today = zone ? restaurantToday(now, zone) : restaurantToday(now);
    const dish = (item: TMenuItem | TBuffetItem): TKeptDish => ({
      name: item.name,
      description: item.description,
      price: item.price,
      vegetarian: item.vegetarian,
      vegan: item.vegan,
      image: item.photo ? (largestOf(item.photo.srcset)?.path ?? item.photo.url) : null,
    });
    // What the menu page shows: the visible categories in their order, the dishes on offer.
    const offered = menu.data.filter((item) => item.available);
    const sections = categories.map((category) => ({
      name: category.name,
      dishes: offered.filter((item) => item.category === category.code).map(dish),
    }));
    const buffetDishes = buffet.data.filter((item) => item.available);
    if (buffetDishes.length > 0) {
      sections.push({ name: pageTexts.of(language)('menu.buffet'), dishes: buffetDishes.map(dish) });
    }
    const shown = new Set(categories.map((c) => c.code));
    const pictured = [...offered.filter((item) => shown.has(item.category)), ...buffetDishes].find(
      (item) => item.photo,
    );
    const largest = pictured?.photo ? largestOf(pictured.photo.srcset) : null;
    const image =
      pictured?.photo && largest
        ? {
            path: largest.path,
            width: largest.width,
            // The photos are the card's 4:3 crop at every size.
            height: Math.round((largest.width * pictured.photo.height) / pictured.photo.width),
            alt: pictured.name,
          }
        : null;
    const data: TSeoData = {
      info,
      name: info?.name ?? DEFAULT_RESTAURANT_NAME,
      town: info ? townOf(info.address) : null,
      today,
      sections,
      image,
    };
    // At the restaurant's midnight the day's special hours are over.
    const midnight = zonedLocalToInstant(`${addDays(today, 1)}T00:00`, zone);
    return new Expiring(data, midnight);
  }

  return async (request: FastifyRequest, pathname: string): Promise<string | null> => {
    const page = publicPageAt(pathname);
    if (!page) return null;
    const language = request.language;
    const data = await options.cache.value(`seo-head|${language}`, () => load(language));
    // The page's own address is its canonical one: with the language it names (`?lang=fr`), or the one
    // that follows the browser's language (x-default) when it names none.
    const named = languageOfPageAddress(request.url) !== null;
    return headTags(page, data, language, siteOrigin(request, options.publicUrl), named);
  };
}

/** The title and the description of a page in `language`. */
export function pageTitleAndDescription(
  page: TPublicPage,
  language: TLanguage,
  restaurant: string,
  town: string | null,
): { title: string; description: string } {
  const t = pageTexts.of(language);
  if (page.key === 'home') {
    return {
      title: t('home.title', { restaurant }),
      description: t('home.description', { restaurant, city: town ?? '', hasCity: town ? 'yes' : 'no' }),
    };
  }
  return {
    title: t('page.title', { page: t(`${page.key}.name`), restaurant }),
    description: t(`${page.key}.description`, { restaurant }),
  };
}

/** Open Graph's locale: 'de_CH'. */
const ogLocale = (language: TLanguage) => LOCALE_OF[language].replace('-', '_');

const meta = (kind: 'name' | 'property', key: string, content: string) =>
  `<meta ${kind}="${key}" content="${attribute(content)}">`;

function headTags(
  page: TPublicPage,
  data: TSeoData,
  language: TLanguage,
  origin: string,
  named: boolean,
): string {
  const { title, description } = pageTitleAndDescription(page, language, data.name, data.town);
  const canonical = pageUrl(origin, page.path, named ? language : undefined);
  const image = data.image ? { ...data.image, url: absolute(origin, data.image.path) } : null;
  const tags = [
    `<title>${attribute(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${attribute(canonical)}">`,
    ...alternatesOf(origin, page.path).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${alternate.hreflang}" href="${attribute(alternate.href)}">`,
    ),
    meta('property', 'og:site_name', data.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:type', page.key === 'home' ? 'restaurant.restaurant' : 'website'),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', ogLocale(language)),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', ogLocale(other)),
    ),
    ...(page.key === 'home' && data.info ? contactInfoTags(data.info, origin) : []),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          meta('property', 'og:image:width', String(image.width)),
          meta('property', 'og:image:height', String(image.height)),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    ...(image
      ? [meta('name', 'twitter:image', image.url), meta('name', 'twitter:image:alt', image.alt)]
      : []),
  ];
  if (data.info && (page.key === 'home' || page.key === 'menu')) {
    tags.push(ldJsonScript(structuredData(page, data, language, origin, image?.url ?? null)));
  }
  return tags.join('\n    ');
}

/** Open Graph's restaurant.restaurant contact details, from what the restaurant's details hold. */
function contactInfoTags(info: TRestaurantInfo, origin: string): string[] {
  const address = postalAddressOf(info.address);
  const field = (key: string, value: unknown) =>
    typeof value === 'string' && value.trim() !== ''
      ? [meta('property', `restaurant:contact_info:${key}`, value.trim())]
      : [];
  return [
    ...field('street_address', address?.streetAddress),
    ...field('locality', address?.addressLocality),
    ...field('postal_code', address?.postalCode),
    ...field('phone_number', info.phone),
    ...field('website', `${origin}/`),
  ];
}

/** The JSON-LD of `/` (the restaurant, its menu by address) and /menu (with the whole menu). */
function structuredData(
  page: TPublicPage,
  data: TSeoData,
  language: TLanguage,
  origin: string,
  image: string | null,
) {
  if (!data.info) return null;
  const menuUrl = pageUrl(origin, '/menu', language);
  const menu =
    page.key === 'menu'
      ? menuJsonLd({
          name: pageTexts.of(language)('menu.name'),
          url: menuUrl,
          language,
          sections: data.sections.map((section) => ({
            name: section.name,
            dishes: section.dishes.map((dish) => ({
              ...dish,
              image: dish.image ? absolute(origin, dish.image) : null,
            })),
          })),
        })
      : menuUrl;
  return restaurantJsonLd({
    info: data.info,
    today: data.today,
    homeUrl: `${origin}/`,
    image,
    menu,
  });
}
