import type { ComponentProps } from 'react';
import classes from './loader.module.css';

interface TLoaderProps extends ComponentProps<'span'> {
  size?: 'xs' | 'sm' | 'md';
}

/** A spinning ring (Mantine's oval Loader). Give it role="status" and a label where it is the only sign of progress. */
export function Loader({ size = 'md', className, ...rest }: TLoaderProps) {
  return (
    <span
      className={className ? `${classes.loader} ${className}` : classes.loader}
      data-size={size}
      {...rest}
    />
  );
}
