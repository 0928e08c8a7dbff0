import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { Title } from '@/components/ui/typography';
import classes from './info-section.module.css';

interface TInfoSectionProps {
  /** Element id, the target of the navigation's hash links. */
  id: string;
  title: string;
  children: ReactNode;
  tinted?: boolean;
}

/** One titled band of the home page. */
export function InfoSection({ id, title, children, tinted = false }: TInfoSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tinted ? `${classes.section} ${classes.tinted}` : classes.section}
    >
      <Container>
        <Title order={2} id={headingId} className={classes.heading}>
          {title}
        </Title>
        {children}
      </Container>
    </section>
  );
}
