import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANTINE_VARIABLES_FILE, mantineVariablesCss } from '../../scripts/mantine-variables';

describe('mantine-variables.css', () => {
  it('holds exactly the variables MantineProvider renders for the theme (npm run mantine-variables -w web)', () => {
    expect(fs.readFileSync(MANTINE_VARIABLES_FILE, 'utf8')).toBe(mantineVariablesCss());
  });

  it('defines the theme colours and the readable overrides the public pages rely on', () => {
    const css = mantineVariablesCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-crimson-filled)');
    expect(css).toContain('--mantine-color-crimson-7: #bd3a31');
    expect(css).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
  });
});
