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

/** Where the band that decides the current category ends: 45 % down the viewport. */
const BAND_END = 0.45;

/**
 * The id of the section the diner is reading: the last of `ids` whose top has passed 45 % of the
 * viewport, or the first while none has (the top of the page). At the page's end, where the last short
 * sections can never scroll up to that line, the last section whose top is on screen. Worked out again
 * whenever a section enters or leaves the band from under the header and the category bar to that line
 * (IntersectionObserver), and when a scroll ends. Null where IntersectionObserver is missing.
 */
export function useCurrentSection(ids: readonly string[], drawn = true): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(' ');
  // The sections are looked up again once the menu has drawn its later ones (`drawn`).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `drawn` tells when to look them up again
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || key === '') return;
    const sections = key
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((section): section is HTMLElement => section !== null);
    const header =
      Number.parseFloat(
        getComputedStyle(document.documentElement).getPropertyValue('--site-header-height'),
      ) || 64;
    const update = () => {
      const root = document.documentElement;
      const atEnd = window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      const line = atEnd ? window.innerHeight : window.innerHeight * BAND_END;
      let reading = sections[0];
      for (const section of sections) {
        if (section.getBoundingClientRect().top < line) reading = section;
        else break;
      }
      setCurrent(reading?.id ?? null);
    };
    const observer = new IntersectionObserver(update, {
      rootMargin: `-${header + BAR_HEIGHT_PX}px 0px -${Math.round((1 - BAND_END) * 100)}% 0px`,
    });
    for (const section of sections) observer.observe(section);
    window.addEventListener('scrollend', update, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scrollend', update);
    };
  }, [key, drawn]);
  // A category no longer shown (search, filter) is not current.
  return current !== null && ids.includes(current) ? current : null;
}

/**
 * Quick links to the menu's sections (the layout scrolls to the hash), in a bar that stays under the
 * header and marks the category in view (`aria-current`), keeping its link in sight within the bar.
 */
export function CategoryJump({
  pathname,
  targets,
  drawn = true,
}: {
  pathname: string;
  targets: readonly TJumpTarget[];
  /** Whether every target's section is on the page yet (the menu draws its later ones a moment later). */
  drawn?: boolean;
}) {
  const t = useT();
  const bar = useRef<HTMLElement>(null);
  const current = useCurrentSection(
    targets.map((target) => target.sectionId),
    drawn,
  );

  useEffect(() => {
    const nav = bar.current;
    if (!nav || current === null || nav.scrollWidth <= nav.clientWidth) return;
    const link = nav.querySelector<HTMLElement>(`[data-section="${current}"]`);
    if (!link) return;
    // Within the bar only (scrollIntoView would also move the page), and at once: Chromium stops the
    // page's own smooth scroll to a category when another element starts a smooth scroll meanwhile.
    nav.scrollLeft = Math.max(0, link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2);
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
