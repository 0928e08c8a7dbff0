import type { TPublicKey } from '@/i18n/catalogs';
import { HOME_SECTION_IDS, paths } from '@/paths';

export interface TNavItem {
  /** The catalogue key of the item's text ('site.nav.menu'). */
  labelKey: TPublicKey;
  to: string;
  /** Whether the item is the current page (aria-current) for a pathname and hash. */
  isActive: (pathname: string, hash: string) => boolean;
}

const onHomeSection = (id: string) => (pathname: string, hash: string) =>
  pathname === paths.home && hash === `#${id}`;

/** The top navigation, in the order of spec section 2. */
export const NAV_ITEMS: readonly TNavItem[] = [
  {
    labelKey: 'site.nav.home',
    to: paths.home,
    isActive: (pathname, hash) => pathname === paths.home && hash === '',
  },
  { labelKey: 'site.nav.about', to: paths.about, isActive: onHomeSection(HOME_SECTION_IDS.about) },
  { labelKey: 'site.nav.location', to: paths.location, isActive: onHomeSection(HOME_SECTION_IDS.location) },
  { labelKey: 'site.nav.contact', to: paths.contact, isActive: onHomeSection(HOME_SECTION_IDS.contact) },
  { labelKey: 'site.nav.menu', to: paths.menu, isActive: (pathname) => pathname === paths.menu },
  {
    labelKey: 'site.nav.reservation',
    to: paths.reservation,
    isActive: (pathname) => pathname === paths.reservation,
  },
];
