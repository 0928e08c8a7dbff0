import type { TOrderStatus } from '@app/shared/enums';
import { describe, expect, it } from 'vitest';
import { groupOrders, readyTimeIso, shownDeliveryFee } from './order-groups';

describe('order groups (spec section 4)', () => {
  it('puts orders in Active, Done/Delivered and Cancelled in list order, leaving NEW out', () => {
    const statuses: TOrderStatus[] = [
      'NEW',
      'CONFIRMED',
      'DELIVERED',
      'PREPARING',
      'CANCELLED',
      'ON_THE_WAY',
    ];
    const orders = statuses.map((status, i) => ({ id: String(i), status }));
    const groups = groupOrders(orders);
    expect(groups.active.map((o) => o.status)).toEqual(['CONFIRMED', 'PREPARING', 'ON_THE_WAY']);
    expect(groups.done.map((o) => o.status)).toEqual(['DELIVERED']);
    expect(groups.cancelled.map((o) => o.status)).toEqual(['CANCELLED']);
  });
});

describe('delivery fee shown in the back office (spec section 9)', () => {
  const zones = [
    { postcodes: ['4600'], freeDeliveryFrom: 100 },
    { postcodes: ['4614'], freeDeliveryFrom: null },
  ];
  it.each([
    ['DELIVERY', '4600', 100, 5, 0],
    ['DELIVERY', '4600', 120.5, 5, 0],
    ['DELIVERY', '4600', 99.95, 5, 5],
    ['DELIVERY', '4614', 150, 7, 7],
    ['DELIVERY', '9999', 150, 5, 5],
    ['TAKEAWAY', '', 150, 0, 0],
    ['TAKEAWAY', '', 20, 0, 0],
  ] as const)(
    '%s to %s with discounted items CHF %s and stored fee %s shows %s',
    (orderType, plz, after, fee, shown) => {
      expect(
        shownDeliveryFee(
          {
            orderType,
            itemsSubtotalAfterDiscount: after,
            deliveryFee: fee,
            customerInfo: { address: { plz } },
          },
          zones,
        ),
      ).toBe(shown);
    },
  );
});

describe('ready time', () => {
  it('is the committed time, else the requested time, else none for ASAP', () => {
    expect(readyTimeIso({ committedReadyAt: 'c', asap: true, requestedAt: 'r' })).toBe('c');
    expect(readyTimeIso({ committedReadyAt: null, asap: false, requestedAt: 'r' })).toBe('r');
    expect(readyTimeIso({ committedReadyAt: null, asap: true, requestedAt: 'r' })).toBeNull();
  });
});
