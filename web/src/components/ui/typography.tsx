import type { ComponentProps } from 'react';
import classes from './typography.module.css';

const join = (base: string | undefined, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

type THeadingLevel = 1 | 2 | 3;

/** A heading drawn like Mantine's Title: `order` picks the element, `size` its look (default: the same). */
export function Title({
  order,
  size = `h${order}`,
  className,
  ...rest
}: ComponentProps<'h1'> & { order: THeadingLevel; size?: 'h1' | 'h2' | 'h3' }) {
  const Heading = `h${order}` as const;
  return <Heading className={join(classes.title, className)} data-size={size} {...rest} />;
}

interface TTextLook {
  size?: 'xs' | 'sm' | 'md' | 'lg';
  dimmed?: boolean;
  bold?: boolean;
}

/** A paragraph drawn like Mantine's Text. */
export function Text({ size = 'md', dimmed, bold, className, ...rest }: ComponentProps<'p'> & TTextLook) {
  return (
    <p
      className={join(classes.text, className)}
      data-size={size}
      data-dimmed={dimmed || undefined}
      data-bold={bold || undefined}
      {...rest}
    />
  );
}

/** A link to another site or a phone number, drawn like Mantine's Anchor. */
export function Anchor({ className, ...rest }: ComponentProps<'a'>) {
  return <a className={join(classes.anchor, className)} {...rest} />;
}

export const typographyClasses = classes;
