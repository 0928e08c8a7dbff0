import { Drawer, NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { withMantine } from '@/components/mantine-root';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';
import { NAV_ITEMS } from './nav-items';
import classes from './site-nav-drawer.module.css';

const isAccountPath = (pathname: string) =>
  pathname === paths.account || pathname.startsWith(`${paths.account}/`);

/** The navigation on small screens, behind the header's burger (fetched when first needed). */
function SiteNavDrawerView({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const { pathname, hash } = useLocation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('site.nav.title')}
      position="right"
      size="xs"
      hiddenFrom="lg"
      closeButtonProps={{ 'aria-label': t('site.nav.close') }}
    >
      <Stack component="nav" aria-label={t('site.nav.main')} gap={4}>
        {NAV_ITEMS.map((item) => {
          const active = item.isActive(pathname, hash);
          return (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={t(item.labelKey)}
              active={active}
              aria-current={active ? 'page' : undefined}
              onClick={onClose}
            />
          );
        })}
        {/* The diner's account: the drawer is fetched when opened, so the entry costs the first load nothing. */}
        <NavLink
          component={Link}
          to={paths.account}
          label={t('site.nav.account')}
          active={isAccountPath(pathname)}
          aria-current={isAccountPath(pathname) ? 'page' : undefined}
          onClick={onClose}
        />
      </Stack>
      <LanguageSwitcher className={classes.languages} />
    </Drawer>
  );
}

/** Fetched on demand (the header's button), with Mantine's provider: the public pages render none. */
export const SiteNavDrawer = withMantine(SiteNavDrawerView);
