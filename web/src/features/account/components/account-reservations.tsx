import type { TAccountReservation } from '@app/shared/account';
import type { TReservationStatus } from '@app/shared/enums';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useT } from '@/i18n/use-i18n';
import { formatOrderDateTime } from '@/lib/format-order-time';
import { paths } from '@/paths';
import { useAccountReservations } from '../api/get-reservations';
import { SectionLoading, useSessionEndOn } from './section-states';

const STATUS_COLOR: Record<TReservationStatus, string> = {
  REQUESTED: 'yellow',
  CONFIRMED: 'green',
  REJECTED: 'gray',
  CANCELLED: 'gray',
  NO_SHOW: 'gray',
};

function BookingCard({ booking }: { booking: TAccountReservation }) {
  const t = useT();
  const when = formatOrderDateTime(booking.reservationAt);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={700}>{when}</Text>
          <Badge color={STATUS_COLOR[booking.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`pages.manage.status.${booking.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{t('pages.manage.peopleCount', { count: booking.partySize })}</Text>
        {booking.managePath ? (
          <Anchor
            component={Link}
            to={booking.managePath}
            size="sm"
            fw={600}
            aria-label={t('pages.account.bookings.manageLabel', { date: when })}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('pages.account.bookings.manage')}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}

/** "Your table bookings": newest first, with the booking's own page while it can still be changed. */
export function AccountReservations({ onSessionEnded }: { onSessionEnded: () => void }) {
  const t = useT();
  const headingId = useId();
  const bookings = useAccountReservations();
  useSessionEndOn(bookings.error, onSessionEnded);

  let body: ReactNode;
  if (bookings.isPending) body = <SectionLoading label={t('pages.account.bookings.loading')} />;
  else if (bookings.isError)
    body = (
      <ErrorAlert
        message={t('pages.account.bookings.loadFailed')}
        onRetry={() => void bookings.refetch()}
        retrying={bookings.isFetching}
      />
    );
  else if (bookings.data.length === 0)
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>{t('pages.account.bookings.empty')}</Text>
        <Button component={Link} to={paths.reservation} variant="light">
          {t('pages.account.bookings.book')}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {bookings.data.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} />
          </li>
        ))}
      </Stack>
    );

  return (
    <Stack component="section" gap="md" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {t('pages.account.bookings.title')}
      </Title>
      {body}
    </Stack>
  );
}
