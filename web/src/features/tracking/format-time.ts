/** The tracking page's times: the diner's locale, as everywhere (lib/format-order-time.ts). */

/**
 * '17:45' on the restaurant's clock when today, else with the date: "The restaurant confirms by …",
 * "ready at …", as the pause and busy notices say their times.
 */
export { formatServiceTime } from '@/features/service-status/public';
export { formatOrderDateTime as formatOrderTime, NO_TIME } from '@/lib/format-order-time';
