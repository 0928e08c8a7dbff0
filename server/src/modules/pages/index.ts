/** The data the public pages bring in their HTML for their first paint. */
export { pageDataHead } from './page-data-head';
