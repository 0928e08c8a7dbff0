import { describe, expect, it } from 'vitest';
import { isAdminPath, paths } from './paths';

describe('isAdminPath', () => {
  it('is true for /admin and below', () => {
    expect(isAdminPath(paths.admin)).toBe(true);
    expect(isAdminPath('/admin/orders')).toBe(true);
  });

  it('is false for public paths', () => {
    expect(isAdminPath(paths.home)).toBe(false);
    expect(isAdminPath(paths.menu)).toBe(false);
    expect(isAdminPath('/administrator')).toBe(false);
  });
});
