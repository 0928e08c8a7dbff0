import { Badge, Burger, Indicator, NavLink } from '@mantine/core';
import { Link } from 'react-router';
import { useAdminT } from '@/i18n/use-i18n';

interface TAdminNavItemProps {
  label: string;
  to: string;
  active: boolean;
  /** New alerts to show on this entry (spec section 2: the first entry); nothing when 0 or absent. */
  badge?: number | undefined;
  /** What a screen reader hears for the badge; 'N new alerts' by default. */
  badgeLabel?: string;
  onNavigate?: () => void;
}

/** One entry of the back-office drawer. */
export function AdminNavItem({ label, to, active, badge, badgeLabel, onNavigate }: TAdminNavItemProps) {
  const t = useAdminT();
  const count = badge ?? 0;
  return (
    <NavLink
      component={Link}
      to={to}
      label={label}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      rightSection={
        count > 0 ? (
          <Badge size="sm" color="red" circle aria-label={badgeLabel ?? t('nav.newAlerts', { count })}>
            {count}
          </Badge>
        ) : null
      }
    />
  );
}

interface TAdminMenuButtonProps {
  opened: boolean;
  onToggle: () => void;
  /** New alerts to show on the menu icon (spec section 2); nothing when 0 or absent. */
  badge?: number;
}

/** The burger that opens the drawer on small screens. */
export function AdminMenuButton({ opened, onToggle, badge }: TAdminMenuButtonProps) {
  const t = useAdminT();
  const count = badge ?? 0;
  return (
    <Indicator label={count} size={16} color="red" disabled={count === 0} offset={4} hiddenFrom="sm">
      <Burger
        opened={opened}
        onClick={onToggle}
        size="sm"
        aria-label={count > 0 ? t('nav.toggleWithAlerts', { count }) : t('nav.toggle')}
        aria-expanded={opened}
      />
    </Indicator>
  );
}
