import type { ComponentProps, CSSProperties } from 'react';
import classes from './skeleton.module.css';

type TLength = number | string;
const css = (length: TLength | undefined) => (typeof length === 'number' ? `${length}px` : length);

/**
 * A placeholder block while content loads (Mantine's Skeleton without its JavaScript). Marked
 * `data-skeleton` so the accessibility checks can wait until every one is gone.
 */
export function Skeleton({
  height,
  width,
  inline = false,
  style,
  className,
  ...rest
}: ComponentProps<'span'> & { height?: TLength; width?: TLength; inline?: boolean }) {
  return (
    <span
      className={className ? `${classes.skeleton} ${className}` : classes.skeleton}
      style={{ '--skeleton-height': css(height), '--skeleton-width': css(width), ...style } as CSSProperties}
      data-inline={inline || undefined}
      data-skeleton=""
      {...rest}
    />
  );
}
