import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_OUTSIDE_PROVIDER_MESSAGE, CartProvider, useCart } from './cart-context';
import { CART_STORAGE_KEY } from './cart-state';
import { CART_TIMING_STORAGE_KEY } from './cart-timing';

const wrapper = ({ children }: { children: ReactNode }) => <CartProvider>{children}</CartProvider>;
const curry = { kind: 'MENU', id: 7, name: 'Green Curry Chicken', priceRaw: 24.5 } as const;
const rice = { kind: 'MENU', id: 9, name: 'Jasmine Rice', priceRaw: '4.00' } as const;

const stored = () => JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null');

describe('CartProvider', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('starts empty for takeaway and derives total, count and kind', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current).toMatchObject({
      orderType: 'TAKEAWAY',
      lines: [],
      total: 0,
      count: 0,
      kind: null,
    });
    act(() => result.current.add(curry, 2));
    act(() => result.current.add(rice));
    expect(result.current).toMatchObject({ total: 53, totalRappen: 5300, count: 3, kind: 'MENU' });
  });

  it('saves every change under ak_cart_v1', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.add(curry));
    expect(stored()).toMatchObject({ orderType: 'TAKEAWAY', lines: [{ key: 'MENU:7', quantity: 1 }] });
    act(() => result.current.increase('MENU:7'));
    expect(stored().lines[0].quantity).toBe(2);
    act(() => result.current.decrease('MENU:7'));
    expect(stored().lines[0].quantity).toBe(1);
    act(() => result.current.setOrderType('DELIVERY'));
    expect(stored().orderType).toBe('DELIVERY');
    act(() => result.current.add(rice));
    act(() => result.current.remove('MENU:7'));
    expect(stored().lines.map((l: { key: string }) => l.key)).toEqual(['MENU:9']);
    act(() => result.current.clear());
    expect(stored()).toEqual({ orderType: 'DELIVERY', lines: [] });
  });

  it('restores the stored cart on load', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        orderType: 'DELIVERY',
        lines: [
          { key: 'MENU:7', kind: 'MENU', id: 7, name: 'Green Curry Chicken', priceRaw: 24.5, quantity: 3 },
        ],
      }),
    );
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current).toMatchObject({ orderType: 'DELIVERY', count: 3, total: 73.5 });
  });

  it('starts with an empty takeaway cart when the stored data is unreadable', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{broken');
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current).toMatchObject({ orderType: 'TAKEAWAY', lines: [] });
  });

  it('keeps the timing preference under its own key', () => {
    localStorage.setItem(CART_TIMING_STORAGE_KEY, '{"asap":false,"scheduledAt":"2030-05-01T18:30"}');
    const { result } = renderHook(() => useCart(), { wrapper });
    expect(result.current.timing).toEqual({ asap: false, scheduledAt: '2030-05-01T18:30:00' });
    act(() => result.current.setTiming({ asap: true }));
    expect(result.current.timing).toEqual({ asap: true });
    expect(JSON.parse(localStorage.getItem(CART_TIMING_STORAGE_KEY) ?? '')).toEqual({ asap: true });
  });

  it('follows changes made in another tab', () => {
    const { result } = renderHook(() => useCart(), { wrapper });
    const other = JSON.stringify({
      orderType: 'DELIVERY',
      lines: [{ key: 'MENU:9', kind: 'MENU', id: 9, name: 'Jasmine Rice', priceRaw: 4, quantity: 2 }],
    });
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: other, storageArea: localStorage }),
      );
    });
    expect(result.current).toMatchObject({ orderType: 'DELIVERY', count: 2 });
  });

  it('keeps working when storage is unavailable', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useCart(), { wrapper });
    act(() => result.current.add(curry));
    expect(result.current.count).toBe(1);
  });
});

function Orphan() {
  useCart();
  return null;
}

describe('useCart', () => {
  it('throws the developer error outside its provider', () => {
    // React reports the render error to console.error before rethrowing it.
    vi.mocked(console.error).mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow(CART_OUTSIDE_PROVIDER_MESSAGE);
    expect(CART_OUTSIDE_PROVIDER_MESSAGE).toBe('useCart must be used within CartProvider');
  });
});
