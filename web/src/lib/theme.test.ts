import { DEFAULT_THEME, defaultVariantColorsResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, MIN_TEXT_CONTRAST, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const overrides: Record<string, string> = cssVariablesResolver(merged).light;

/** Resolves `var(--mantine-color-...)` chains the way the browser does, with the app's overrides. */
function resolve(value: string): string {
  const match = /^var\((--mantine-color-[a-z]+(?:-[a-z0-9]+)*)\)$/.exec(value);
  if (!match) return value;
  const name = match[1] as string;
  if (overrides[name]) return resolve(overrides[name]);
  if (name === '--mantine-color-white') return merged.white;
  if (name === '--mantine-color-black') return merged.black;
  const shade = /^--mantine-color-([a-z]+)-(\d)$/.exec(name);
  if (shade) return merged.colors[shade[1] as string]?.[Number(shade[2])] ?? value;
  const filled = /^--mantine-color-([a-z]+)-filled$/.exec(name);
  if (filled) return merged.colors[filled[1] as string]?.[7] ?? value;
  const lightColor = /^--mantine-color-([a-z]+)-light-color$/.exec(name);
  if (lightColor) return merged.colors[lightColor[1] as string]?.[9] ?? value;
  const light = /^--mantine-color-([a-z]+)-light$/.exec(name);
  if (light) return merged.colors[light[1] as string]?.[1] ?? value;
  throw new Error(`unresolved ${name}`);
}

describe('theme colours', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#1c7ed6', '#ffffff')).toBeCloseTo(4.2, 1);
  });

  for (const color of Object.keys(merged.colors)) {
    it(`${color}: filled and light buttons and badges read at ${MIN_TEXT_CONTRAST}:1 or more`, () => {
      const filled = defaultVariantColorsResolver({ color, theme: merged, variant: 'filled' });
      expect(
        contrastRatio(resolve(filled.background ?? ''), resolve(filled.color ?? '')),
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      const light = defaultVariantColorsResolver({ color, theme: merged, variant: 'light' });
      expect(
        contrastRatio(resolve(light.background ?? ''), resolve(light.color ?? '')),
      ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    });
  }

  it('gives a filled colour at the edge of AA a margin, and its hover a darker shade still', () => {
    // Mantine's red 8 reads at 4.51:1: axe measured 4.48:1 while a dialog faded in.
    expect(contrastRatio(merged.colors.red?.[8] ?? '', merged.white)).toBeLessThan(MIN_TEXT_CONTRAST + 0.1);
    const filled = defaultVariantColorsResolver({ color: 'red', theme: merged, variant: 'filled' });
    expect(resolve(filled.background ?? '')).toBe(merged.colors.red?.[9]);
    const hover = overrides['--mantine-color-red-filled-hover'] ?? '';
    expect(contrastRatio(hover, merged.white)).toBeGreaterThan(
      contrastRatio(merged.colors.red?.[9] ?? '', merged.white),
    );
  });

  it('keeps the crimson primary colour as it was, with white text', () => {
    const filled = defaultVariantColorsResolver({ color: 'crimson', theme: merged, variant: 'filled' });
    expect(resolve(filled.background ?? '')).toBe('#bd3a31');
    expect(filled.color).toBe('var(--mantine-color-white)');
  });
});
