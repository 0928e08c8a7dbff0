import { API } from '@app/shared/api-paths';
import type { TOrderKind } from '@app/shared/order-kind';
import { type TStaffQuoteRequest, ZStaffQuoteSchema } from '@app/shared/staff-entry';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';
import { orderLine, type TOrderForm } from '../staff-order-logic';

/**
 * What the server needs to price the order being taken: its lines, type, payment, the codes given and,
 * for a delivery, the postcode (its zone's fee). Null while the cart is empty: nothing to price.
 */
export function quoteRequest(form: TOrderForm): TStaffQuoteRequest | null {
  if (form.lines.length === 0) return null;
  const promoCode = form.promoCode.trim();
  const voucherCode = form.voucherCode.trim();
  const base = {
    orderType: form.orderType,
    paymentMethod: form.paymentMethod,
    plz: form.orderType === 'DELIVERY' ? form.customer.plz.trim() : '',
    // Judged as the order will judge them: the quote takes them off, or says why it would not.
    ...(promoCode ? { promoCode } : {}),
    ...(voucherCode ? { voucherCode } : {}),
  };
  return form.kind === 'MENU'
    ? { ...base, items: form.lines.map((line) => ({ menuItemId: line.id, ...orderLine(line) })) }
    : { ...base, items: form.lines.map((line) => ({ buffetItemId: line.id, ...orderLine(line) })) };
}

/**
 * POST /api/admin/orders/quote or /api/admin/buffet-orders/quote: the caller's total (sale, delivery fee,
 * TWINT fee) priced by the server exactly as the order will be, so what staff read out is what is charged.
 */
export function getStaffQuote(kind: TOrderKind, body: TStaffQuoteRequest, signal?: AbortSignal) {
  return apiPost(API.adminOrderQuoteOf(kind), { body, schema: ZStaffQuoteSchema, signal });
}

export function staffQuoteQueryOptions(kind: TOrderKind, body: TStaffQuoteRequest) {
  return queryOptions({
    queryKey: ['admin', 'staff-order', 'quote', kind, body],
    queryFn: ({ signal }) => getStaffQuote(kind, body, signal),
    // The sale or a fee may change while the caller is on the line: asked again after a minute.
    staleTime: 60_000,
    retry: false,
  });
}

/** The quote of the order being taken; the last one stays shown while the next is on its way. */
export function useStaffQuote(form: TOrderForm) {
  const body = quoteRequest(form);
  return useQuery({
    ...staffQuoteQueryOptions(form.kind, body ?? { orderType: 'TAKEAWAY', paymentMethod: 'CASH', items: [] }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
