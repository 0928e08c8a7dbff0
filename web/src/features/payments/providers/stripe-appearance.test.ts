import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from '@/lib/theme';
import { stripeAppearance } from './stripe-appearance';

describe('stripeAppearance', () => {
  it("draws the Payment Element in the app theme's colours, font and radius", () => {
    const appearance = stripeAppearance(mergeMantineTheme(DEFAULT_THEME, theme));
    expect(appearance.theme).toBe('stripe');
    expect(appearance.variables).toEqual({
      colorPrimary: '#bd3a31',
      colorBackground: '#fff',
      colorText: '#000',
      colorTextSecondary: DEFAULT_THEME.colors.gray[7],
      colorDanger: '#a8322a',
      fontFamily: DEFAULT_THEME.fontFamily,
      borderRadius: '8px',
    });
  });

  it('follows a numeric or pixel radius and a numeric primary shade', () => {
    const custom = mergeMantineTheme(DEFAULT_THEME, { defaultRadius: 4, primaryShade: 6 });
    expect(stripeAppearance(custom).variables?.borderRadius).toBe('4px');
    expect(stripeAppearance(custom).variables?.colorPrimary).toBe(DEFAULT_THEME.colors.blue[6]);
    const px = mergeMantineTheme(DEFAULT_THEME, { defaultRadius: '12px' });
    expect(stripeAppearance(px).variables?.borderRadius).toBe('12px');
  });
});
