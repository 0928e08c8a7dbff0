import type { TAlerts } from '@app/shared/admin-orders';
import { AppShell, Button, Group, NavLink, ScrollArea, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { adminPaths } from '@/admin-paths';
import { AdminGuard } from '@/app/admin-guard';
import { useAlerts } from '@/features/alerts/use-alerts';
import { logout } from '@/features/auth/api/logout';
import { SIGNED_OUT_STATE, useAuth } from '@/features/auth/auth-context';
import { useThisScreenOnline } from '@/features/incoming/screen-online';
import { useLiveRefresh } from '@/features/live/use-live-refresh';
import { useRestaurantInfo } from '@/features/restaurant-info/api/get-restaurant-info';
import { RestaurantName } from '@/features/restaurant-info/components/restaurant-name';
import { ScreensBanner } from '@/features/screens/components/screens-banner';
import { usePageTitle } from '@/hooks/use-page-title';
import { LanguageSwitcher } from '@/i18n/language-switcher';
import { useAdminT } from '@/i18n/use-i18n';
import { notifyError } from '@/lib/toast';
import { paths } from '@/paths';
import { AdminMenuButton, AdminNavItem } from './admin-nav-item';
import { ADMIN_NAV_ITEMS } from './admin-nav-items';

/** /admin alone shows the incoming screen, so its entry is the active one there. */
function isActive(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (to === adminPaths.incoming && path === paths.admin) return true;
  return path === to || path.startsWith(`${to}/`);
}

/** The back office (every /admin path): the guard, then the shell around the current screen. */
export function AdminLayout() {
  return (
    <AdminGuard>
      <AlertingAdminShell />
    </AdminGuard>
  );
}

/** The shell with the live alert count; inside the guard, so it polls only for a signed-in admin. */
function AlertingAdminShell() {
  const { total, alerts } = useAlerts();
  useLiveRefresh();
  return (
    <AdminShell alertCount={total} printerProblems={alerts?.printerProblems} screens={alerts?.screens} />
  );
}

interface TAdminShellProps {
  /** Total of new alerts, shown on the menu icon and the first entry (spec section 2). */
  alertCount?: number;
  /** Orders waiting for a printer longer than two minutes, shown on the Printers entry. */
  printerProblems?: number | undefined;
  /** Incoming screens online and the automatic pause: the banner over every screen. */
  screens?: TAlerts['screens'];
}

/** Side drawer (a burger opens it on small screens) and top bar with the restaurant, the user and Logout. */
function AdminShell({ alertCount, printerProblems, screens }: TAdminShellProps) {
  const [navOpened, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { session } = useAuth();
  const signOut = useMutation({ mutationFn: logout });
  const t = useAdminT();
  const thisScreenOnline = useThisScreenOnline();

  // The closest entry: /admin/reservations/day is the day plan's, not the reservations'.
  const current = ADMIN_NAV_ITEMS.filter((item) => isActive(item.to, pathname)).sort(
    (a, b) => b.to.length - a.to.length,
  )[0];
  const { name } = useRestaurantInfo();
  usePageTitle(t(current?.label ?? 'admin.title'), name);

  async function onLogout() {
    try {
      await signOut.mutateAsync();
    } catch (error) {
      notifyError(error, t('layout.logoutFailed'));
      return;
    }
    // The login page forgets the session once it is shown: forgetting it here, while this screen is still
    // on display, would make the guard send the page to login with this screen as `next`.
    await navigate(paths.login, { state: SIGNED_OUT_STATE });
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <AdminMenuButton opened={navOpened} onToggle={nav.toggle} badge={alertCount} />
            <Text fw={700} truncate="end">
              <RestaurantName skeletonWidth={120} />
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LanguageSwitcher />
            <Text size="sm" c="dimmed" truncate="end" maw={{ base: 110, sm: 240 }}>
              {session?.username}
            </Text>
            <Button variant="light" size="xs" onClick={onLogout} loading={signOut.isPending}>
              {t('layout.logout')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label={t('admin.title')}>
        <AppShell.Section grow component={ScrollArea}>
          {ADMIN_NAV_ITEMS.map((item, index) => (
            <AdminNavItem
              key={item.to}
              label={t(item.label)}
              to={item.to}
              active={item === current}
              {...(index === 0
                ? { badge: alertCount }
                : item.to === adminPaths.printers
                  ? {
                      badge: printerProblems,
                      badgeLabel: t('printers.problems', { count: printerProblems ?? 0 }),
                    }
                  : {})}
              onNavigate={nav.close}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section>
          {/*
            Outside the back office: the kitchen display, a screen of its own. A plain link, loaded afresh:
            a router link would have the router discover the display's routes on every back-office page.
          */}
          <NavLink component="a" href={paths.kitchen} label={t('nav.kitchenDisplay')} />
          <NavLink component="a" href={paths.courier} label={t('nav.courierView')} />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <ScreensBanner screens={screens} thisScreenOnline={thisScreenOnline} />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
