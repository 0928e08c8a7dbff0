import {
  Alert,
  Center,
  Chip,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { IncomingCard } from '@/features/incoming/components/incoming-card';
import { ALL_CARDS, CARD_FILTERS, cardKey, type TCardFilter } from '@/features/incoming/incoming-logic';
import { useIncoming } from '@/features/incoming/use-incoming';
import { PushControl } from '@/features/push/push-control';

export const INCOMING_FAILURE_TEXT =
  "Couldn't load incoming cards. Check admin auth/CSRF/CORS and the /admin incoming endpoint.";

/**
 * Whether alerts can be heard. Both texts share one grid cell, so the switch on the first click changes
 * nothing in the layout (a shift under the pointer would turn that click into a miss).
 */
function SoundHint({ on }: { on: boolean }) {
  return (
    <Text size="sm" c="dimmed" style={{ display: 'grid' }}>
      <span style={{ gridArea: '1 / 1', visibility: on ? 'hidden' : 'visible' }}>
        Sound alerts start after your first click or key press on this page.
      </span>
      <span style={{ gridArea: '1 / 1', visibility: on ? 'visible' : 'hidden' }}>Sound alerts are on.</span>
    </Text>
  );
}

/** /admin and /admin/incoming (spec section 2): new orders and reservations, confirmed or cancelled here. */
export function IncomingPage() {
  const [filter, setFilter] = useState<TCardFilter>(ALL_CARDS);
  const incoming = useIncoming(filter);

  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Incoming (NEW)
      </Title>

      <Group gap="xs" role="group" aria-label="Show">
        {CARD_FILTERS.map(({ kind, label }) => (
          <Chip
            key={kind}
            checked={filter[kind]}
            onChange={(checked) => setFilter((current) => ({ ...current, [kind]: checked }))}
          >
            {label}
          </Chip>
        ))}
      </Group>

      {incoming.soundSupported && <SoundHint on={!incoming.soundBlocked} />}
      <PushControl />

      {incoming.error && (
        <Alert color="red" title={INCOMING_FAILURE_TEXT} role="alert">
          {incoming.error}
        </Alert>
      )}

      {incoming.connecting ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" aria-hidden="true" />
            <Text role="status">Connecting…</Text>
          </Group>
        </Center>
      ) : incoming.cards && incoming.visible.length === 0 ? (
        <Text c="dimmed" py="lg" ta="center">
          No new orders or reservations.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
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
                onSilence={() => incoming.silence(card)}
              />
            );
          })}
        </SimpleGrid>
      )}

      <VisuallyHidden aria-live="polite">{incoming.announcement}</VisuallyHidden>
    </Stack>
  );
}
