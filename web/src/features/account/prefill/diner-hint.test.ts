import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasDinerHint } from '../diner-hint';

const cookies = (value: string) => vi.spyOn(document, 'cookie', 'get').mockReturnValue(value);

describe('hasDinerHint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the hint over http and its __Host- form over https', () => {
    cookies('XSRF-TOKEN=abc; diner=1');
    expect(hasDinerHint()).toBe(true);
    cookies('__Host-diner=1; XSRF-TOKEN=abc');
    expect(hasDinerHint()).toBe(true);
  });

  it('is false without it, or for a cookie whose name only ends in "diner"', () => {
    cookies('XSRF-TOKEN=abc');
    expect(hasDinerHint()).toBe(false);
    cookies('');
    expect(hasDinerHint()).toBe(false);
    cookies('mydiner=1; diner=0');
    expect(hasDinerHint()).toBe(false);
  });
});
