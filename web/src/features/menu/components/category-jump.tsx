import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/i18n/use-i18n';
import classes from './catalog.module.css';

export interface TJumpTarget {
  sectionId: string;
  label: string;
}

/** Quick links to the menu's sections; the layout scrolls to the hash. */
export function CategoryJump({ pathname, targets }: { pathname: string; targets: readonly TJumpTarget[] }) {
  const t = useT();
  if (targets.length < 2) return null;
  return (
    <nav aria-label={t('site.menu.categories')} className={classes.jump}>
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
