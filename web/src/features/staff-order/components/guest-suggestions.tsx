import { chfToRappen, formatRappen } from '@app/shared/money';
import type { TGuest } from '@app/shared/staff-entry';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useAdminT } from '@/i18n/use-i18n';
import { formatOrderDateTime } from '@/lib/format-order-time';
import { useGuests } from '../api/staff-order-api';
import type { TGuestOrder } from '../staff-order-logic';
import classes from './new-order.module.css';

/** How long typing must pause before the lookup asks the server. */
export const GUEST_LOOKUP_DEBOUNCE_MS = 300;

interface TGuestSuggestionsProps {
  /** What to look up (null: too short, or staff closed the list for it). */
  query: string | null;
  id: string;
  onChoose: (guest: TGuest) => void;
  onReorder: (order: TGuestOrder) => void;
  onClose: () => void;
}

function guestName(guest: TGuest): string {
  return [guest.customerInfo.firstName, guest.customerInfo.lastName].filter(Boolean).join(' ');
}

function addressLine(guest: TGuest): string {
  const { street, streetNo, plz, city } = guest.customerInfo.address;
  return [[street, streetNo].filter(Boolean).join(' '), [plz, city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/**
 * Returning guests: the guests the typed phone number or email finds, each with a
 * button that fills in their details and a Re-order button per earlier order. Plain buttons in a list,
 * so Tab and Enter reach every choice.
 */
export function GuestSuggestions({ query, id, onChoose, onReorder, onClose }: TGuestSuggestionsProps) {
  const t = useAdminT();
  const [debounced] = useDebouncedValue(query, GUEST_LOOKUP_DEBOUNCE_MS);
  // A cleared field hides the list at once; a new query waits for the pause.
  const lookup = query === null ? null : debounced;
  const guests = useGuests(lookup);
  if (lookup === null) return null;
  if (guests.isPending) {
    return (
      <Group gap="xs" mt={4} id={id}>
        <Loader size="xs" />
        <Text size="xs" c="dimmed">
          {t('newOrder.guests.searching')}
        </Text>
      </Group>
    );
  }
  if (guests.isError || guests.data.guests.length === 0) return null;
  const list = guests.data.guests;
  return (
    <Paper withBorder p="sm" mt={6} id={id} className={classes.guests} aria-labelledby={`${id}-title`}>
      <Group justify="space-between" mb="xs">
        <Text fw={700} size="sm" id={`${id}-title`} role="status">
          {t('newOrder.guests.found', { count: list.length })}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={onClose}>
          {t('newOrder.guests.close')}
        </Button>
      </Group>
      <ul className={classes.guestList}>
        {list.map((guest) => (
          <li key={`${guest.customerInfo.phone}|${guest.customerInfo.email}`} className={classes.guest}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600}>{guestName(guest)}</Text>
                <Text size="sm">
                  {[guest.customerInfo.phone, guest.customerInfo.email].filter(Boolean).join(' · ')}
                </Text>
                {addressLine(guest) ? <Text size="sm">{addressLine(guest)}</Text> : null}
                <Text size="xs" c="dimmed">
                  {t('newOrder.guests.orderCount', { count: guest.orderCount })}
                </Text>
                {guest.reservations && (guest.reservations.noShows > 0 || guest.reservations.visits > 0) ? (
                  // Their table bookings: a guest who did not come before is worth a word on the phone.
                  <Group gap={4} mt={4}>
                    {guest.reservations.noShows > 0 ? (
                      <Badge color="red" variant="light" size="sm">
                        {t('reservations.guest.noShows', { count: guest.reservations.noShows })}
                      </Badge>
                    ) : null}
                    {guest.reservations.visits > 0 ? (
                      <Badge color="teal" variant="light" size="sm">
                        {t('reservations.guest.visits', { count: guest.reservations.visits })}
                      </Badge>
                    ) : null}
                  </Group>
                ) : null}
              </Stack>
              <Button size="sm" onClick={() => onChoose(guest)}>
                {t('newOrder.guests.use', { name: guestName(guest) })}
              </Button>
            </Group>
            {guest.lastOrders.length > 0 ? (
              <ul className={classes.guestOrders} aria-label={t('newOrder.guests.lastOrders')}>
                {guest.lastOrders.map((order) => (
                  <li key={order.id} className={classes.guestOrder}>
                    <div>
                      <Text size="sm" fw={600}>
                        {t('newOrder.guests.orderLine', {
                          kind: t(order.kind === 'MENU' ? 'newOrder.kind.menu' : 'newOrder.kind.buffet'),
                          number: order.orderNumber,
                          date: formatOrderDateTime(order.createdAt),
                          total: formatRappen(chfToRappen(order.totalPrice)),
                        })}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {order.items
                          .map((item) =>
                            item.options?.length
                              ? `${item.quantity} × ${item.name} (${item.options.map((o) => o.name).join(', ')})`
                              : `${item.quantity} × ${item.name}`,
                          )
                          .join(', ')}
                      </Text>
                    </div>
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => onReorder(order)}
                      aria-label={t('newOrder.guests.reorderLabel', { number: order.orderNumber })}
                    >
                      {t('newOrder.guests.reorder')}
                    </Button>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </Paper>
  );
}
