import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/** A warm crimson; shade 7 (the filled colour) keeps white text above 5:1. */
const crimson: MantineColorsTuple = [
  '#fff1f0',
  '#fcdedb',
  '#f4b9b3',
  '#ec928a',
  '#e57067',
  '#e05a50',
  '#d84a40',
  '#bd3a31',
  '#a8322a',
  '#922720',
];

export const theme = createTheme({
  primaryColor: 'crimson',
  primaryShade: { light: 7, dark: 5 },
  colors: { crimson },
  defaultRadius: 'md',
  focusRing: 'auto',
  respectReducedMotion: true,
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
});

/** Mantine's default dimmed and error colours are below WCAG AA on white; darken them. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-crimson-8)',
  },
  dark: {},
});
