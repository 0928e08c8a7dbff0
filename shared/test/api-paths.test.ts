import { describe, expect, it } from 'vitest';
import { API, apiPath, ROUTE } from '../src/api-paths';
import { ORDER_KIND, ORDER_KINDS, orderKindOfIncoming } from '../src/order-kind';

describe('order kind', () => {
  it('spells every segment the spec names from one table', () => {
    expect(ORDER_KINDS.map((k) => ROUTE.orders(k))).toEqual(['/api/orders', '/api/buffet-orders']);
    expect(ORDER_KINDS.map((k) => ROUTE.paymentIntent(k))).toEqual([
      '/api/payments/customer-orders/:id/intent',
      '/api/payments/buffet-orders/:id/intent',
    ]);
    expect(ORDER_KINDS.map((k) => ROUTE.incomingAction(ORDER_KIND[k].incoming, 'seen'))).toEqual([
      '/api/admin/menu-orders/:id/seen',
      '/api/admin/buffet-orders/:id/seen',
    ]);
    expect(ORDER_KINDS.map((k) => ORDER_KIND[k].trackPage)).toEqual(['/track', '/track-buffet']);
  });

  it('maps an incoming card back to its order kind', () => {
    expect(orderKindOfIncoming('menu')).toBe('MENU');
    expect(orderKindOfIncoming('buffet')).toBe('BUFFET');
    expect(orderKindOfIncoming('reservation')).toBeNull();
  });
});

describe('API paths', () => {
  it('fills route patterns with encoded parameters', () => {
    expect(apiPath(ROUTE.adminOrderStatus('BUFFET'), { id: 'a/b' })).toBe(
      '/api/admin/buffet-orders/a%2Fb/status',
    );
    expect(() => apiPath(ROUTE.adminUser, {})).toThrow(/:id/);
  });

  it('builds the paths the web calls', () => {
    expect(API.orderOf('MENU', 'x')).toBe('/api/orders/x');
    expect(API.orderOf('BUFFET', 'x')).toBe('/api/buffet-orders/x');
    expect(API.paymentIntentOf('MENU', 'x')).toBe('/api/payments/customer-orders/x/intent');
    expect(API.adminIncomingAction('reservation', 'x', 'cancel')).toBe(
      '/api/admin/reservation-orders/x/cancel',
    );
    expect(API.adminOrderReceiptOf('BUFFET', 'x')).toBe('/api/admin/buffet-orders/x/receipt');
    expect(API.adminUser(7)).toBe('/api/admin/users/7');
    expect(API.ordersTrackOf('BUFFET')).toBe('/api/buffet-orders/track');
  });
});
