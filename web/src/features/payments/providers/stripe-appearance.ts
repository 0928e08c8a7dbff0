import type { MantineSize, MantineTheme } from '@mantine/core';
import type { Appearance } from '@stripe/stripe-js';

const REM_PX = 16;

/** Mantine sizes are CSS like 'calc(0.5rem * var(--mantine-scale))'; Stripe's iframe needs plain pixels. */
function pixels(size: string | undefined, fallback: string): string {
  const rem = size?.match(/(\d+(?:\.\d+)?)rem/);
  if (rem) return `${Number(rem[1]) * REM_PX}px`;
  const px = size?.match(/(\d+(?:\.\d+)?)px/);
  return px ? `${px[1]}px` : fallback;
}

/**
 * The Payment Element drawn in the app's Mantine look (it lives in Stripe's iframe, which cannot read
 * our CSS variables): primary and error colours, text colours, font and corner radius.
 */
export function stripeAppearance(theme: MantineTheme): Appearance {
  const primary = theme.colors[theme.primaryColor] ?? theme.colors.blue;
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const radius = theme.defaultRadius;
  const radiusCss =
    typeof radius === 'number' ? `${radius}px` : (theme.radius[radius as MantineSize] ?? radius);
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: primary[shade],
      colorBackground: theme.white,
      colorText: theme.black,
      // theme.ts darkens Mantine's dimmed text and error colours for contrast: the same shades here.
      colorTextSecondary: theme.colors.gray[7],
      colorDanger: primary[8],
      fontFamily: theme.fontFamily,
      borderRadius: pixels(radiusCss, '8px'),
    },
  };
}
