import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';

export interface TJumpTarget {
  sectionId: string;
  label: string;
}

/** Quick links to the menu's sections; the layout scrolls to the hash. */
export function CategoryJump({ pathname, targets }: { pathname: string; targets: readonly TJumpTarget[] }) {
  if (targets.length < 2) return null;
  return (
    <Group component="nav" aria-label="Menu categories" gap={8}>
      {targets.map((target) => (
        <Button
          key={target.sectionId}
          component={Link}
          to={{ pathname, hash: target.sectionId }}
          replace
          variant="light"
          size="compact-sm"
          radius="xl"
        >
          {target.label}
        </Button>
      ))}
    </Group>
  );
}
