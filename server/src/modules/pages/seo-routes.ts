import { API } from '@app/shared/api-paths';
import { LANGUAGES } from '@app/shared/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { alternatesOf, PUBLIC_PAGES, pageUrl, siteOrigin } from './public-pages';

export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/**
 * What robots stay out of: the back office, the kitchen display, the couriers' phones, diners' accounts and
 * the API. The API's photo files are let in (Allow wins as the longer rule): they are the pages' preview images and the
 * menu's dish pictures, and a crawler that may not fetch them shows no picture.
 */
const DISALLOWED = ['/admin', '/api', '/kitchen', '/courier', '/account'];
const ALLOWED_UNDER_DISALLOWED = [`${API.photoFiles}/`];

/** Both files change only with a deployment (or PUBLIC_URL): an hour in any cache is fine. */
const CACHE_CONTROL = 'public, max-age=3600';

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The public pages in each language (`?lang=`), each with its alternates in every language and the
 * address that follows the browser (x-default), as Google reads hreflang from a sitemap.
 */
export function sitemapXml(origin: string): string {
  const urls = PUBLIC_PAGES.filter((page) => page.inSitemap).flatMap((page) => {
    const links = alternatesOf(origin, page.path)
      .map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${xml(alternate.href)}"/>`,
      )
      .join('\n');
    return LANGUAGES.map(
      (language) =>
        `  <url>\n    <loc>${xml(pageUrl(origin, page.path, language))}</loc>\n${links}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Every robot may read the public pages; the sitemap is named by its absolute address. */
export function robotsTxt(origin: string): string {
  const rules = [
    ['User-agent', '*'],
    ['Allow', '/'],
    ...ALLOWED_UNDER_DISALLOWED.map((path) => ['Allow', path]),
    ...DISALLOWED.map((path) => ['Disallow', path]),
  ];
  const line = ([field, value]: string[]) => `${field}: ${value}`;
  return `${rules.map(line).join('\n')}\n\n${line(['Sitemap', `${origin}${SITEMAP_PATH}`])}\n`;
}

/** GET /sitemap.xml and GET /robots.txt, for search engines. */
export const seoRoutes: FastifyPluginAsyncZod<{ publicUrl: string | undefined }> = async (
  app,
  { publicUrl },
) => {
  app.get(
    SITEMAP_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['search engines'],
        description: `${SITEMAP_PATH}: the public pages in every language, with their alternates.`,
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', CACHE_CONTROL)
        .type('application/xml; charset=utf-8')
        .send(sitemapXml(siteOrigin(request, publicUrl))),
  );
  app.get(
    ROBOTS_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['search engines'],
        description: `${ROBOTS_PATH}: what robots may read, and where the sitemap is.`,
      },
    },
    async (request, reply) =>
      reply
        .header('Cache-Control', CACHE_CONTROL)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(siteOrigin(request, publicUrl))),
  );
};
