import { Anchor, Chip, Fieldset, Group, Loader, Text } from '@mantine/core';
import { chosenTime, type TTimeOffer } from '@/features/reservations/availability';
import { useT } from '@/i18n/use-i18n';

const ERROR_ID = 'offered-times-error';

/**
 * The start times a table is free at, for the day and party chosen (a restaurant with tables): one
 * radio per time, or what to do when there is none (another day, or the phone). `error` is the form's
 * message about the time (none picked).
 */
export function OfferedTimes({
  offer,
  time,
  onChoose,
  error,
  phone,
  disabled,
}: {
  offer: Exclude<TTimeOffer, { kind: 'anyTime' | 'callUs' }>;
  time: string;
  onChoose: (time: string) => void;
  error: string | undefined;
  phone: { text: string; href: string } | null;
  disabled: boolean;
}) {
  const t = useT();
  const picked = chosenTime(offer, time);
  // With no table that day, the text above already says what to do.
  const showError = Boolean(error) && offer.kind !== 'none';
  return (
    <Fieldset legend={t('pages.reservation.freeTimes')} variant="unstyled" disabled={disabled}>
      {offer.kind === 'times' ? (
        <Group gap="xs">
          {offer.times.map((slot) => (
            <Chip
              key={slot}
              type="radio"
              name="reservationTime"
              value={slot}
              checked={picked === slot}
              onChange={() => onChoose(slot)}
              disabled={disabled}
              aria-invalid={showError || undefined}
              aria-describedby={showError ? ERROR_ID : undefined}
              // Wide enough for a thumb on a phone, even with the check mark.
              styles={{ label: { minWidth: 76, justifyContent: 'center' } }}
            >
              {slot}
            </Chip>
          ))}
        </Group>
      ) : offer.kind === 'loading' ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{t('pages.reservation.findingTimes')}</Text>
        </Group>
      ) : offer.kind === 'ask' ? (
        <Text size="sm">{t('pages.reservation.askTimes')}</Text>
      ) : (
        <Text size="sm" fw={500} role="status">
          {phone ? (
            <>
              {t('pages.reservation.noTable')}{' '}
              <Anchor href={phone.href} inherit underline="always" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {phone.text}
              </Anchor>
            </>
          ) : (
            t('pages.reservation.noTableShort')
          )}
        </Text>
      )}
      {showError ? (
        <Text id={ERROR_ID} size="sm" c="red.8" mt={6}>
          {error}
        </Text>
      ) : null}
      {offer.kind === 'times' ? (
        <Text size="xs" c="dimmed" mt={6}>
          {t('pages.reservation.freeTimesHint')}
        </Text>
      ) : null}
    </Fieldset>
  );
}
