import type { TLanguage } from '@app/shared/languages';
import { MENU_PAGE_DATA_ID, ZMenuPageDataSchema } from '@app/shared/menu-page-data';
import { cardPhotoPreload } from '@app/shared/photos';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { htmlAttribute as attribute, jsonScript } from '../../lib/html';
import { Expiring, type TReadCache } from '../../lib/read-cache';
import type { TCategoriesService } from '../categories';
import type { TCatalogService } from './service';

/** The menu page's path in the web app (web/src/paths.ts). */
const MENU_PAGE = '/menu';

/** The earlier of two ends (null: never). */
const earlier = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/**
 * The head of /menu's HTML (docs/decisions/015): the first dish's photo preloaded exactly as its card asks
 * for it (shared `cardPhotoPreload`), and the menu's two lists (shared menu-page-data.ts) as the public lists
 * answer them, with the categories (their names and order), written through the same schemas. The first card's photo is the page's largest paint: it
 * downloads while the page's script does, and the cards are drawn as soon as the script has run, without
 * a round trip for the lists first. Kept per language while the menu's data does not change (the read
 * cache's version) and until a dish sold out today is on sale again.
 */
export function menuPageHead(
  catalog: TCatalogService,
  categories: Pick<TCategoriesService, 'listPublic'>,
  cache: TReadCache,
) {
  async function head(language: TLanguage): Promise<Expiring<string>> {
    const [menu, buffet, categoryList] = await Promise.all([
      catalog.listMenuItems(language),
      catalog.listBuffetItems(language),
      categories.listPublic(language),
    ]);
    const data = z.encode(ZMenuPageDataSchema, {
      language,
      menuItems: menu.data,
      buffetItems: buffet.data,
      categories: categoryList,
    });
    const tags: string[] = [];
    const first = menu.data[0];
    if (first?.photo) {
      const preload = cardPhotoPreload(first.photo);
      tags.push(
        `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${attribute(preload.imagesrcset)}"` +
          ` imagesizes="${attribute(preload.imagesizes)}"${preload.type ? ` type="${attribute(preload.type)}"` : ''}>`,
      );
    }
    tags.push(jsonScript(MENU_PAGE_DATA_ID, data));
    return new Expiring(tags.join('\n    '), earlier(menu.until, buffet.until));
  }
  return (request: FastifyRequest, pathname: string): Promise<string | null> =>
    pathname === MENU_PAGE
      ? cache.value(`menu-page-head|${request.language}`, () => head(request.language))
      : Promise.resolve(null);
}
