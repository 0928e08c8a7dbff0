import type { TOrderKind } from '@app/shared/order-kind';
import type { TPrinter } from '@app/shared/printing';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { PRINTERS_FRESH_MS, printersQueryOptions } from './api/get-printers';
import { printOrderAgain } from './api/print-order-again';

/**
 * Whether the server prints the customer receipt: a network printer is switched on and prints
 * receipts. A printer set up for kitchen tickets only leaves the receipt to this device, as before.
 */
export function hasNetworkPrinter(printers: readonly TPrinter[] | undefined): boolean {
  return printers?.some((printer) => printer.enabled && printer.copies.includes('RECEIPT')) ?? false;
}

/**
 * Whether the server prints this restaurant's orders, from the cached printer list (read when missing
 * or older than a minute). A failed read counts as "no printer": the device prints, as it always did
 * (spec section 4), rather than nobody.
 */
export async function serverPrints(queryClient: QueryClient): Promise<boolean> {
  try {
    // No retries: a confirmed order waiting seconds for its print would be worse than the device printing.
    const printers = await queryClient.fetchQuery({
      ...printersQueryOptions(),
      staleTime: PRINTERS_FRESH_MS,
      retry: false,
    });
    return hasNetworkPrinter(printers);
  } catch {
    return false;
  }
}

/** What "Print" did: sent to the network printers, or handed to this device's printing. */
export type TPrintRoute = 'server' | 'device';

/**
 * "Print again" on the order lists: with a network printer the server prints the order's copies again;
 * when it answers NO_PRINTER (the last printer went away meanwhile), or without printers, `onDevice`
 * prints here. Other failures are thrown.
 */
export async function printAgain(
  queryClient: QueryClient,
  order: { kind: TOrderKind; id: string },
  onDevice: () => Promise<unknown>,
): Promise<TPrintRoute> {
  if (await serverPrints(queryClient)) {
    try {
      await printOrderAgain(order.kind, order.id);
      return 'server';
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'NO_PRINTER')) throw error;
      // Our list was out of date: read it again next time.
      void queryClient.invalidateQueries({ queryKey: printersQueryOptions().queryKey });
    }
  }
  await onDevice();
  return 'device';
}
