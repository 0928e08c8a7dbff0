import type { TTrackedOrder, TTrackingStep } from '@app/shared/tracked-order';
import { Box, Group, Text } from '@mantine/core';
import type { TPublicKey } from '@/i18n/catalogs';
import { useT } from '@/i18n/use-i18n';
import { formatServiceTime } from '../format-time';

const LABEL: Record<TTrackingStep['key'], TPublicKey> = {
  RECEIVED: 'pages.track.step.RECEIVED',
  CONFIRMED: 'pages.track.step.CONFIRMED',
  PREPARING: 'pages.track.step.PREPARING',
  ON_THE_WAY: 'pages.track.step.ON_THE_WAY',
  READY: 'pages.track.step.READY',
  DELIVERED: 'pages.track.step.DELIVERED',
  CANCELLED: 'pages.track.step.CANCELLED',
};

/** The step's words: confirmed names the ready time the kitchen committed to; a pickup is picked up. */
function useStepLabel(order: Pick<TTrackedOrder, 'committedReadyAt' | 'orderType'>) {
  const t = useT();
  return (step: TTrackingStep) => {
    if (step.key === 'CONFIRMED' && step.at && order.committedReadyAt)
      return t('pages.track.step.confirmedAt', { time: formatServiceTime(order.committedReadyAt) });
    if (step.key === 'DELIVERED' && order.orderType === 'TAKEAWAY') return t('pages.track.step.pickedUp');
    // A delivery the kitchen has finished waits for its driver.
    if (step.key === 'READY' && order.orderType === 'DELIVERY') return t('pages.track.step.readyOnItsWay');
    return t(LABEL[step.key]);
  };
}

/**
 * Where the order is: received, confirmed (with the ready time), preparing, on the way or ready,
 * delivered, each with its time once reached; the step it is at is marked for screen readers
 * (aria-current). A cancelled order ends with "Cancelled" in red. An order waiting ready (for its diner
 * or its driver) says since when: "since 12:34".
 */
export function TrackingSteps({ order }: { order: TTrackedOrder }) {
  const t = useT();
  const label = useStepLabel(order);
  const steps = order.steps ?? [];
  if (steps.length === 0) return null;
  const current = steps.reduce((last, step, index) => (step.at ? index : last), 0);
  return (
    <Box component="ol" aria-label={t('pages.track.progress')} m={0} p={0} style={{ listStyle: 'none' }}>
      {steps.map((step, index) => {
        const reached = step.at !== null;
        const cancelled = step.key === 'CANCELLED';
        const color = cancelled ? 'crimson.8' : reached ? 'teal.8' : 'dimmed';
        return (
          <Group
            component="li"
            key={step.key}
            gap="sm"
            wrap="nowrap"
            align="flex-start"
            py={4}
            aria-current={index === current ? 'step' : undefined}
          >
            <Text c={color} fw={700} aria-hidden="true" w="1.2em" ta="center">
              {cancelled ? '✕' : reached ? '✓' : '○'}
            </Text>
            <Text
              c={reached ? (cancelled ? 'crimson.8' : undefined) : 'dimmed'}
              fw={index === current ? 700 : undefined}
              style={{ flex: 1 }}
            >
              {label(step)}
            </Text>
            {step.at ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {step.key === 'READY' && index === current
                  ? t('pages.track.step.since', { time: formatServiceTime(step.at) })
                  : formatServiceTime(step.at)}
              </Text>
            ) : null}
          </Group>
        );
      })}
    </Box>
  );
}
