import { addDays, restaurantToday } from '@app/shared/calendar-day';
import { LOCALE_OF } from '@app/shared/languages';
import type { TDayBooking } from '@app/shared/reservation-day';
import { instantToZonedLocal } from '@app/shared/zoned-time';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useAdminT, useLanguage } from '@/i18n/use-i18n';
import { useReservationDay } from '../api/get-day';
import { BookingDialog } from './booking-dialog';
import { DayLegend, DayTimeline } from './day-timeline';
import { WalkInDialog } from './walk-in-dialog';

/** 'Friday, 4 December 2026' in the staff's Swiss locale, for a restaurant-local date. */
function longDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/**
 * The day on one screen (docs/decisions/027): a date (today first), the bookings by table and time with the
 * seats booked per quarter hour, a booking's dialog to move it, and a walk-in in two taps. Refetched on
 * every live event about reservations, like the lists.
 */
export function DayScreen({ tablesPath }: { tablesPath: string }) {
  const t = useAdminT();
  const language = useLanguage();
  const today = restaurantToday();
  const [date, setDate] = useState(today);
  const day = useReservationDay(date);
  const [open, setOpen] = useState<{ booking: TDayBooking; key: number } | null>(null);
  const [walkIn, setWalkIn] = useState(false);
  const data = day.data?.date === date ? day.data : undefined;
  const dateText = longDate(date, LOCALE_OF[language]);
  // The dialog shows the booking as the day's latest answer has it (a live change while it is open).
  // Today: from a little before now; another day: from its first booking.
  const nowMinute = (() => {
    const local = instantToZonedLocal(new Date());
    return Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
  })();
  const focusMinute = date === today ? Math.max(0, nowMinute - 30) : (data?.bookings[0]?.startMinute ?? null);
  const current = open ? (data?.bookings.find((b) => b.id === open.booking.id) ?? open.booking) : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={0}>
          <Title order={1} fz="h2">
            {t('day.title')}
          </Title>
          <Text c="dimmed" size="sm">
            {dateText}
          </Text>
        </Stack>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Button variant="default" aria-label={t('day.previous')} onClick={() => setDate(addDays(date, -1))}>
            ‹
          </Button>
          <TextInput
            type="date"
            label={t('day.date')}
            value={date}
            onChange={(event) => {
              if (event.currentTarget.value) setDate(event.currentTarget.value);
            }}
            w={160}
          />
          <Button variant="default" aria-label={t('day.next')} onClick={() => setDate(addDays(date, 1))}>
            ›
          </Button>
          <Button variant="default" onClick={() => setDate(today)} disabled={date === today}>
            {t('day.today')}
          </Button>
          {date === today ? (
            <Button size="md" onClick={() => setWalkIn(true)}>
              {t('day.walkIn')}
            </Button>
          ) : null}
        </Group>
      </Group>

      {day.isError && !data ? (
        <ErrorAlert
          title={t('day.loadFailed')}
          message={day.error.message}
          onRetry={() => void day.refetch()}
          retrying={day.isFetching}
        />
      ) : !data ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('day.loading')} size="sm" />
        </Center>
      ) : (
        <>
          {data.tables.every((table) => !table.active) ? (
            <Alert color="blue" variant="light">
              <Group gap="xs">
                <Text size="sm">{t('day.noTables')}</Text>
                <Anchor component={Link} to={tablesPath} fw={600} size="sm">
                  {t('day.setUpTables')}
                </Anchor>
              </Group>
            </Alert>
          ) : null}
          {data.opening.length === 0 ? <Text c="dimmed">{t('day.closed')}</Text> : null}
          {data.bookings.length === 0 ? <Text c="dimmed">{t('day.noBookings')}</Text> : null}
          {data.quarters.length > 0 ? (
            <>
              <DayTimeline
                day={data}
                caption={t('day.caption', { date: dateText })}
                focusMinute={focusMinute}
                onOpen={(booking) => setOpen((o) => ({ booking, key: (o?.key ?? 0) + 1 }))}
              />
              <DayLegend />
            </>
          ) : null}
          <BookingDialog key={open?.key ?? 0} day={data} booking={current} onClose={() => setOpen(null)} />
        </>
      )}
      <WalkInDialog opened={walkIn} day={data} onClose={() => setWalkIn(false)} />
    </Stack>
  );
}
