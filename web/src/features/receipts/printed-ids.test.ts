import { describe, expect, it } from 'vitest';
import { MAX_REMEMBERED, PRINTED_ORDER_IDS_KEY, rememberPrinted, wasPrinted } from './printed-ids';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('printed order ids', () => {
  it('remembers an order once printed, per kind', () => {
    const storage = memoryStorage();
    expect(wasPrinted('MENU', 'abc', storage)).toBe(false);
    rememberPrinted('MENU', 'abc', storage);
    expect(wasPrinted('MENU', 'abc', storage)).toBe(true);
    expect(wasPrinted('BUFFET', 'abc', storage)).toBe(false);
    expect(JSON.parse(storage.getItem(PRINTED_ORDER_IDS_KEY) ?? '')).toEqual(['MENU:abc']);
  });

  it('does not store an id twice and forgets the oldest beyond the limit', () => {
    const storage = memoryStorage();
    rememberPrinted('MENU', 'first', storage);
    rememberPrinted('MENU', 'first', storage);
    expect(JSON.parse(storage.getItem(PRINTED_ORDER_IDS_KEY) ?? '')).toEqual(['MENU:first']);
    for (let i = 0; i < MAX_REMEMBERED; i++) rememberPrinted('MENU', `o${i}`, storage);
    expect(wasPrinted('MENU', 'first', storage)).toBe(false);
    expect(wasPrinted('MENU', `o${MAX_REMEMBERED - 1}`, storage)).toBe(true);
    expect(JSON.parse(storage.getItem(PRINTED_ORDER_IDS_KEY) ?? '')).toHaveLength(MAX_REMEMBERED);
  });

  it('treats unreadable or missing storage as nothing printed, and never throws', () => {
    expect(wasPrinted('MENU', 'x', memoryStorage({ [PRINTED_ORDER_IDS_KEY]: '{not json' }))).toBe(false);
    expect(wasPrinted('MENU', 'x', memoryStorage({ [PRINTED_ORDER_IDS_KEY]: '{"a":1}' }))).toBe(false);
    expect(wasPrinted('MENU', 'x', undefined)).toBe(false);
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    expect(() => rememberPrinted('MENU', 'x', full)).not.toThrow();
  });
});
