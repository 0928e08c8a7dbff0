import { Badge, Burger, Indicator, NavLink } from '@mantine/core';
import { Link } from 'react-router';

/** Text read after a badge count, so '3' is announced as '3 new alerts'. */
function alertsLabel(count: number): string {
  return `${count} new ${count === 1 ? 'alert' : 'alerts'}`;
}

interface TAdminNavItemProps {
  label: string;
  to: string;
  active: boolean;
  /** New alerts to show on this entry (spec section 2: the first entry); nothing when 0 or absent. */
  badge?: number;
  onNavigate?: () => void;
}

/** One entry of the back-office drawer. */
export function AdminNavItem({ label, to, active, badge, onNavigate }: TAdminNavItemProps) {
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
          <Badge size="sm" color="red" circle aria-label={alertsLabel(count)}>
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
  const count = badge ?? 0;
  return (
    <Indicator label={count} size={16} color="red" disabled={count === 0} offset={4} hiddenFrom="sm">
      <Burger
        opened={opened}
        onClick={onToggle}
        size="sm"
        aria-label={count > 0 ? `Toggle navigation, ${alertsLabel(count)}` : 'Toggle navigation'}
        aria-expanded={opened}
      />
    </Indicator>
  );
}
