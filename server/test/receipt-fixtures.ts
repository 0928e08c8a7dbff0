import type { TReceiptInput } from '../src/modules/receipts/render';

const restaurant = {
  name: 'Hana Sushi & Thai',
  address: 'Baslerstrasse 24, 4600 Olten',
  phone: '+41 62 212 34 56',
};

export const deliveryWithDiscount: TReceiptInput = {
  restaurant,
  timeZone: 'Europe/Zurich',
  order: {
    id: 'k3v7q2m9x4b6n8c5',
    orderNumber: 17,
    kind: 'MENU',
    orderType: 'DELIVERY',
    createdAt: new Date('2026-11-20T17:42:00Z'),
    asap: true,
    requestedAt: new Date('2026-11-20T18:27:00Z'),
    committedReadyAt: new Date('2026-11-20T18:42:00Z'),
    customer: {
      firstName: 'Anna',
      lastName: 'Muster',
      phone: '+41 79 123 45 67',
      email: 'anna@example.ch',
      street: 'Hauptgasse',
      streetNo: '12a',
      plz: '4600',
      city: 'Olten',
    },
    specialInstructions: 'Please ring twice, the bell on the left side of the door does not work.',
    items: [
      { name: 'Green Curry Chicken', quantity: 2, unitPriceRappen: 2450 },
      {
        name: 'Sushi Platter Large (28 pcs) with extra wasabi and pickled ginger',
        quantity: 1,
        unitPriceRappen: 5500,
      },
      { name: 'Jasmine Rice', quantity: 1, unitPriceRappen: 400 },
    ],
    subtotalRappen: 10800,
    discountPercentTenths: 125,
    discountRappen: 1350,
    deliveryFeeRappen: 500,
    cardFeeRappen: 246,
    totalRappen: 10196,
    vatPercentTenths: 26,
    vatRappen: 258,
    paymentMethod: 'CARD',
    paymentStatus: 'SUCCEEDED',
    status: 'CONFIRMED',
  },
};

export const buffetTakeaway: TReceiptInput = {
  restaurant,
  timeZone: 'Europe/Zurich',
  order: {
    ...deliveryWithDiscount.order,
    id: 'a2b3c4d5e6f7g2h3',
    orderNumber: 3,
    kind: 'BUFFET',
    orderType: 'TAKEAWAY',
    createdAt: new Date('2026-07-03T10:05:00Z'),
    asap: false,
    requestedAt: new Date('2026-07-03T10:30:00Z'),
    committedReadyAt: null,
    specialInstructions: null,
    items: [
      { name: 'Buffet Box Large', quantity: 2, unitPriceRappen: 1990 },
      { name: 'Buffet Soup Cup', quantity: 1, unitPriceRappen: 550 },
    ],
    subtotalRappen: 4530,
    discountPercentTenths: 0,
    discountRappen: 0,
    deliveryFeeRappen: 0,
    cardFeeRappen: 0,
    totalRappen: 4530,
    vatRappen: 115,
    paymentMethod: 'CASH',
    paymentStatus: 'NOT_REQUIRED',
  },
};
