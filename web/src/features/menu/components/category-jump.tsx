import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { useT } from '@/i18n/use-i18n';
import classes from './catalog.module.css';

export interface TJumpTarget {
  sectionId: string;
  label: string;
}

/** The sticky category bar's height (catalog.module.css `.jump`), with a little air under it. */
const BAR_HEIGHT_PX = 64;

/**
 * The id of the section the diner is reading: the first of `ids` that crosses a band from under the
 * header and the category bar to 45 % down the viewport. Between two sections (in their gap) the last
 * one stays marked. Null until one has been seen, and where IntersectionObserver is missing.
 */
export function useCurrentSection(ids: readonly string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const list = key.split(' ');
    const header =
      Number.parseFloat(
        getComputedStyle(document.documentElement).getPropertyValue('--site-header-height'),
      ) || 64;
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = list.find((id) => inBand.has(id));
        if (first) setCurrent(first);
      },
      { rootMargin: `-${header + BAR_HEIGHT_PX}px 0px -55% 0px` },
    );
    for (const id of list) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => observer.disconnect();
  }, [key]);
  // A category no longer shown (search, filter) is not current.
  return current !== null && ids.includes(current) ? current : null;
}

/**
 * Quick links to the menu's sections (the layout scrolls to the hash), in a bar that stays under the
 * header and marks the category in view (`aria-current`), keeping its link in sight within the bar.
 */
export function CategoryJump({ pathname, targets }: { pathname: string; targets: readonly TJumpTarget[] }) {
  const t = useT();
  const bar = useRef<HTMLElement>(null);
  const current = useCurrentSection(targets.map((target) => target.sectionId));

  useEffect(() => {
    const nav = bar.current;
    if (!nav || current === null || nav.scrollWidth <= nav.clientWidth) return;
    const link = nav.querySelector<HTMLElement>(`[data-section="${current}"]`);
    if (!link) return;
    // Within the bar only: scrollIntoView would also move the page.
    const left = link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2;
    nav.scrollTo?.({ left: Math.max(0, left), behavior: 'smooth' });
  }, [current]);

  if (targets.length < 2) return null;
  return (
    <nav ref={bar} aria-label={t('site.menu.categories')} className={classes.jump}>
      {targets.map((target) => {
        const isCurrent = target.sectionId === current;
        return (
          <ButtonLink
            key={target.sectionId}
            to={{ pathname, hash: target.sectionId }}
            replace
            variant={isCurrent ? 'filled' : 'light'}
            size="compact-sm"
            radius="xl"
            aria-current={isCurrent ? 'true' : undefined}
            data-section={target.sectionId}
          >
            {target.label}
          </ButtonLink>
        );
      })}
    </nav>
  );
}
