import type { TPrintProblem } from '@app/shared/printing';
import { describe, expect, it } from 'vitest';
import { problemsByOrder } from './print-problems';
import { formatPrintTime } from './print-time';

function problem(overrides: Partial<TPrintProblem>): TPrintProblem {
  return {
    orderId: 'A',
    kind: 'MENU',
    orderNumber: 1,
    printerId: 1,
    printerName: 'Kitchen',
    copy: 'KITCHEN',
    since: '2026-11-24T18:02:00.000Z',
    lastError: null,
    ...overrides,
  };
}

describe('print problems per order', () => {
  it('gives each order one line: its printers once each, the oldest wait, the first reason', () => {
    const lines = problemsByOrder([
      problem({ copy: 'KITCHEN', since: '2026-11-24T18:05:00.000Z' }),
      problem({ copy: 'RECEIPT', since: '2026-11-24T18:02:00.000Z', lastError: 'out of paper' }),
      problem({ printerId: 2, printerName: 'Counter', copy: 'RECEIPT' }),
      problem({ orderId: 'B', kind: 'BUFFET', orderNumber: 2 }),
    ]);
    expect(lines).toEqual([
      {
        orderId: 'A',
        kind: 'MENU',
        orderNumber: 1,
        printerNames: ['Kitchen', 'Counter'],
        since: '2026-11-24T18:02:00.000Z',
        lastError: 'out of paper',
      },
      {
        orderId: 'B',
        kind: 'BUFFET',
        orderNumber: 2,
        printerNames: ['Kitchen'],
        since: '2026-11-24T18:02:00.000Z',
        lastError: null,
      },
    ]);
  });

  it('keeps a menu order and a buffet order with the same id apart', () => {
    expect(problemsByOrder([problem({}), problem({ kind: 'BUFFET' })])).toHaveLength(2);
  });
});

describe('print times', () => {
  it('shows the time alone today and the date too on another day, on the restaurant clock', () => {
    const now = new Date('2026-11-24T20:00:00.000Z');
    expect(formatPrintTime('2026-11-24T18:02:00.000Z', now)).toBe('19:02');
    expect(formatPrintTime('2026-11-23T18:02:00.000Z', now)).toMatch(/23\.11\.2026.*19:02/);
  });
});
