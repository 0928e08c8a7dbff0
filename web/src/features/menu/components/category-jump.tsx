import { ButtonLink } from '@/components/ui/button';
import classes from './catalog.module.css';

export interface TJumpTarget {
  sectionId: string;
  label: string;
}

/** Quick links to the menu's sections; the layout scrolls to the hash. */
export function CategoryJump({ pathname, targets }: { pathname: string; targets: readonly TJumpTarget[] }) {
  if (targets.length < 2) return null;
  return (
    <nav aria-label="Menu categories" className={classes.jump}>
      {targets.map((target) => (
        <ButtonLink
          key={target.sectionId}
          to={{ pathname, hash: target.sectionId }}
          replace
          variant="light"
          size="compact-sm"
          radius="xl"
        >
          {target.label}
        </ButtonLink>
      ))}
    </nav>
  );
}
