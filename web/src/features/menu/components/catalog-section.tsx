import type { CSSProperties, ReactNode } from 'react';
import classes from './catalog.module.css';

interface TCatalogSectionProps {
  id: string;
  title: string;
  /** How many cards the section holds: sizes it while it is off screen and not drawn yet. */
  itemCount: number;
  children: ReactNode;
}

/** A titled group of item cards (a menu category or the buffet): one, two or three columns. */
export function CatalogSection({ id, title, itemCount, children }: TCatalogSectionProps) {
  const headingId = `${id}-heading`;
  // Rows of cards at one, two and three columns (catalog.module.css picks one per screen width).
  const rows = {
    '--catalog-rows-1': itemCount,
    '--catalog-rows-2': Math.ceil(itemCount / 2),
    '--catalog-rows-3': Math.ceil(itemCount / 3),
  } as CSSProperties;
  return (
    <section id={id} aria-labelledby={headingId} className={classes.section} style={rows}>
      <h2 id={headingId} className={classes.sectionTitle}>
        {title}
      </h2>
      <div className={classes.grid}>{children}</div>
    </section>
  );
}
