import type { TReservation } from '@app/shared/reservations';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { boldText } from '@/components/rich-text';
import { useMarkArrival } from '@/features/reservations/api/mark-arrival';
import { useUpdateReservationStatus } from '@/features/reservations/api/update-reservation-status';
import { formatReservationTime, guestName } from '@/features/reservations/reservation-list';
import { useAdminT } from '@/i18n/use-i18n';

const HOUR_MS = 3_600_000;
/** A service that runs past midnight: yesterday's late bookings still get their buttons this long after. */
const LATE_SERVICE_MS = 6 * HOUR_MS;

/** The restaurant-local date of an instant, as the lists show it ('24.11.2026'). */
const localDay = (at: Date | string) =>
  formatReservationTime(typeof at === 'string' ? at : at.toISOString()).slice(0, 10);

/**
 * Whether a booking is in today's service: its time is today on the restaurant's clock, or it started
 * within the last hours (a table at 23:30 is still being served at 00:15).
 */
export function inTodaysService(r: Pick<TReservation, 'reservationDateTime'>, now = new Date()): boolean {
  const at = Date.parse(r.reservationDateTime);
  if (Number.isNaN(at)) return false;
  if (at <= now.getTime() && now.getTime() - at <= LATE_SERVICE_MS) return true;
  return localDay(r.reservationDateTime) === localDay(now);
}

/** The guest's history as badges: no-shows first (they matter at the door), then visits; nothing for a first booking. */
export function GuestRecordBadges({ guest }: { guest: TReservation['guest'] }) {
  const t = useAdminT();
  if (!guest || (guest.noShows === 0 && guest.visits === 0)) return null;
  return (
    <Group gap={4} mt={4}>
      {guest.noShows > 0 ? (
        <Badge color="red" variant="light" size="sm">
          {t('reservations.guest.noShows', { count: guest.noShows })}
        </Badge>
      ) : null}
      {guest.visits > 0 ? (
        <Badge color="teal" variant="light" size="sm">
          {t('reservations.guest.visits', { count: guest.visits })}
        </Badge>
      ) : null}
    </Group>
  );
}

/**
 * At the door, for a CONFIRMED booking of today's service: "Arrived" (and "Undo" for a mistaken tap) and,
 * once its time has come, "No-show" after a confirmation (it counts in the guest's history; no email).
 */
export function ReservationServiceActions({ reservation: r }: { reservation: TReservation }) {
  const t = useAdminT();
  const arrival = useMarkArrival();
  const status = useUpdateReservationStatus();
  const [asking, setAsking] = useState(false);
  if (r.status !== 'CONFIRMED' || !inTodaysService(r)) return null;
  const name = guestName(r);
  const started = Date.parse(r.reservationDateTime) <= Date.now();

  if (r.arrivedAt) {
    return (
      <Group gap="xs" mt="xs" wrap="wrap">
        <Text size="sm" fw={600} c="green.9" style={{ whiteSpace: 'nowrap' }}>
          {t('reservations.arrivedAt', { time: formatReservationTime(r.arrivedAt).slice(-5) })}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          aria-label={t('reservations.undoArrivedOf', { name })}
          loading={arrival.isPending}
          onClick={() => arrival.mutate({ id: r.id, arrived: false })}
        >
          {t('reservations.undoArrived')}
        </Button>
      </Group>
    );
  }
  return (
    <>
      {/* Wraps in a narrow status cell (a tablet's stacked rows) rather than cutting the labels. */}
      <Group gap="xs" mt="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          color="green"
          aria-label={t('reservations.markArrivedOf', { name })}
          loading={arrival.isPending}
          onClick={() => arrival.mutate({ id: r.id, arrived: true })}
        >
          {t('reservations.markArrived')}
        </Button>
        {started ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={t('reservations.markNoShowOf', { name })}
            onClick={() => setAsking(true)}
          >
            {t('reservations.markNoShow')}
          </Button>
        ) : null}
      </Group>
      <Modal opened={asking} onClose={() => setAsking(false)} title={t('reservations.noShowTitle')} centered>
        <Stack>
          <Text size="sm">
            {boldText((values) => t('reservations.noShowQuestion', values), {
              name,
              time: formatReservationTime(r.reservationDateTime),
            })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                setAsking(false);
                status.mutate({ id: r.id, status: 'NO_SHOW' });
              }}
            >
              {t('reservations.noShowConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
