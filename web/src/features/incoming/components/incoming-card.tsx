import { EXTRA_MINUTES, type TIncomingCard } from '@app/shared/admin-orders';
import { chfToRappen, formatRappen } from '@app/shared/money';
import { formatVoucherCode } from '@app/shared/vouchers';
import { Anchor, Badge, Button, Card, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import type { TExtraMinutes } from '@/features/incoming/api/card-actions';
import {
  addressText,
  CARD_COLORS,
  canAddMinutes,
  cardKindLabel,
  cardName,
  cardTimeText,
  needsSeenButton,
  prepNote,
} from '@/features/incoming/incoming-logic';
import { LineOptions } from '@/features/option-groups/public';
import { changeNoteText } from '@/features/reservations/public';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { formatOrderDateTime } from '@/lib/format-order-time';
import { orderTypeLabel, paymentMethodLabel } from '@/lib/order-labels';
import { UnseenLines } from './unseen-lines';

interface TIncomingCardProps {
  card: TIncomingCard;
  ringing: boolean;
  pending: boolean;
  onConfirm: (extraMinutes: TExtraMinutes | null) => void;
  onCancel: () => void;
  onSilence: () => void;
  /** Staff saw a guest's change that asks no decision (see needsSeenButton). */
  onSeen?: () => void;
  /** Busy mode's extra minutes now (0 when off): ASAP confirmations add them. */
  busyMinutes?: number;
  /** The order's preparation base: its type's ASAP minutes and its zone's extra minutes. */
  prepBase: number;
  /** The card that arrived last on the screen: marked, in words too. */
  newest?: boolean;
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

function paymentText(card: TIncomingCard): string | null {
  if (card.totalPrice === null || card.paymentMethod === null) return null;
  const paid = card.paymentStatus === 'SUCCEEDED' ? ` · ${tAdmin('common.paid')}` : '';
  return `${formatRappen(chfToRappen(card.totalPrice))} · ${paymentMethodLabel(card.paymentMethod)}${paid}`;
}

/**
 * What a promo code took off and a gift voucher paid, and so what is left to collect: the front takes
 * only that at pickup or delivery. Null without either.
 */
function codesText(card: TIncomingCard): string | null {
  const parts: string[] = [];
  if (card.promoCode && card.promoDiscount)
    parts.push(
      tAdmin('orders.promo', { code: card.promoCode, amount: formatRappen(chfToRappen(card.promoDiscount)) }),
    );
  if (card.voucherAmount && card.totalPrice !== null) {
    parts.push(
      tAdmin('orders.voucher', {
        code: formatVoucherCode(card.voucherCode ?? ''),
        amount: formatRappen(chfToRappen(card.voucherAmount)),
      }),
      tAdmin('orders.amountDue', {
        amount: formatRappen(chfToRappen(card.totalPrice) - chfToRappen(card.voucherAmount)),
      }),
    );
  }
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** What the guest did through the private link, in the staff's words; null for any other card. */
function guestChangeText(card: TIncomingCard): string | null {
  const change = card.guestChange;
  if (!change) return null;
  if (change.status === 'CANCELLED') return tAdmin('incoming.guestChange.cancelled');
  return tAdmin('incoming.guestChange.changed', { change: change.note ? changeNoteText(change.note) : '' });
}

/**
 * One order or reservation waiting for a decision (spec section 2, Incoming screen), or a guest's change of a
 * booking to acknowledge with Seen.
 */
export function IncomingCard({
  card,
  ringing,
  pending,
  onConfirm,
  onCancel,
  onSilence,
  onSeen,
  busyMinutes = 0,
  prepBase,
  newest = false,
}: TIncomingCardProps) {
  const t = useAdminT();
  const [extra, setExtra] = useState<TExtraMinutes | null>(null);
  const titleId = useId();
  const minutesId = useId();
  const newestId = useId();
  const color = CARD_COLORS[card.kind];
  const name = cardName(card);
  const customer = card.customerInfo;
  const address = addressText(customer.address);
  const payment = paymentText(card);
  const codes = codesText(card);
  const guestChange = guestChangeText(card);
  const seenOnly = needsSeenButton(card);

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      aria-describedby={newest ? newestId : undefined}
      data-newest={newest || undefined}
      withBorder
      padding="sm"
      radius="md"
      style={{
        borderLeft: `6px solid var(--mantine-color-${color}-filled)`,
        // The newest card stands out by a second, outer ring, not only by its badge's words.
        boxShadow: newest ? `0 0 0 2px var(--mantine-color-${color}-filled)` : undefined,
      }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Group gap={6}>
              <Badge color={color} variant="light" w="fit-content">
                {cardKindLabel(card.kind)}
                {card.orderNumber !== null ? ` #${card.orderNumber}` : ''}
              </Badge>
              {newest && (
                <Badge color="dark" variant="filled" w="fit-content" id={newestId}>
                  {t('incoming.newest')}
                </Badge>
              )}
            </Group>
            <Title order={2} size="h4" id={titleId}>
              {card.orderType ? orderTypeLabel(card.orderType) : t('incoming.kind.reservation')}
              <VisuallyHidden component="span">{`, ${name}`}</VisuallyHidden>
            </Title>
          </Stack>
          {ringing && (
            <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
              <Badge color="red" variant="filled" aria-label={t('incoming.ringing')}>
                {t('incoming.ringing')}
              </Badge>
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                onClick={onSilence}
                aria-describedby={titleId}
              >
                {t('incoming.silence')}
              </Button>
            </Group>
          )}
        </Group>

        {guestChange && (
          <Text
            size="sm"
            fw={700}
            bg={`var(--mantine-color-${card.guestChange?.status === 'CANCELLED' ? 'red' : 'blue'}-light)`}
            p={6}
            style={{ borderRadius: 4 }}
          >
            {guestChange}
          </Text>
        )}
        <Group gap="md" style={{ rowGap: 2 }}>
          <Line label={card.kind === 'reservation' ? t('incoming.time') : t('incoming.deliveryTime')}>
            <Text span fw={700}>
              {cardTimeText(card)}
            </Text>
          </Line>
          <Line label={t('incoming.created')}>{formatOrderDateTime(card.createdAt)}</Line>
        </Group>
        {card.numberOfPeople !== null && (
          <Line label={t('common.people')}>
            {card.numberOfPeople}
            {card.overCapacity && (
              <Badge ml="xs" color="red" variant="light" size="sm">
                {t('common.overCapacity')}
              </Badge>
            )}
          </Line>
        )}

        {(card.menuItems.length > 0 || card.buffetItems.length > 0) && (
          <List size="sm" spacing={2} aria-label={t('incoming.items')}>
            {card.menuItems.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a card's lines never change order and may repeat a name
              <List.Item key={`m${index}`}>
                {item.quantity} × {item.menuItemName}
                <LineOptions options={item.options} />
              </List.Item>
            ))}
            {card.buffetItems.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a card's lines never change order and may repeat a name
              <List.Item key={`b${index}`}>
                {item.quantity} × {item.name}
                <LineOptions options={item.options} />
              </List.Item>
            ))}
          </List>
        )}

        <Stack gap={0}>
          <Group gap="sm" style={{ rowGap: 0 }}>
            <Text size="sm" fw={600}>
              {customer.firstName} {customer.lastName}
            </Text>
            {customer.phone && (
              <Anchor size="sm" href={`tel:${customer.phone.replace(/\s+/g, '')}`}>
                {customer.phone}
              </Anchor>
            )}
          </Group>
          {address && <Text size="sm">{address}</Text>}
        </Stack>

        {card.specialInstructions && (
          <Text size="sm" bg="var(--mantine-color-yellow-light)" p={6} style={{ borderRadius: 4 }}>
            <Text span fw={600}>
              {t('incoming.note')}
            </Text>{' '}
            {card.specialInstructions}
          </Text>
        )}
        {payment && <Text size="sm">{payment}</Text>}
        {codes && (
          <Text size="sm" fw={600}>
            {codes}
          </Text>
        )}
        <UnseenLines card={card} />

        {canAddMinutes(card) && (
          <Stack gap={4} role="group" aria-labelledby={minutesId}>
            <Group gap={6}>
              <Text size="sm" fw={600} id={minutesId}>
                {t('incoming.addMinutes')}
              </Text>
              {EXTRA_MINUTES.map((minutes) => (
                <Button
                  key={minutes}
                  size="compact-sm"
                  variant={extra === minutes ? 'filled' : 'default'}
                  aria-pressed={extra === minutes}
                  onClick={() => setExtra((current) => (current === minutes ? null : minutes))}
                  disabled={pending}
                >
                  +{minutes}
                </Button>
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              {prepNote(prepBase, extra, busyMinutes)}
            </Text>
          </Stack>
        )}

        {seenOnly ? (
          <Group gap="xs" mt={4} grow>
            <Button
              color="blue"
              onClick={onSeen}
              disabled={pending}
              loading={pending}
              aria-describedby={titleId}
            >
              {t('incoming.guestChange.seen')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs" mt={4} grow>
            <Button
              color="teal"
              onClick={() => onConfirm(extra)}
              disabled={pending}
              loading={pending}
              aria-describedby={titleId}
            >
              {t('incoming.confirm')}
            </Button>
            <Button
              color="red"
              variant="light"
              onClick={onCancel}
              disabled={pending}
              aria-describedby={titleId}
            >
              {t('common.cancel')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
