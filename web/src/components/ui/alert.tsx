import { type ComponentProps, type CSSProperties, type ReactNode, useId } from 'react';
import classes from './alert.module.css';

interface TAlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** A palette colour of the theme: 'crimson' (the primary), 'yellow', 'gray', 'blue', 'green'... */
  color?: string;
  title?: ReactNode;
}

/**
 * Mantine's light Alert without Mantine's JavaScript: a tinted box with an optional bold title. Like
 * Mantine's, it is role="alert" unless told otherwise (pass role="status" for news that is not urgent).
 */
export function Alert({
  color = 'crimson',
  title,
  children,
  className,
  style,
  role = 'alert',
  ...rest
}: TAlertProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const bodyId = `${id}-body`;
  const colors = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
    ...style,
  } as CSSProperties;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is always set ('alert' unless told otherwise), and both alert and status take a name
    <div
      className={className ? `${classes.root} ${className}` : classes.root}
      style={colors}
      role={role}
      aria-describedby={children ? bodyId : undefined}
      aria-labelledby={title ? titleId : undefined}
      {...rest}
    >
      <div className={classes.body}>
        {title ? (
          <div id={titleId} className={classes.title}>
            {title}
          </div>
        ) : null}
        {children ? (
          <div id={bodyId} className={classes.message}>
            {children}
          </div>
        ) : null}
      </div>
    </div>
  );
}
