import { describe, expect, it } from 'vitest';
import { areaOfKey, PUBLIC_AREAS } from './areas';
import en from './messages/public/en.json';

describe('catalogue areas', () => {
  it('puts every public key in an area that some page loads', () => {
    const stray = Object.keys(en).filter(
      (key) => !(PUBLIC_AREAS as readonly string[]).includes(areaOfKey(key)),
    );
    expect(stray).toEqual([]);
  });

  it('keeps the most specific prefix first', () => {
    expect(areaOfKey('site.menu.title')).toBe('menu');
    expect(areaOfKey('site.home.lead')).toBe('home');
    expect(areaOfKey('checkout.pay.button')).toBe('payment');
    expect(areaOfKey('checkout.title')).toBe('checkout');
    expect(areaOfKey('cart.title')).toBe('cart');
  });
});
