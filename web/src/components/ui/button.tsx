import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import classes from './button.module.css';
import { Loader } from './loader';

export type TButtonVariant = 'filled' | 'light' | 'subtle' | 'outline' | 'default' | 'white';
export type TButtonSize = 'xs' | 'sm' | 'md' | 'compact-sm' | 'compact-md';

/** How a button looks: Mantine's Button props of the same names. */
export interface TButtonLook {
  variant?: TButtonVariant;
  size?: TButtonSize;
  /** A palette colour of the theme ('crimson', the primary, by default; 'dark', 'gray', 'red', 'white'...). */
  color?: string;
  fullWidth?: boolean;
  /** 'xl' for a pill; the theme's default radius otherwise. */
  radius?: 'xl';
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

/** The theme's primary colour: button.module.css has its variables. */
const PRIMARY = 'crimson';

/** The palette colour's variables under the names button.module.css reads (the primary's are there). */
function colorVariables(color: string, style: CSSProperties | undefined): CSSProperties | undefined {
  if (color === PRIMARY) return style;
  const palette = color === 'white' ? 'gray' : color;
  const variable = (suffix: string) => `var(--mantine-color-${palette}-${suffix})`;
  return {
    '--btn-filled': variable('filled'),
    '--btn-filled-hover': variable('filled-hover'),
    '--btn-light': variable('light'),
    '--btn-light-hover': variable('light-hover'),
    '--btn-light-color': variable('light-color'),
    '--btn-outline': variable('outline'),
    '--btn-outline-hover': variable('outline-hover'),
    ...style,
  } as CSSProperties;
}

/**
 * Splits a button's props into its look and the rest, and turns the look into the element's class,
 * colour variables and data attributes (button.module.css).
 */
function splitLook<P extends TButtonLook & { className?: string; style?: CSSProperties }>(props: P) {
  const {
    variant = 'filled',
    size = 'sm',
    color = PRIMARY,
    fullWidth,
    radius,
    leftSection,
    rightSection,
    className,
    style,
    ...rest
  } = props;
  const element = {
    className: className ? `${classes.root} ${className}` : classes.root,
    style: colorVariables(color, style),
    'data-variant': variant,
    'data-size': size,
    'data-color': color,
    'data-full-width': fullWidth || undefined,
    'data-radius': radius,
  };
  return { look: { size, leftSection, rightSection }, element, rest };
}

function Content({
  look,
  children,
}: {
  look: Pick<TButtonLook, 'leftSection' | 'rightSection'>;
  children: ReactNode;
}) {
  return (
    <span className={classes.label}>
      {look.leftSection ? <span className={classes.section}>{look.leftSection}</span> : null}
      {children}
      {look.rightSection ? <span className={classes.section}>{look.rightSection}</span> : null}
    </span>
  );
}

type TButtonProps = ComponentProps<'button'> &
  TButtonLook & {
    /** Disables the button and shows a spinner over its label (the label stays its accessible name). */
    loading?: boolean;
  };

/** A button drawn like Mantine's, without Mantine's JavaScript. */
export function Button({ loading = false, disabled, type = 'button', children, ...props }: TButtonProps) {
  const { look, element, rest } = splitLook(props);
  return (
    <button
      type={type}
      {...element}
      disabled={disabled || loading}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      <Content look={look}>{children}</Content>
      {loading ? (
        <span className={classes.spinner} aria-hidden="true">
          <Loader size={look.size === 'xs' ? 'xs' : 'sm'} />
        </span>
      ) : null}
    </button>
  );
}

/** A link (React Router) drawn as a button. */
export function ButtonLink({ children, ...props }: LinkProps & TButtonLook) {
  const { look, element, rest } = splitLook(props);
  return (
    <Link {...element} {...rest}>
      <Content look={look}>{children}</Content>
    </Link>
  );
}
