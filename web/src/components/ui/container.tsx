import type { ComponentProps } from 'react';
import classes from './layout.module.css';

/** Mantine's Container without Mantine's JavaScript: 'lg' (1140 px) by default, or 'md' / 'sm'. */
export function Container({
  size = 'lg',
  className,
  ...rest
}: ComponentProps<'div'> & { size?: 'sm' | 'md' | 'lg' }) {
  return (
    <div
      className={className ? `${classes.container} ${className}` : classes.container}
      data-size={size}
      {...rest}
    />
  );
}
