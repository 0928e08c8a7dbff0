import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps paths of this site with their query', () => {
    expect(safeNextPath('/admin/orders?from=2026-01-01', '/admin')).toBe('/admin/orders?from=2026-01-01');
  });

  it('refuses other sites and empty values', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'admin']) {
      expect(safeNextPath(next, '/admin')).toBe('/admin');
    }
  });
});
