import { Link, useLocation } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { CartButton } from '@/features/cart/components/cart-button';
import { RestaurantName } from '@/features/restaurant-info/components/restaurant-name';
import { lazyModule, useLazyDialog } from '@/hooks/use-lazy-dialog';
import { t } from '@/i18n/i18n';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { useT } from '@/i18n/use-i18n';
import { useHydrated } from '@/lib/hydration';
import { notifyError } from '@/lib/toast';
import { paths } from '@/paths';
import { NAV_ITEMS } from './nav-items';
import classes from './site-header.module.css';

// Only phones open it, and only some visitors: not part of the first page load.
const loadNavDrawer = lazyModule(async () => (await import('./site-nav-drawer')).SiteNavDrawer);

function navLoadFailed(error: unknown) {
  notifyError(error, t('site.nav.loadFailed'));
}

/** Public header: the restaurant's name, the spec's navigation, and a burger menu on small screens. */
export function SiteHeader() {
  const t = useT();
  const { pathname, hash } = useLocation();
  const nav = useLazyDialog(loadNavDrawer, navLoadFailed);
  const NavDrawer = nav.Dialog;
  // Drawn by the server, it waits for the page's scripts (lib/hydration.ts): a tap before them would be
  // lost without a word.
  const hydrated = useHydrated();

  return (
    <header className={classes.header}>
      <Container style={{ height: '100%' }}>
        <div className={classes.bar}>
          <Link to={paths.home} className={classes.brand}>
            <RestaurantName />
          </Link>

          <nav aria-label={t('site.nav.main')} className={classes.nav}>
            {NAV_ITEMS.map((item) => {
              const active = item.isActive(pathname, hash);
              return (
                <ButtonLink
                  key={item.to}
                  to={item.to}
                  variant={active ? 'light' : 'subtle'}
                  color={active ? 'crimson' : 'dark'}
                  aria-current={active ? 'page' : undefined}
                >
                  {t(item.labelKey)}
                </ButtonLink>
              );
            })}
          </nav>

          <div className={classes.actions}>
            <LanguageSwitcher className={classes.languages} />
            <CartButton />
            <button
              type="button"
              className={classes.burger}
              onClick={nav.toggle}
              onPointerEnter={nav.preload}
              onFocus={nav.preload}
              aria-label={nav.opened ? t('site.nav.close') : t('site.nav.open')}
              aria-expanded={nav.opened}
              disabled={!hydrated}
            >
              <span className={classes.burgerLines} />
            </button>
          </div>
        </div>
      </Container>

      {NavDrawer ? <NavDrawer opened={nav.opened} onClose={nav.close} /> : null}
    </header>
  );
}
