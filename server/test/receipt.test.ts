import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RECEIPT_WIDTH, renderReceipt, wrap } from '../src/modules/receipts/render';
import { buffetTakeaway, deliveryWithDiscount } from './receipt-fixtures';

const golden = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'golden', name), 'utf8');

describe('receipt text', () => {
  it('renders a delivery order with discount exactly as the golden file', () => {
    expect(renderReceipt(deliveryWithDiscount)).toBe(golden('receipt-delivery-discount.txt'));
  });

  it('renders a buffet takeaway order exactly as the golden file', () => {
    expect(renderReceipt(buffetTakeaway)).toBe(golden('receipt-buffet-takeaway.txt'));
  });

  it('never exceeds 42 columns', () => {
    for (const input of [deliveryWithDiscount, buffetTakeaway]) {
      for (const line of renderReceipt(input).split('\n'))
        expect(line.length).toBeLessThanOrEqual(RECEIPT_WIDTH);
    }
  });

  it('wraps at spaces and cuts only words longer than the column', () => {
    expect(wrap('Sushi Platter Large (28 pcs) with extra wasabi', 29)).toEqual([
      'Sushi Platter Large (28 pcs)',
      'with extra wasabi',
    ]);
    expect(wrap('Supercalifragilisticexpialidocious roll', 10)).toEqual([
      'Supercalif',
      'ragilistic',
      'expialidoc',
      'ious roll',
    ]);
  });
});
