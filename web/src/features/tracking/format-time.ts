/** The tracking page's times: the diner's locale, as everywhere (lib/format-order-time.ts). */
export { formatOrderDateTime as formatOrderTime, NO_TIME } from '@/lib/format-order-time';
