import type { TOrderKind } from '@app/shared/order-kind';
import type { TTrackedOrder } from '@app/shared/tracked-order';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCart } from '@/features/cart/public';
import { buffetItemsQueryOptions, menuItemsQueryOptions } from '@/features/menu/public';
import { trackedOrderQueryOptions } from '@/features/tracking/api/track-order';
import { reorderLines, type TReorder } from '@/features/tracking/reorder';
import { useT } from '@/i18n/use-i18n';
import { paths } from '@/paths';

export type TOrderSource = { order: TTrackedOrder } | { orderId: string; email: string };

export interface TReorderFlowProps {
  kind: TOrderKind;
  source: TOrderSource;
  /** While the order and today's list are being read (the button shows it). */
  onBusyChange: (busy: boolean) => void;
}

/**
 * What "Order this again" (reorder-button.tsx) does once pressed; its own chunk, on the tracking pages and
 * the thank-you page: fills the cart with the order's items at today's prices (today's menu or buffet list,
 * fetched fresh), leaving out what cannot be ordered today and saying so. A cart that already holds something
 * is replaced only after asking: a re-order means this order again, adding to the cart would double what the
 * diner may already have put back in it, and menu and buffet items cannot be ordered together. Then on to the
 * checkout, unless something had to be left out: then the note stays in sight with the way to the checkout.
 */
export function ReorderFlow({ kind, source, onBusyChange }: TReorderFlowProps) {
  const t = useT();
  const cart = useCart();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState<{ reorder: TReorder; order: TTrackedOrder } | null>(null);
  const [result, setResult] = useState<TReorder | null>(null);

  const fill = (reorder: TReorder, order: TTrackedOrder) => {
    setPending(null);
    cart.clear();
    cart.setOrderType(order.orderType);
    for (const line of reorder.lines) cart.add(line.item, line.quantity);
    if (reorder.missing.length === 0 && reorder.choose.length === 0) navigate(paths.checkout);
    else setResult(reorder);
  };

  const start = async () => {
    onBusyChange(true);
    try {
      const order =
        'order' in source
          ? source.order
          : await queryClient.fetchQuery(trackedOrderQueryOptions(kind, source.orderId, source.email));
      // Today's list, not one a minute old: prices and sold-out switches change.
      const current =
        kind === 'MENU'
          ? await queryClient.fetchQuery({ ...menuItemsQueryOptions(), staleTime: 0 })
          : await queryClient.fetchQuery({ ...buffetItemsQueryOptions(), staleTime: 0 });
      const reorder = reorderLines(order, kind, current);
      if (reorder.lines.length > 0 && cart.lines.length > 0) setPending({ reorder, order });
      else if (reorder.lines.length > 0) fill(reorder, order);
      else setResult(reorder);
    } catch {
      setFailed(true);
    } finally {
      onBusyChange(false);
    }
  };

  // Mounted afresh by each press of the button (reorder-button.tsx).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per press
  useEffect(() => {
    void start();
  }, []);

  return (
    <>
      {failed ? (
        <Alert color="crimson" variant="light" role="alert">
          {t('pages.reorder.failed')}
        </Alert>
      ) : null}
      {result ? (
        <Alert color="yellow" variant="light" role="status">
          <Stack gap="xs" align="flex-start">
            {result.lines.length === 0 ? <Text size="sm">{t('pages.reorder.nothing')}</Text> : null}
            {result.missing.length > 0 ? (
              <Text size="sm">{t('pages.reorder.missing', { names: result.missing.join(', ') })}</Text>
            ) : null}
            {result.choose.length > 0 ? (
              <Text size="sm">
                {t('pages.reorder.chooseAgain', { names: result.choose.join(', ') })}{' '}
                <Link to={paths.menu}>{t('pages.reorder.toMenu')}</Link>
              </Text>
            ) : null}
            {result.lines.length > 0 ? (
              <Button component={Link} to={paths.checkout} size="xs">
                {t('pages.reorder.toCheckout')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={t('pages.reorder.confirmTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('pages.reorder.confirmText', { count: cart.count })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPending(null)}>
              {t('pages.reorder.keep')}
            </Button>
            <Button onClick={() => pending && fill(pending.reorder, pending.order)}>
              {t('pages.reorder.replace')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
