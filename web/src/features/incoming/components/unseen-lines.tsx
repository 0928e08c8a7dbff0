import type { TIncomingCard } from '@app/shared/admin-orders';
import { Text } from '@mantine/core';
import { autoCancelText, escalationText } from '@/features/incoming/unseen-lines';

/** A card's escalations and its automatic cancellation time (unseen orders); nothing when neither applies. */
export function UnseenLines({ card }: { card: Pick<TIncomingCard, 'escalations' | 'autoCancelAt'> }) {
  const escalations = escalationText(card.escalations);
  const cancels = autoCancelText(card.autoCancelAt);
  return (
    <>
      {escalations && (
        <Text size="sm" fw={600}>
          {escalations}
        </Text>
      )}
      {cancels && (
        <Text size="sm" c="red.9">
          {cancels}
        </Text>
      )}
    </>
  );
}
