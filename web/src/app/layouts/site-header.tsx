import { Anchor, Box, Burger, Button, Container, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { CartButton } from '../../features/cart/components/cart-button';
import { RestaurantName } from '../../features/restaurant-info/components/restaurant-name';
import { paths } from '../../paths';
import { NAV_ITEMS } from './nav-items';
import classes from './site-header.module.css';

/** Public header: the restaurant's name, the spec's navigation, and a burger menu on small screens. */
export function SiteHeader() {
  const { pathname, hash } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

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
              opened={opened}
              onClick={toggle}
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
            />
          </Group>
        </Group>
      </Container>

      <Drawer
        opened={opened}
        onClose={close}
        title="Navigation"
        position="right"
        size="xs"
        hiddenFrom="md"
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
      >
        <Stack component="nav" aria-label="Main" gap={4}>
          {NAV_ITEMS.map((item) => {
            const active = item.isActive(pathname, hash);
            return (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={close}
              />
            );
          })}
        </Stack>
      </Drawer>
    </Box>
  );
}
