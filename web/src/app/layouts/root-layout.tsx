import { Outlet, useLocation, useNavigation } from 'react-router';
import { SkipLink } from '@/components/skip-link';
import { TopProgressBar } from '@/components/top-progress-bar';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';
import { isAdminPath, isCourierPath, isKitchenPath } from '@/paths';
import classes from './root-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollToTop } from './use-scroll-to-top';

const MAIN_CONTENT_ID = 'main-content';

/**
 * The shell of every page. Public pages get the header, the main landmark and the footer; the back
 * office (/admin...), the kitchen display (/kitchen) and the courier's phone (/courier) bring their own
 * layout, so they are hidden there
 * (spec section 2).
 */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  // Started here, once, for the whole site (spec section 4).
  const restaurantInfo = useRestaurantInfo();
  useScrollToHash(location);
  useScrollToTop(location);

  const busy = navigation.state !== 'idle' || restaurantInfo.loading;
  const progress = busy ? <TopProgressBar /> : null;

  if (
    isAdminPath(location.pathname) ||
    isKitchenPath(location.pathname) ||
    isCourierPath(location.pathname)
  ) {
    return (
      <>
        {progress}
        <Outlet />
      </>
    );
  }

  return (
    <div className={classes.shell}>
      {progress}
      <SkipLink targetId={MAIN_CONTENT_ID} />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
