import { describe, expect, it } from 'vitest';
import { trackedVatLines } from './vat-lines';

describe('trackedVatLines', () => {
  it('takes one line per rate from vatBreakdown, in Rappen', () => {
    expect(
      trackedVatLines({
        vatPercent: 2.6,
        vatAmount: 1.67,
        vatBreakdown: [
          { ratePercent: 2.6, gross: 43, vat: 1.09 },
          { ratePercent: 8.1, gross: 7.7, vat: 0.58 },
        ],
      }),
    ).toEqual([
      { ratePercent: 2.6, vatRappen: 109 },
      { ratePercent: 8.1, vatRappen: 58 },
    ]);
  });

  it("falls back to the spec's vatPercent and vatAmount, and shows nothing without either", () => {
    expect(trackedVatLines({ vatPercent: 2.6, vatAmount: 1.24 })).toEqual([
      { ratePercent: 2.6, vatRappen: 124 },
    ]);
    expect(trackedVatLines({ vatPercent: 2.6, vatAmount: 1.24, vatBreakdown: [] })).toEqual([
      { ratePercent: 2.6, vatRappen: 124 },
    ]);
    expect(trackedVatLines({})).toEqual([]);
  });
});
