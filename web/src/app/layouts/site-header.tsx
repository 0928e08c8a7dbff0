import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { CartButton } from '../../features/cart/components/cart-button';
import { RestaurantName } from '../../features/restaurant-info/components/restaurant-name';
import { lazyModule, useLazyDialog } from '../../hooks/use-lazy-dialog';
import { notifyError } from '../../lib/toast';
import { paths } from '../../paths';
import { NAV_ITEMS } from './nav-items';
import classes from './site-header.module.css';

// Only phones open it, and only some visitors: not part of the first page load.
const loadNavDrawer = lazyModule(async () => (await import('./site-nav-drawer')).SiteNavDrawer);

function navLoadFailed(error: unknown) {
  notifyError(error, 'The navigation could not be opened. Check your connection and try again.');
}

/** Public header: the restaurant's name, the spec's navigation, and a burger menu on small screens. */
export function SiteHeader() {
  const { pathname, hash } = useLocation();
  const nav = useLazyDialog(loadNavDrawer, navLoadFailed);
  const NavDrawer = nav.Dialog;

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
          <Anchor component={Link} to={paths.home} className={classes.brand}>
            <RestaurantName />
          </Anchor>

          <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom="md">
            {NAV_ITEMS.map((item) => {
              const active = item.isActive(pathname, hash);
              return (
                <Button
                  key={item.to}
                  component={Link}
                  to={item.to}
                  variant={active ? 'light' : 'subtle'}
                  color={active ? undefined : 'dark'}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.label}
                </Button>
              );
            })}
          </Group>

          <Group gap="xs" wrap="nowrap">
            <CartButton />
            <Burger
              hiddenFrom="md"
              opened={nav.opened}
              onClick={nav.toggle}
              onPointerEnter={nav.preload}
              onFocus={nav.preload}
              aria-label={nav.opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={nav.opened}
            />
          </Group>
        </Group>
      </Container>

      {NavDrawer ? <NavDrawer opened={nav.opened} onClose={nav.close} /> : null}
    </Box>
  );
}
