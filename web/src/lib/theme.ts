import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  getPrimaryShade,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
} from '@mantine/core';

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

/** WCAG AA for normal text: what axe-core checks on every page (e2e/tests/a11y). */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * What a filled colour with white text is chosen to read at: AA with a margin. Mantine's red 8 reads at
 * 4.51:1 on paper, and axe measured it at 4.48:1 on a confirm button while its dialog faded in (the
 * blended text colour a shade off white), so a colour at the very edge of AA does not count as readable.
 */
const FILLED_TEXT_CONTRAST = MIN_TEXT_CONTRAST + 0.1;

/**
 * Filled buttons and badges whose colour is lighter than this get black text instead of white
 * (Mantine's autoContrast). Black on anything lighter reads at 6:1 or more; darker colours keep white
 * text, on a darker shade where needed (see readableColorVariables).
 */
const LUMINANCE_THRESHOLD = 0.25;

export const theme = createTheme({
  primaryColor: 'crimson',
  primaryShade: { light: 7, dark: 5 },
  colors: { crimson },
  defaultRadius: 'md',
  focusRing: 'auto',
  respectReducedMotion: true,
  cursorType: 'pointer',
  headings: { fontWeight: '700' },
  autoContrast: true,
  luminanceThreshold: LUMINANCE_THRESHOLD,
});

/** The WCAG contrast ratio of two colours, e.g. contrastRatio('#ffffff', '#000000') === 21. */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * Mantine's default palette puts white text on mid shades (red 3.8:1, blue 4.2:1, teal 3.1:1) and
 * dark text on pale tints that some colours fail too. For every colour of the theme: a filled colour
 * with white text moves to the first darker shade that reads at 4.6:1 (red and blue go one or two
 * shades darker), its hover to a shade darker still, and the light variant's text falls back to
 * black where its shade 9 does not read on its tint.
 */
function readableColorVariables(merged: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  const filledShade = getPrimaryShade(merged, 'light');
  for (const [name, shades] of Object.entries(merged.colors)) {
    const shade = (index: number) => shades[index] ?? merged.black;
    if (luminance(shade(filledShade)) <= merged.luminanceThreshold) {
      const readable = [7, 8, 9].find(
        (index) => index >= filledShade && contrastRatio(shade(index), merged.white) >= FILLED_TEXT_CONTRAST,
      );
      if (readable !== undefined && readable !== filledShade) {
        variables[`--mantine-color-${name}-filled`] = `var(--mantine-color-${name}-${readable})`;
        variables[`--mantine-color-${name}-filled-hover`] =
          readable === 9 ? darken(shade(9), 0.1) : `var(--mantine-color-${name}-${readable + 1})`;
      }
    }
    if (contrastRatio(shade(9), shade(1)) < MIN_TEXT_CONTRAST) {
      variables[`--mantine-color-${name}-light-color`] = 'var(--mantine-color-black)';
    }
  }
  return variables;
}

/** Mantine's default dimmed and error colours are below WCAG AA on white; darken them. */
export const cssVariablesResolver: CSSVariablesResolver = (merged) => ({
  variables: {},
  light: {
    ...readableColorVariables(merged),
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-crimson-8)',
  },
  dark: {},
});
