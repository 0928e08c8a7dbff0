import type { TOrderKind } from '@app/shared/order-kind';
import { Button, Group, Stack } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { lazyModule } from '@/hooks/use-lazy-dialog';
import { useT } from '@/i18n/use-i18n';
import type { TOrderSource, TReorderFlowProps } from './reorder-flow';

const loadFlow = lazyModule(async () => (await import('./reorder-flow')).ReorderFlow);

/**
 * "Order this again" on the tracking pages (with the order they show) and the thank-you
 * page (with the order's id and email, read when pressed). What it does is its own chunk, fetched on
 * the first press (reorder-flow.tsx).
 */
export function ReorderButton({ kind, ...source }: { kind: TOrderKind } & TOrderSource) {
  const t = useT();
  const [Flow, setFlow] = useState<ComponentType<TReorderFlowProps> | null>(null);
  const [press, setPress] = useState(0);
  const [busy, setBusy] = useState(false);
  const [loading, setLoading] = useState(false);

  const start = () => {
    setLoading(true);
    loadFlow().then(
      (component) => {
        setFlow(() => component);
        setPress((count) => count + 1);
        setLoading(false);
      },
      () => setLoading(false),
    );
  };

  return (
    <Stack gap="sm">
      <Group>
        <Button variant="light" onClick={start} loading={busy || loading}>
          {t('pages.reorder.button')}
        </Button>
      </Group>
      {Flow && press > 0 ? <Flow key={press} kind={kind} source={source} onBusyChange={setBusy} /> : null}
    </Stack>
  );
}
