import { describe, expect, it } from 'vitest';
import { axisTicks } from './bar-chart';

describe('chart axis', () => {
  it('steps counts in whole numbers', () => {
    expect(axisTicks(2, true)).toEqual([0, 1, 2]);
    expect(axisTicks(0, true)).toEqual([0, 1]);
    expect(axisTicks(9, true)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(axisTicks(22, true)).toEqual([0, 10, 20, 30]);
  });

  it('steps amounts by 1, 2, 2.5 or 5 times a power of ten, up to at least the largest', () => {
    expect(axisTicks(103, false)).toEqual([0, 50, 100, 150]);
    expect(axisTicks(1880, false)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(axisTicks(100, false)).toEqual([0, 25, 50, 75, 100]);
  });
});
