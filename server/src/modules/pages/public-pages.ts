import { LANGUAGES, type TLanguage } from '@app/shared/languages';
import type { FastifyRequest } from 'fastify';

/**
 * The public pages search engines may list, by their path in the web app (web/src/paths.ts). `rendered`:
 * their HTML is rendered on the server (plugins/spa.ts), so it shows without JavaScript.
 */
export const PUBLIC_PAGES = [
  { path: '/', key: 'home', inSitemap: true, rendered: true },
  { path: '/menu', key: 'menu', inSitemap: true, rendered: true },
  { path: '/reservation', key: 'reservation', inSitemap: true, rendered: true },
  { path: '/vouchers', key: 'vouchers', inSitemap: true, rendered: true },
  { path: '/legal', key: 'legal', inSitemap: true, rendered: true },
  { path: '/privacy', key: 'privacy', inSitemap: true, rendered: true },
  // Titled and previewed like the others when a link to it is shared, but not offered to search engines:
  // to a crawler it is an empty cart. Rendered with its form's place held: the cart is only the browser's.
  { path: '/checkout', key: 'checkout', inSitemap: false, rendered: true },
] as const;

/** The paths of the pages rendered on the server. */
export const RENDERED_PATHS: ReadonlySet<string> = new Set(
  PUBLIC_PAGES.filter((page) => page.rendered).map((page) => page.path),
);

export type TPublicPage = (typeof PUBLIC_PAGES)[number];

/** The public page at `pathname` (as React Router matches it), or undefined. */
export const publicPageAt = (pathname: string): TPublicPage | undefined =>
  PUBLIC_PAGES.find((page) => page.path === pathname);

/** A host as a Host header may name one: a name or an address, with a port. Anything else is not used. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin of the site's absolute addresses (canonical, alternates, Open Graph, sitemap): PUBLIC_URL
 * when set, which production should set (the address is then the same whoever asks); else the
 * request's own origin, as the proxy in front tells it when trusted (TRUST_PROXY).
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = HOST.test(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${request.protocol === 'https' ? 'https' : 'http'}://${host}`;
}

/**
 * A page's address in `language` (`/menu?lang=fr`: the server and the web app both start in it), or
 * without one: the address that follows the browser's language (hreflang's x-default).
 */
export function pageUrl(origin: string, path: string, language?: TLanguage): string {
  return `${origin}${path}${language ? `?lang=${language}` : ''}`;
}

/** The page's address in every language, and the one that follows the browser (x-default). */
export function alternatesOf(origin: string, path: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: pageUrl(origin, path, language) })),
    { hreflang: 'x-default', href: pageUrl(origin, path) },
  ];
}
