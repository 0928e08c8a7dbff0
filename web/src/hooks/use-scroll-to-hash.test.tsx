import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hashToElementId,
  SCROLL_TO_HASH_INTERVAL_MS,
  SCROLL_TO_HASH_RETRIES,
  useScrollToHash,
} from './use-scroll-to-hash';

function addTarget(id: string) {
  const element = document.createElement('section');
  element.id = id;
  const scrollIntoView = vi.fn();
  element.scrollIntoView = scrollIntoView;
  document.body.append(element);
  return scrollIntoView;
}

describe('useScrollToHash', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('scrolls smoothly to an element that already exists, at once', () => {
    const scrollIntoView = addTarget('contact');
    renderHook(() => useScrollToHash({ hash: '#contact' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('retries every 50 ms until the element appears', () => {
    renderHook(() => useScrollToHash({ hash: '#about' }));
    vi.advanceTimersByTime(SCROLL_TO_HASH_INTERVAL_MS * 3);
    const scrollIntoView = addTarget('about');
    expect(scrollIntoView).not.toHaveBeenCalled();

    vi.advanceTimersByTime(SCROLL_TO_HASH_INTERVAL_MS - 1);
    expect(scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(SCROLL_TO_HASH_INTERVAL_MS * 20);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('finds an element that appears on the last (10th) retry', () => {
    renderHook(() => useScrollToHash({ hash: '#location' }));
    vi.advanceTimersByTime(SCROLL_TO_HASH_INTERVAL_MS * (SCROLL_TO_HASH_RETRIES - 1));
    const scrollIntoView = addTarget('location');
    vi.advanceTimersByTime(SCROLL_TO_HASH_INTERVAL_MS);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('gives up after 10 retries', () => {
    const getElementById = vi.spyOn(document, 'getElementById');
    renderHook(() => useScrollToHash({ hash: '#missing' }));
    vi.advanceTimersByTime(SCROLL_TO_HASH_INTERVAL_MS * SCROLL_TO_HASH_RETRIES);
    expect(getElementById).toHaveBeenCalledTimes(1 + SCROLL_TO_HASH_RETRIES);
    expect(vi.getTimerCount()).toBe(0);

    const scrollIntoView = addTarget('missing');
    vi.advanceTimersByTime(SCROLL_TO_HASH_INTERVAL_MS * 5);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing without a hash', () => {
    const getElementById = vi.spyOn(document, 'getElementById');
    renderHook(() => useScrollToHash({ hash: '' }));
    vi.advanceTimersByTime(1000);
    expect(getElementById).not.toHaveBeenCalled();
  });

  it('stops retrying when unmounted', () => {
    const { unmount } = renderHook(() => useScrollToHash({ hash: '#late' }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    const scrollIntoView = addTarget('late');
    vi.advanceTimersByTime(SCROLL_TO_HASH_INTERVAL_MS * SCROLL_TO_HASH_RETRIES);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scrolls again on a new navigation to the same hash', () => {
    const scrollIntoView = addTarget('about');
    const { rerender } = renderHook(({ location }) => useScrollToHash(location), {
      initialProps: { location: { hash: '#about' } },
    });
    rerender({ location: { hash: '#about' } });
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    const scrollIntoView = addTarget('contact');
    renderHook(() => useScrollToHash({ hash: '#contact' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});

describe('hashToElementId', () => {
  it('strips the # and decodes', () => {
    expect(hashToElementId('#contact')).toBe('contact');
    expect(hashToElementId('#thai%20curry')).toBe('thai curry');
    expect(hashToElementId('#%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('returns null for an empty hash', () => {
    expect(hashToElementId('')).toBeNull();
    expect(hashToElementId('#')).toBeNull();
  });
});
