import { getReceiptText } from './api/get-receipt';
import {
  browserReceiptEnvironment,
  deliverReceipt,
  type TDelivery,
  type TReceiptEnvironment,
} from './deliver-receipt';
import { isPrintable } from './printable';
import { rememberPrinted, type TReceiptKind, wasPrinted } from './printed-ids';

export interface TPrintableOrder {
  kind: TReceiptKind;
  id: string;
  orderNumber: number;
  paymentMethod: Parameters<typeof isPrintable>[0]['paymentMethod'];
  paymentStatus: Parameters<typeof isPrintable>[0]['paymentStatus'];
}

function receiptFileName(order: Pick<TPrintableOrder, 'orderNumber' | 'id'>): string {
  return `order-${order.orderNumber}-${order.id}.txt`;
}

/** Prints one order now (the Print button): fetches its receipt text and hands it on. */
export async function printOrder(
  order: Pick<TPrintableOrder, 'kind' | 'id' | 'orderNumber'>,
  environment: TReceiptEnvironment = browserReceiptEnvironment(),
): Promise<TDelivery> {
  const text = await getReceiptText(order.kind, order.id);
  const delivery = await deliverReceipt(receiptFileName(order), text, environment);
  if (delivery !== 'dismissed') rememberPrinted(order.kind, order.id);
  return delivery;
}

const inFlight = new Set<string>();

/**
 * The automatic print (spec section 4): a paid/printable order this device has not printed yet is
 * printed once; anything else is left alone. Returns what happened, null when nothing was printed.
 */
export async function printOrderOnce(
  order: TPrintableOrder,
  environment?: TReceiptEnvironment,
): Promise<TDelivery | null> {
  const key = `${order.kind}:${order.id}`;
  if (!isPrintable(order) || wasPrinted(order.kind, order.id) || inFlight.has(key)) return null;
  inFlight.add(key);
  try {
    return await printOrder(order, environment);
  } finally {
    inFlight.delete(key);
  }
}
