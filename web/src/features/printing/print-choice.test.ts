import type { TPrinter } from '@app/shared/printing';
import { describe, expect, it } from 'vitest';
import { hasNetworkPrinter } from './print-choice';

const printer = (overrides: Partial<TPrinter> = {}): TPrinter => ({
  id: 1,
  name: 'Kitchen',
  host: '192.168.1.50',
  port: 9100,
  columns: 42,
  codePage: 'CP858',
  copies: ['KITCHEN', 'RECEIPT'],
  enabled: true,
  lastError: null,
  lastErrorAt: null,
  lastPrintedAt: null,
  pendingJobs: 0,
  ...overrides,
});

describe('who prints the customer receipt', () => {
  it('is the server when an enabled network printer prints receipts', () => {
    expect(hasNetworkPrinter([printer()])).toBe(true);
    expect(
      hasNetworkPrinter([printer({ copies: ['KITCHEN'] }), printer({ id: 2, copies: ['RECEIPT'] })]),
    ).toBe(true);
  });

  it('is this device without printers, with switched-off ones, or with kitchen-ticket printers only', () => {
    expect(hasNetworkPrinter(undefined)).toBe(false);
    expect(hasNetworkPrinter([])).toBe(false);
    expect(hasNetworkPrinter([printer({ enabled: false })])).toBe(false);
    expect(hasNetworkPrinter([printer({ copies: ['KITCHEN'] })])).toBe(false);
  });
});
