import { HOME_SECTION_IDS, paths } from '@/paths';

export interface TNavItem {
  label: string;
  to: string;
  /** Whether the item is the current page (aria-current) for a pathname and hash. */
  isActive: (pathname: string, hash: string) => boolean;
}

const onHomeSection = (id: string) => (pathname: string, hash: string) =>
  pathname === paths.home && hash === `#${id}`;

/** The top navigation, in the order of spec section 2. */
export const NAV_ITEMS: readonly TNavItem[] = [
  { label: 'Home', to: paths.home, isActive: (pathname, hash) => pathname === paths.home && hash === '' },
  { label: 'About Us', to: paths.about, isActive: onHomeSection(HOME_SECTION_IDS.about) },
  { label: 'Location', to: paths.location, isActive: onHomeSection(HOME_SECTION_IDS.location) },
  { label: 'Contact', to: paths.contact, isActive: onHomeSection(HOME_SECTION_IDS.contact) },
  { label: 'Menu', to: paths.menu, isActive: (pathname) => pathname === paths.menu },
  { label: 'Reservation', to: paths.reservation, isActive: (pathname) => pathname === paths.reservation },
];
