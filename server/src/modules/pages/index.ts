/**
 * The public pages' HTML heads: the data they bring for their first paint, and what search engines and
 * link previews read (titles, descriptions, alternates, JSON-LD), with the sitemap and robots.txt.
 */
export { otherPageDataHead } from './other-page-data-head';
export { pageDataHead } from './page-data-head';
export { RENDERED_PATHS, siteOrigin } from './public-pages';
export { seoHead } from './seo-head';
export { seoRoutes } from './seo-routes';
