import type { ComponentProps, ReactNode } from 'react';
import classes from './form-controls.module.css';

/** Mantine's Fieldset (a white box with a thin border and its legend on it) without Mantine's JavaScript. */
export function Fieldset({
  legend,
  className,
  children,
  ...rest
}: Omit<ComponentProps<'fieldset'>, 'title'> & { legend: ReactNode }) {
  return (
    <fieldset className={className ? `${classes.fieldset} ${className}` : classes.fieldset} {...rest}>
      <legend className={classes.fieldsetLegend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
