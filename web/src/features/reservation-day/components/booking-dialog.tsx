import { addDays } from '@app/shared/calendar-day';
import type { TDayBooking, TReservationDay } from '@app/shared/reservation-day';
import { instantToZonedLocal } from '@app/shared/zoned-time';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Divider,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { Suspense, useState } from 'react';
import { ReservationHistory } from '@/features/reservations/public';
import { useAdminT } from '@/i18n/use-i18n';
import { notifySuccess, serverMessage } from '@/lib/toast';
import { useMarkNoShow, useMoveToTables, useMoveToTime, useSetArrived } from '../api/day-actions';
import { barState, tableChoices, timeChoices } from '../timeline-layout';
import { useBookingName } from './day-timeline';

/**
 * A booking tapped on the timeline: its details, its tables (free ones first), a new time the same day,
 * arrived or no-show, and the booking's history when asked for. Each action goes through the existing routes;
 * a refusal (a table taken, a closed time) stays in the dialog in the server's words, which name the table.
 */
export function BookingDialog({
  day,
  booking,
  onClose,
}: {
  day: TReservationDay;
  /** The dialog is open while set (give it a key per opening). */
  booking: TDayBooking | null;
  onClose: () => void;
}) {
  const t = useAdminT();
  const nameOf = useBookingName();
  const tables = useMoveToTables();
  const time = useMoveToTime();
  const noShow = useMarkNoShow();
  const arrived = useSetArrived();
  const [chosen, setChosen] = useState<string[]>(() => (booking?.tableIds ?? []).map(String));
  const [newTime, setNewTime] = useState<string | null>(booking?.time ?? null);
  const [failure, setFailure] = useState<string | null>(null);
  // Loaded (code and data) only when staff open it.
  const [showHistory, setShowHistory] = useState(false);
  const busy = tables.isPending || time.isPending || noShow.isPending || arrived.isPending;

  async function run(action: () => Promise<unknown>, done: string) {
    if (busy) return;
    setFailure(null);
    try {
      await action();
      notifySuccess(done);
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? t('day.actionFailed'));
    }
  }

  const state = booking ? barState(booking) : null;
  // Arrived and no-show are for confirmed bookings of today's service (today, or last night's still at the
  // table after midnight), as on the reservations list; a no-show only once its time has come (the server
  // says so too). A booking days ahead offers neither.
  const now = instantToZonedLocal(new Date());
  const today = now.slice(0, 10);
  const started = booking ? `${day.date}T${booking.time}` <= now.slice(0, 16) : false;
  const inService = day.date === today || (day.date === addDays(today, -1) && started);
  const confirmed = booking?.status === 'CONFIRMED' && inService;
  const choices = booking ? tableChoices(day, booking) : [];

  return (
    <Modal
      opened={booking !== null}
      onClose={() => {
        if (!busy) onClose();
      }}
      title={booking ? t('day.dialogTitle', { name: nameOf(booking) }) : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {booking && state ? (
        <Stack gap="sm">
          <Group gap="xs">
            <Text fw={600}>{t('day.when', { from: booking.time, to: booking.endTime })}</Text>
            <Text>· {t('day.people', { count: booking.numberOfPeople })}</Text>
            <Badge variant="light" color={STATE_COLOR[state]}>
              {t(`day.state.${state}`)}
            </Badge>
            {booking.walkIn ? (
              <Badge variant="outline" color="gray">
                {t('day.walkIn')}
              </Badge>
            ) : null}
          </Group>
          {booking.phone ? (
            <Text size="sm">
              {t('day.phone')}:{' '}
              <Anchor href={`tel:${booking.phone.replace(/\s/g, '')}`}>{booking.phone}</Anchor>
            </Text>
          ) : null}
          {booking.specialRequests ? (
            <Text size="sm">
              {t('day.requests')}: {booking.specialRequests}
            </Text>
          ) : null}

          {confirmed ? (
            <Group gap="xs">
              <Button
                color="green"
                variant={booking.arrivedAt ? 'default' : 'filled'}
                disabled={busy}
                onClick={() =>
                  void run(
                    () => arrived.mutateAsync({ id: booking.id, arrived: !booking.arrivedAt }),
                    t('day.arrivedSaved'),
                  )
                }
              >
                {booking.arrivedAt ? t('day.undoArrived') : t('day.markArrived')}
              </Button>
              {booking.arrivedAt || !started ? null : (
                <Button
                  color="gray"
                  variant="outline"
                  disabled={busy}
                  onClick={() => void run(() => noShow.mutateAsync(booking.id), t('day.noShowSaved'))}
                >
                  {t('day.markNoShow')}
                </Button>
              )}
            </Group>
          ) : null}

          <Divider />
          <Checkbox.Group
            label={t('day.tables')}
            description={t('day.tablesHint')}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setFailure(null);
            }}
          >
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs" mt={6}>
              {choices.map((table) => (
                <Checkbox
                  key={table.id}
                  value={String(table.id)}
                  label={t('day.tableChoice', { name: table.name, seats: table.seats })}
                  description={table.free ? undefined : t('day.tableTaken')}
                  disabled={busy}
                />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button
              variant="light"
              disabled={busy}
              loading={tables.isPending}
              onClick={() =>
                void run(
                  () => tables.mutateAsync({ id: booking.id, tableIds: chosen.map(Number) }),
                  t('day.tablesSaved'),
                )
              }
            >
              {t('day.saveTables')}
            </Button>
          </Group>

          <Divider />
          <Group align="flex-end" gap="xs">
            <Select
              label={t('day.newTime')}
              data={timeChoices(day, booking)}
              value={newTime}
              onChange={(value) => {
                setNewTime(value);
                setFailure(null);
              }}
              allowDeselect={false}
              maxDropdownHeight={240}
              w={140}
              disabled={busy}
            />
            <Button
              variant="light"
              disabled={busy || !newTime || newTime === booking.time}
              loading={time.isPending}
              onClick={() => {
                if (newTime)
                  void run(
                    () => time.mutateAsync({ id: booking.id, date: day.date, time: newTime }),
                    t('day.moved', { time: newTime }),
                  );
              }}
            >
              {t('day.move')}
            </Button>
          </Group>

          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}

          <Divider />
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={showHistory}
              onClick={() => setShowHistory((open) => !open)}
            >
              {t('history.title')}
            </Button>
          </Group>
          {showHistory ? (
            <Suspense fallback={<Loader size="xs" aria-label={t('history.loading')} />}>
              <ReservationHistory id={booking.id} />
            </Suspense>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

const STATE_COLOR = { REQUESTED: 'yellow', CONFIRMED: 'blue', ARRIVED: 'green', NO_SHOW: 'gray' } as const;
