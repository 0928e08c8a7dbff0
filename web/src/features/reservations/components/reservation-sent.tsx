import { formatLocalDateTime } from '@app/shared/local-time';
import type { TReservation } from '@app/shared/reservations';
import {
  ActionIcon,
  Button,
  Card,
  Code,
  CopyButton,
  Group,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLanguage, useT } from '@/i18n/use-i18n';

function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {copied ? (
        <path d="M20 6 9 17l-5-5" />
      ) : (
        <>
          <rect x="9" y="9" width="13" height="13" rx="2" />
          <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
        </>
      )}
    </svg>
  );
}

/** Stands for the email address while the sentence around it is translated (no text contains it). */
const EMAIL_MARK = '\uE000';

/** After a request: what was asked for and the tracking code (spec section 7), copyable. */
export function ReservationSent({
  reservation,
  onBookAnother,
}: {
  reservation: TReservation;
  onBookAnother: () => void;
}) {
  const t = useT();
  const language = useLanguage();
  const people = reservation.numberOfPeople;
  // Booked at once when a table was free and the restaurant confirms automatically; else a request.
  const booked = reservation.status === 'CONFIRMED';
  const [beforeEmail = '', afterEmail = ''] = t(
    booked ? 'pages.reservation.booked.email' : 'pages.reservation.sent.email',
    { email: EMAIL_MARK },
  ).split(EMAIL_MARK);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: give it to the result, so screen readers announce it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="reservation-sent-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="reservation-sent-heading" ref={headingRef} tabIndex={-1}>
          {booked ? t('pages.reservation.booked.title') : t('pages.reservation.sent.title')}
        </Title>
        <Text>
          {t('pages.reservation.sent.summary', {
            count: people,
            time: formatLocalDateTime(reservation.reservationDateTime, { language }),
          })}{' '}
          {beforeEmail}
          <strong>{reservation.customerInfo.email}</strong>
          {afterEmail}
        </Text>
        <Stack gap={4}>
          <Text fw={600}>{t('pages.reservation.sent.code')}</Text>
          <Group gap="xs" wrap="nowrap">
            <Code fz="lg" data-testid="tracking-code">
              {reservation.id}
            </Code>
            <CopyButton value={reservation.id} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip
                  label={copied ? t('pages.reservation.sent.copied') : t('pages.reservation.sent.copy')}
                  withArrow
                >
                  <ActionIcon
                    variant="light"
                    color={copied ? 'teal' : 'gray'}
                    onClick={copy}
                    aria-label={
                      copied ? t('pages.reservation.sent.codeCopied') : t('pages.reservation.sent.copyCode')
                    }
                  >
                    <CopyIcon copied={copied} />
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="sm" c="dimmed">
            {t('pages.reservation.sent.keep')}
          </Text>
        </Stack>
        <Group>
          <Button variant="light" onClick={onBookAnother}>
            {t('pages.reservation.sent.another')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
