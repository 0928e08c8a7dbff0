import { busyMinutesAt } from '@app/shared/service-status';
import {
  Alert,
  Button,
  Center,
  Chip,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import toolbar from '@/components/compact-toolbar.module.css';
import { useOrderRules } from '@/features/cart/public';
import { IncomingCard } from '@/features/incoming/components/incoming-card';
import { ThisScreen } from '@/features/incoming/components/this-screen';
import {
  ALL_CARDS,
  CARD_FILTERS,
  cardKey,
  prepBaseMinutes,
  type TCardFilter,
} from '@/features/incoming/incoming-logic';
import { useIncoming } from '@/features/incoming/use-incoming';
import { PrintProblemsBanner } from '@/features/printing/public';
import { PushControl } from '@/features/push/push-control';
import { useServiceStatus } from '@/features/service-status/api/service-status';
import { ServiceControls } from '@/features/service-status/components/service-controls';
import { SoldOutQuickList } from '@/features/sold-out/components/sold-out-quick-list';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import classes from './incoming-page.module.css';
import { IncomingPass } from './incoming-pass';

/** Spec section 8: the title of the banner over a failed poll, in the current language. */
export function incomingFailureText(): string {
  return tAdmin('incoming.failure');
}

/**
 * Whether alerts can be heard. Both texts share one grid cell, so the switch on the first click changes
 * nothing in the layout (a shift under the pointer would turn that click into a miss).
 */
function SoundHint({ on }: { on: boolean }) {
  const t = useAdminT();
  return (
    <Text size="xs" c="dimmed" style={{ display: 'grid' }}>
      <span style={{ gridArea: '1 / 1', visibility: on ? 'hidden' : 'visible' }}>
        {t('incoming.soundBlocked')}
      </span>
      <span style={{ gridArea: '1 / 1', visibility: on ? 'visible' : 'hidden' }}>
        {t('incoming.soundOn')}
      </span>
    </Text>
  );
}

/**
 * /admin and /admin/incoming (spec section 2): new orders and reservations, confirmed or cancelled here,
 * the most urgent first. Above them one compact toolbar (service controls, the sold-out quick list, the
 * filters, this screen's name and sound, notifications), so that on a tablet of 1024×768 the first card
 * is in full view without scrolling; a control's panel opens on a row of its own when asked for.
 */
export function IncomingPage() {
  const t = useAdminT();
  const [filter, setFilter] = useState<TCardFilter>(ALL_CARDS);
  const incoming = useIncoming(filter);
  const service = useServiceStatus();
  const busyMinutes = busyMinutesAt(service.data, new Date());
  const rules = useOrderRules();

  return (
    <Stack gap="sm">
      <Title order={1} fz="h3">
        {t('incoming.title')}
      </Title>

      <PrintProblemsBanner />
      <div className={toolbar.toolbar}>
        <ServiceControls />
        <SoldOutQuickList />
        <Group gap={6} role="group" aria-label={t('incoming.filters')}>
          {CARD_FILTERS.map(({ kind, label }) => (
            <Chip
              key={kind}
              size="sm"
              checked={filter[kind]}
              onChange={(checked) => setFilter((current) => ({ ...current, [kind]: checked }))}
            >
              {t(label)}
            </Chip>
          ))}
        </Group>
        <ThisScreen screen={incoming.screen} soundReady={incoming.soundReady} />
        {/* Muted, this screen's line says so: "Sound alerts are on" would be wrong. */}
        {incoming.soundSupported && !incoming.screen.muted && <SoundHint on={!incoming.soundBlocked} />}
        <PushControl />
      </div>

      {incoming.hiddenRinging > 0 && (
        // The filters hide a card that rings (spec section 4): say why the screen rings, and offer both ways out.
        <Alert color="yellow" variant="light" role="status">
          <Group gap="sm" justify="space-between">
            <Text size="sm">{t('incoming.hiddenRinging', { count: incoming.hiddenRinging })}</Text>
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={() => setFilter(ALL_CARDS)}>
                {t('incoming.showAll')}
              </Button>
              <Button size="xs" variant="subtle" onClick={incoming.silenceHidden}>
                {t('incoming.silenceHidden')}
              </Button>
            </Group>
          </Group>
        </Alert>
      )}

      <IncomingPass />

      {incoming.error && (
        <Alert color="red" title={t('incoming.failure')} role="alert">
          {incoming.error}
        </Alert>
      )}

      {incoming.connecting ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" aria-hidden="true" />
            <Text role="status">{t('incoming.connecting')}</Text>
          </Group>
        </Center>
      ) : incoming.cards && incoming.visible.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          {t('incoming.empty')}
        </Text>
      ) : (
        <div className={classes.cards}>
          {incoming.visible.map((card) => {
            const key = cardKey(card);
            return (
              <IncomingCard
                key={key}
                card={card}
                ringing={incoming.ringing.has(key)}
                pending={incoming.pending.has(key)}
                onConfirm={(extra) => void incoming.confirm(card, extra)}
                onCancel={() => void incoming.cancel(card)}
                onSeen={() => void incoming.seen(card)}
                onSilence={() => incoming.silence(card)}
                busyMinutes={busyMinutes}
                prepBase={prepBaseMinutes(card, rules)}
                newest={key === incoming.newest}
              />
            );
          })}
        </div>
      )}

      <VisuallyHidden aria-live="polite">{incoming.announcement}</VisuallyHidden>
    </Stack>
  );
}
