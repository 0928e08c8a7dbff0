import { LOCALE_OF, type TLanguage } from '@app/shared/languages';
import { formatLocalDateTime } from '@app/shared/local-time';
import type { TManagedReservation } from '@app/shared/reservation-manage';
import { MAX_PEOPLE, MIN_PEOPLE } from '@app/shared/reservations';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Fieldset,
  Group,
  Loader,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  useCancelReservation,
  useChangeReservation,
  useManageAvailability,
  useManagedReservation,
} from '@/features/reservations/api/manage-reservation';
import { availabilityQuestion, chosenTime, timeOffer } from '@/features/reservations/availability';
import {
  earliestReservationDateTime,
  joinDateTime,
  normalizePeople,
  splitDateTime,
  timeChoices,
} from '@/features/reservations/reservation-form';
import { telHref } from '@/features/restaurant-info/public';
import { useLanguage, useT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { OfferedTimes } from './offered-times';

const STATUS_COLOR: Record<TManagedReservation['status'], string> = {
  REQUESTED: 'yellow',
  CONFIRMED: 'green',
  REJECTED: 'gray',
  CANCELLED: 'gray',
  NO_SHOW: 'gray',
};

/** 'Saturday, 5 December 2026' of a restaurant-local 'YYYY-MM-DD' in the language's Swiss locale. */
function longDate(date: string, language: TLanguage): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : LOCALE_OF[language], {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}

/** The restaurant's phone as a link, or nothing while unknown. */
function PhoneLink({ phone }: { phone: string }) {
  if (!phone) return null;
  return (
    <Anchor href={telHref(phone)} inherit underline="always" fw={700} style={{ whiteSpace: 'nowrap' }}>
      {phone}
    </Anchor>
  );
}

/**
 * The guest's private page of a booking (`/reservation/manage/{token}`, from every email about it): the
 * booking in words (`phone`, the restaurant's, for a link that names none), a change of day, time or party size among the free times (its own table counts as free),
 * and the cancellation after a confirmation; after the cut-off, the restaurant's phone instead.
 */
export function ManageReservationView({ token, phone = '' }: { token: string; phone?: string }) {
  const t = useT();
  const query = useManagedReservation(token);
  if (query.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{t('pages.manage.loading')}</Text>
      </Group>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color="crimson" role="alert" title={t(missing ? 'pages.manage.missing' : 'pages.manage.failed')}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {t(missing ? 'pages.manage.missingHint' : 'pages.manage.failedHint')} <PhoneLink phone={phone} />
          </Text>
          {missing ? null : (
            <Button variant="light" onClick={() => void query.refetch()}>
              {t('pages.manage.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  }
  return <ManageBooking token={token} booking={query.data} />;
}

function ManageBooking({ token, booking }: { token: string; booking: TManagedReservation }) {
  const t = useT();
  const language = useLanguage();
  const [mode, setMode] = useState<'view' | 'change'>('view');
  const [cancelOpen, setCancelOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const cancel = useCancelReservation(token);
  const { date, time } = splitDateTime(booking.reservationDateTime);
  const phone = booking.restaurantPhone;
  const standing = booking.status === 'REQUESTED' || booking.status === 'CONFIRMED';

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const withPhone = (text: string): ReactNode => (
    <>
      {text} <PhoneLink phone={phone} />
    </>
  );

  if (mode === 'change' && booking.canChange)
    return (
      <ChangeForm
        token={token}
        booking={booking}
        onDone={(message) => {
          setDone(message);
          setMode('view');
        }}
        onBack={() => setMode('view')}
      />
    );

  return (
    <Stack gap="lg">
      {done ? (
        <Alert color="green" role="status" tabIndex={-1} ref={doneRef}>
          {done}
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={2} size="h3">
              {t('pages.manage.booking', {
                name: `${booking.customerFirstName} ${booking.customerLastName}`,
              })}
            </Title>
            <Badge color={STATUS_COLOR[booking.status]} variant="light" size="lg" style={{ flexShrink: 0 }}>
              {t(`pages.manage.status.${booking.status}`)}
            </Badge>
          </Group>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '6px 16px' }}>
            <Text component="dt" c="dimmed">
              {t('pages.manage.date')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {longDate(date, language)}
            </Text>
            <Text component="dt" c="dimmed">
              {t('pages.manage.time')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {time}
            </Text>
            <Text component="dt" c="dimmed">
              {t('pages.manage.people')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {t('pages.manage.peopleCount', { count: booking.numberOfPeople })}
            </Text>
          </dl>
          <Text size="sm">{t(`pages.manage.statusHint.${booking.status}`)}</Text>
        </Stack>
      </Card>

      {booking.canChange ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('pages.manage.until', {
              until: formatLocalDateTime(booking.changeUntil, { language }),
            })}
          </Text>
          <Button size="md" onClick={() => setMode('change')}>
            {t('pages.manage.change')}
          </Button>
          <Button size="md" variant="outline" color="crimson" onClick={() => setCancelOpen(true)}>
            {t('pages.manage.cancel')}
          </Button>
        </Stack>
      ) : (
        <Text fw={500}>{withPhone(t(standing ? 'pages.manage.closed' : 'pages.manage.notChangeable'))}</Text>
      )}

      <Modal
        opened={cancelOpen}
        onClose={() => setCancelOpen(false)}
        title={t('pages.manage.cancelTitle')}
        centered
      >
        <Stack gap="md">
          <Text>
            {t('pages.manage.cancelText', {
              count: booking.numberOfPeople,
              date: longDate(date, language),
              time,
            })}
          </Text>
          {cancel.error ? (
            <Alert color="crimson" role="alert">
              {cancel.error instanceof ApiError && cancel.error.message
                ? cancel.error.message
                : t('pages.manage.failed')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setCancelOpen(false)} disabled={cancel.isPending}>
              {t('pages.manage.keep')}
            </Button>
            <Button
              color="crimson"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setCancelOpen(false);
                    setDone(t('pages.manage.cancelled'));
                  },
                })
              }
            >
              {t('pages.manage.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** Day, party size and a free time; the server judges the rest (opening hours, notice, tables). */
function ChangeForm({
  token,
  booking,
  onDone,
  onBack,
}: {
  token: string;
  booking: TManagedReservation;
  onDone: (message: string) => void;
  onBack: () => void;
}) {
  const t = useT();
  const change = useChangeReservation(token);
  const initial = splitDateTime(booking.reservationDateTime);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [people, setPeople] = useState<number | ''>(booking.numberOfPeople);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const phone = booking.restaurantPhone;
  const phoneLink = phone ? { text: phone, href: telHref(phone) } : null;

  const question = availabilityQuestion(date, people);
  const availability = useManageAvailability(token, question);
  const offer = timeOffer(availability.answer, availability.stale, question !== null);
  const anyTime = offer.kind === 'anyTime';
  const picked = anyTime ? time : chosenTime(offer, time);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (people === '' || people < MIN_PEOPLE || people > MAX_PEOPLE) {
      setError(t('pages.manage.peopleInvalid', { min: MIN_PEOPLE, max: MAX_PEOPLE }));
      return;
    }
    if (!date || !picked) {
      setError(t('pages.manage.pickTime'));
      return;
    }
    setError(null);
    change.mutate(
      { reservationDateTime: joinDateTime(date, picked), numberOfPeople: people },
      {
        onSuccess: (after) =>
          onDone(t(after.status === 'REQUESTED' ? 'pages.manage.changedPending' : 'pages.manage.changed')),
        // The server says in the guest's language what to change (a closed time, no table) or whom to call.
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status >= 400 && failure.status < 500 && failure.message
              ? (Object.values(failure.details ?? {})[0] ?? failure.message)
              : t('pages.manage.failed'),
          ),
      },
    );
  };

  const busy = change.isPending;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('pages.manage.changeTitle')}>
      <Stack gap="lg">
        <Title order={2} size="h3">
          {t('pages.manage.changeTitle')}
        </Title>
        <Fieldset legend={t('pages.manage.changeLegend')} disabled={busy}>
          <Stack gap="sm">
            <NumberInput
              label={t('pages.reservation.people')}
              name="numberOfPeople"
              description={t('pages.reservation.peopleRange', { min: MIN_PEOPLE, max: MAX_PEOPLE })}
              min={MIN_PEOPLE}
              max={MAX_PEOPLE}
              step={1}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              value={people}
              onChange={(value) => setPeople(normalizePeople(value))}
              required
              disabled={busy}
            />
            <TextInput
              type="date"
              label={t('pages.reservation.date')}
              name="reservationDate"
              min={earliestReservationDateTime(new Date()).slice(0, 10)}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              required
              disabled={busy}
            />
            {anyTime ? (
              <NativeSelect
                label={t('pages.reservation.time')}
                name="reservationTime"
                data={timeChoices(time)}
                value={time}
                onChange={(event) => setTime(event.currentTarget.value)}
                required
                disabled={busy}
              />
            ) : offer.kind === 'callUs' ? (
              <Text size="sm" fw={500}>
                {t('pages.reservation.tooLargeOnline')} <PhoneLink phone={phone} />
              </Text>
            ) : (
              <OfferedTimes
                offer={offer}
                time={time}
                onChoose={setTime}
                error={undefined}
                phone={phoneLink}
                disabled={busy}
              />
            )}
          </Stack>
        </Fieldset>
        {error ? (
          <Alert color="crimson" role="alert" tabIndex={-1} ref={errorRef}>
            {error}
          </Alert>
        ) : null}
        <Stack gap="sm">
          <Button type="submit" size="md" loading={busy}>
            {t('pages.manage.save')}
          </Button>
          <Button variant="default" size="md" onClick={onBack} disabled={busy}>
            {t('pages.manage.back')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
