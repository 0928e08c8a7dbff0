import { describe, expect, it } from 'vitest';
import { landingAfterSignIn, safeNextPath } from './next-path';

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

describe('landingAfterSignIn', () => {
  it('takes an administrator where they asked to go', () => {
    expect(landingAfterSignIn('ADMIN', '/admin/orders?from=2026-01-01')).toBe(
      '/admin/orders?from=2026-01-01',
    );
    expect(landingAfterSignIn('ADMIN', '/kitchen')).toBe('/kitchen');
  });

  it('takes a kitchen account to the kitchen display, whatever back-office page asked', () => {
    expect(landingAfterSignIn('KITCHEN', '/admin')).toBe('/kitchen');
    expect(landingAfterSignIn('KITCHEN', '/admin/orders?from=2026-01-01')).toBe('/kitchen');
    expect(landingAfterSignIn('KITCHEN', '/kitchen?station=2')).toBe('/kitchen?station=2');
    expect(landingAfterSignIn('KITCHEN', '/kitchenette')).toBe('/kitchen');
  });

  it('takes a courier account to its deliveries, whatever back-office page asked', () => {
    expect(landingAfterSignIn('COURIER', '/admin')).toBe('/courier');
    expect(landingAfterSignIn('COURIER', '/kitchen')).toBe('/courier');
    expect(landingAfterSignIn('COURIER', '/courier')).toBe('/courier');
    expect(landingAfterSignIn('ADMIN', '/courier')).toBe('/courier');
    expect(landingAfterSignIn('CUSTOMER', '/courier')).toBeNull();
  });

  it('lets a diner’s account into neither the back office nor the kitchen display', () => {
    expect(landingAfterSignIn('CUSTOMER', '/admin/users')).toBeNull();
    expect(landingAfterSignIn('CUSTOMER', '/kitchen')).toBeNull();
    expect(landingAfterSignIn('CUSTOMER', '/menu')).toBe('/menu');
    expect(landingAfterSignIn(null, '/admin')).toBeNull();
  });
});
