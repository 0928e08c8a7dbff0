import type { TLanguage } from '@app/shared/languages';
import { cardPhotoPreload } from '@app/shared/photos';
import type { FastifyRequest } from 'fastify';
import type { TReadCache } from '../../lib/read-cache';
import type { TCatalogService } from './service';

/** The menu page's path in the web app (web/src/paths.ts). */
const MENU_PAGE = '/menu';

const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The head of /menu's HTML (issue 23): a preload of the first dish's photo, exactly as its card asks for
 * it (shared `cardPhotoPreload`). The first card's photo is the page's largest paint; preloaded here it
 * downloads while the page's script does, instead of after the script, its texts and the menu's answer.
 * Kept per language while the menu's data does not change (the read cache's version).
 */
export function menuPageHead(catalog: TCatalogService, cache: TReadCache) {
  async function firstPhotoTag(language: TLanguage): Promise<string | null> {
    const first = (await catalog.listMenuItems(language)).data[0];
    if (!first?.photo) return null;
    const preload = cardPhotoPreload(first.photo);
    return (
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${attribute(preload.imagesrcset)}"` +
      ` imagesizes="${attribute(preload.imagesizes)}"${preload.type ? ` type="${attribute(preload.type)}"` : ''}>`
    );
  }
  return (request: FastifyRequest, pathname: string): Promise<string | null> =>
    pathname === MENU_PAGE
      ? cache.value(`menu-page-head|${request.language}`, () => firstPhotoTag(request.language))
      : Promise.resolve(null);
}
