/**
 * Every route path of the web app, defined once and used by the router, links, redirects and tests
 * (spec section 2).
 */

/** Ids of the home page sections that the navigation links to with a hash. */
export const HOME_SECTION_IDS = {
  about: 'about',
  location: 'location',
  contact: 'contact',
} as const;

export const paths = {
  home: '/',
  about: `/#${HOME_SECTION_IDS.about}`,
  location: `/#${HOME_SECTION_IDS.location}`,
  contact: `/#${HOME_SECTION_IDS.contact}`,
  menu: '/menu',
  checkout: '/checkout',
  reservation: '/reservation',
  login: '/login',
  thankYou: '/thank-you',
  track: '/track',
  trackBuffet: '/track-buffet',
  privacy: '/privacy',
  admin: '/admin',
} as const;

/** The back-office screens (spec section 2); /admin itself shows the same screen as incoming. */
export const adminPaths = {
  incoming: '/admin/incoming',
  reservations: '/admin/reservations',
  orders: '/admin/orders',
  buffetOrders: '/admin/buffet-orders',
  discounts: '/admin/discounts',
  foodItems: '/admin/food-items',
  menuItems: '/admin/menu-items',
  buffetItems: '/admin/buffet-items',
  restaurantInfo: '/admin/restaurant-info',
  users: '/admin/users',
} as const;

/** The back office: the public header, spacer and footer are hidden on these paths (spec section 2). */
export function isAdminPath(pathname: string): boolean {
  return pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);
}
