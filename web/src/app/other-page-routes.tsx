import { ORDER_KIND, ORDER_KINDS } from '@app/shared/order-kind';
import type { RouteObject } from 'react-router';
import { paths } from '@/paths';
import { mantineRoute } from './mantine-route';

export { seedOtherPageData } from './other-page-data';

import { withTexts } from './with-texts';

/**
 * The public pages drawn with Mantine components, with Mantine's provider (mantineRoute): React Router
 * adds them under the pages route when a path needs them (discoverRoutes in router.tsx), so their route
 * entries and the chunks they need are not listed in what `/`, /menu and /checkout load first.
 */
export const otherPageRoutes: RouteObject[] = [
  {
    path: paths.privacy,
    lazy: mantineRoute(async () => (await withTexts('pages', import('./pages/privacy-page'))).PrivacyPage),
  },
  {
    path: paths.legal,
    lazy: mantineRoute(async () => (await withTexts('pages', import('./pages/legal-page'))).LegalPage),
  },
  {
    path: paths.reservation,
    lazy: mantineRoute(
      async () => (await withTexts('pages', import('./pages/reservation-page'))).ReservationPage,
    ),
  },
  {
    // The guest's private link to a booking, from every email about it (router.tsx discovers it by prefix).
    path: `${paths.reservation}/manage/:token`,
    lazy: mantineRoute(
      async () => (await withTexts('pages', import('./pages/manage-reservation-page'))).ManageReservationPage,
    ),
  },
  {
    path: paths.vouchers,
    lazy: mantineRoute(async () => (await withTexts('pages', import('./pages/vouchers-page'))).VouchersPage),
  },
  {
    path: paths.voucherThankYou,
    lazy: mantineRoute(
      async () => (await withTexts('pages', import('./pages/voucher-thank-you-page'))).VoucherThankYouPage,
    ),
  },
  {
    // The printable gift voucher; its code in the hash.
    path: paths.voucher,
    lazy: mantineRoute(async () => (await withTexts('pages', import('./pages/voucher-page'))).VoucherPage),
  },
  {
    path: paths.thankYou,
    lazy: mantineRoute(async () => (await withTexts('pages', import('./pages/thank-you-page'))).ThankYouPage),
  },
  {
    // The diner's account: signed out, the way to ask for a sign-in link; signed in, orders and details.
    path: paths.account,
    lazy: mantineRoute(async () => (await withTexts('pages', import('./pages/account-page'))).AccountPage),
  },
  {
    // The emailed sign-in link (`?token=`): signs in once, then on to the account.
    path: paths.accountSignIn,
    lazy: mantineRoute(
      async () => (await withTexts('pages', import('./pages/account-sign-in-page'))).AccountSignInPage,
    ),
  },
  // One tracking page, at each order kind's path (/track, /track-buffet).
  ...ORDER_KINDS.map((kind) => ({
    path: ORDER_KIND[kind].trackPage,
    lazy: mantineRoute(async () => (await withTexts('pages', import('./pages/track-page'))).TRACK_PAGE[kind]),
  })),
];
