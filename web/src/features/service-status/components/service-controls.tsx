import {
  BUSY_EXTRA_MINUTES,
  BUSY_FOR_MINUTES,
  PAUSE_MINUTES,
  type TServiceStatusView,
} from '@app/shared/service-status';
import { Alert, Button, Group, List, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import toolbar from '@/components/compact-toolbar.module.css';
import { useServiceStatus, useUpdateServiceStatus } from '@/features/service-status/api/service-status';
import {
  busyBannerText,
  busyBody,
  busyOffBody,
  changeText,
  PAUSE_TARGETS,
  pauseBody,
  pausedBannerText,
  resumeBody,
  type TPauseTarget,
} from '@/features/service-status/service-status-logic';
import { formatServiceTime } from '@/features/service-status/service-time';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { orderTypeLabel } from '@/lib/order-labels';
import { serverMessage } from '@/lib/toast';

type TPanel = 'pause' | 'busy' | null;

const targetLabel = (target: TPauseTarget) =>
  target === 'BOTH' ? tAdmin('service.both') : orderTypeLabel(target);

/**
 * The incoming screen's service controls: pause online orders (15 / 30 / 60 min or until the
 * next opening, delivery, takeaway or both) and busy mode (+15 / +30 min for 30 / 60 / 120 min), each in
 * two taps; a banner while active with its way back; the latest changes on request. Three buttons in the
 * screen's toolbar (compact-toolbar.module.css): a banner or an open panel takes the row of its own.
 */
export function ServiceControls() {
  const query = useServiceStatus();
  if (!query.data) return null;
  return <Controls status={query.data} />;
}

function Controls({ status }: { status: TServiceStatusView }) {
  const t = useAdminT();
  const update = useUpdateServiceStatus();
  const [panel, setPanel] = useState<TPanel>(null);
  const [target, setTarget] = useState<TPauseTarget>('BOTH');
  const [extra, setExtra] = useState<number>(BUSY_EXTRA_MINUTES[0]);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const historyId = useId();
  const pending = update.isPending;
  const paused = pausedBannerText(status);
  const busy = busyBannerText(status);

  async function send(body: Parameters<typeof update.mutateAsync>[0]) {
    setError(null);
    try {
      await update.mutateAsync(body);
      setPanel(null);
    } catch (failure) {
      setError(serverMessage(failure) ?? t('service.failed'));
    }
  }
  const toggle = (next: Exclude<TPanel, null>) => setPanel((open) => (open === next ? null : next));

  const open = panel !== null || historyOpen || status.autoPaused || paused !== null || busy !== null;

  return (
    <section aria-label={t('service.title')} className={toolbar.control} data-open={open || undefined}>
      {status.autoPaused && (
        // The automatic pause: no resume button; it resumes by itself once an incoming screen is back.
        <Alert color="red" variant="light" p="xs" role="status" className={toolbar.row}>
          <Text fw={700} size="sm">
            {t('service.autoPaused')}
          </Text>
        </Alert>
      )}
      {paused && (
        <Alert color="red" variant="light" p="xs" role="status" className={toolbar.row}>
          <Group justify="space-between" gap="xs">
            <Text fw={700} size="sm">
              {paused}
            </Text>
            <Button
              size="compact-md"
              color="red"
              onClick={() => void send(resumeBody(status))}
              loading={pending}
            >
              {t('service.resume')}
            </Button>
          </Group>
        </Alert>
      )}
      {busy && (
        <Alert color="orange" variant="light" p="xs" role="status" className={toolbar.row}>
          <Group justify="space-between" gap="xs">
            <Text fw={700} size="sm">
              {busy}
            </Text>
            <Button
              size="compact-md"
              color="orange"
              // Filled, with the theme's dark text: orange text on the banner's pale orange read at 2.6:1.
              variant="filled"
              onClick={() => void send(busyOffBody(status))}
              loading={pending}
            >
              {t('service.busyEnd')}
            </Button>
          </Group>
        </Alert>
      )}

      <Button
        variant={panel === 'pause' ? 'filled' : 'default'}
        aria-expanded={panel === 'pause'}
        onClick={() => toggle('pause')}
      >
        {t('service.pause')}
      </Button>
      <Button
        variant={panel === 'busy' ? 'filled' : 'default'}
        aria-expanded={panel === 'busy'}
        onClick={() => toggle('busy')}
      >
        {t('service.busy')}
      </Button>
      <Button
        variant="subtle"
        color="gray"
        aria-expanded={historyOpen}
        aria-controls={historyOpen ? historyId : undefined}
        onClick={() => setHistoryOpen((open) => !open)}
      >
        {t('service.history')}
      </Button>

      {panel === 'pause' && (
        <Stack gap={6} role="group" aria-label={t('service.pause')} className={toolbar.row}>
          <SegmentedControl
            aria-label={t('service.types')}
            value={target}
            onChange={(value) => setTarget(value as TPauseTarget)}
            data={PAUSE_TARGETS.map((value) => ({ value, label: targetLabel(value) }))}
          />
          <Group gap={6}>
            {PAUSE_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                color="red"
                disabled={pending}
                onClick={() => void send(pauseBody(status, target, { minutes }))}
              >
                {t('service.minutes', { minutes })}
              </Button>
            ))}
            {status.nextOpeningAt && (
              <Button
                color="red"
                variant="light"
                disabled={pending}
                onClick={() =>
                  status.nextOpeningAt &&
                  void send(pauseBody(status, target, { until: status.nextOpeningAt }))
                }
              >
                {t('service.untilNextOpening', { time: formatServiceTime(status.nextOpeningAt) })}
              </Button>
            )}
          </Group>
        </Stack>
      )}

      {panel === 'busy' && (
        <Stack gap={6} role="group" aria-label={t('service.busy')} className={toolbar.row}>
          <SegmentedControl
            aria-label={t('service.busyExtra')}
            value={String(extra)}
            onChange={(value) => setExtra(Number(value))}
            data={BUSY_EXTRA_MINUTES.map((minutes) => ({
              value: String(minutes),
              label: `+${minutes} min`,
            }))}
          />
          <Group gap={6}>
            {BUSY_FOR_MINUTES.map((minutes) => (
              <Button
                key={minutes}
                color="orange"
                disabled={pending}
                onClick={() => void send(busyBody(status, extra, minutes))}
              >
                {t('service.busyFor', { minutes })}
              </Button>
            ))}
          </Group>
        </Stack>
      )}

      {error && (
        <Text size="sm" c="red" role="alert" className={toolbar.row}>
          {error}
        </Text>
      )}

      {historyOpen && (
        <div id={historyId} className={toolbar.row}>
          {status.history.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('service.historyEmpty')}
            </Text>
          ) : (
            <List size="sm" spacing={2} aria-label={t('service.history')}>
              {status.history.map((change) => (
                <List.Item key={`${change.at}-${change.by}`}>
                  <Text span c="dimmed" size="sm">
                    {formatServiceTime(change.at)} · {change.by}:
                  </Text>{' '}
                  {changeText(change)}
                </List.Item>
              ))}
            </List>
          )}
        </div>
      )}
    </section>
  );
}
