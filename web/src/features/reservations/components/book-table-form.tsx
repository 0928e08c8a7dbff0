import { MAX_PEOPLE, MIN_PEOPLE } from '@app/shared/reservations';
import {
  Anchor,
  Button,
  Fieldset,
  Grid,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import { useAvailability } from '@/features/reservations/api/get-availability';
import { availabilityQuestion, timeOffer } from '@/features/reservations/availability';
import {
  earliestReservationDateTime,
  joinDateTime,
  normalizePeople,
  SPECIAL_REQUESTS_MAX,
  splitDateTime,
  type TAddressField,
  type TPersonField,
  timeChoices,
  tooManyPeople,
} from '@/features/reservations/reservation-form';
import type { useBookTable } from '@/features/reservations/use-book-table';
import { useFocusAfterRefusal } from '@/hooks/use-focus-after-refusal';
import { useT } from '@/i18n/use-i18n';
import { useHydrated } from '@/lib/hydration';
import { GuaranteePolicy } from './guarantee-policy';
import { OfferedTimes } from './offered-times';

const PERSON_INPUTS: Record<
  TPersonField,
  { type?: string; autoComplete: string; span: { base: number; sm: number } }
> = {
  firstName: { autoComplete: 'given-name', span: { base: 12, sm: 6 } },
  lastName: { autoComplete: 'family-name', span: { base: 12, sm: 6 } },
  email: { type: 'email', autoComplete: 'email', span: { base: 12, sm: 6 } },
  phone: { type: 'tel', autoComplete: 'tel', span: { base: 12, sm: 6 } },
};

/** Spec 5: 'Street, number, PLZ, city are not validated on the client': optional, never marked required. */
const ADDRESS_INPUTS: Record<
  TAddressField,
  { autoComplete: string; inputMode?: 'numeric'; span: { base: number; sm: number } }
> = {
  street: { autoComplete: 'address-line1', span: { base: 8, sm: 8 } },
  streetNo: { autoComplete: 'off', span: { base: 4, sm: 4 } },
  plz: { autoComplete: 'postal-code', inputMode: 'numeric', span: { base: 4, sm: 4 } },
  city: { autoComplete: 'address-level2', span: { base: 8, sm: 8 } },
};

/**
 * The details form and the reservation form (spec sections 2 and 5) with their messages. `phone` is
 * the restaurant's, offered to a group larger than an online request may be.
 */
export function BookTableForm({
  form,
  phone,
}: {
  form: ReturnType<typeof useBookTable>;
  phone: { text: string; href: string } | null;
}) {
  const t = useT();
  // Disabled until the page's scripts run it (lib/hydration.ts): nothing typed before is lost, and the
  // form is never submitted the browser's own way.
  const hydrated = useHydrated();
  const { formRef, errorRef } = useFocusAfterRefusal(form.failedAttempts);
  const { values, fieldErrors, formError, submitting: busy } = form;
  const when = splitDateTime(values.reservationDateTime);
  // A restaurant with tables offers only the times a table is free; one without, the whole day.
  const question = availabilityQuestion(when.date, values.numberOfPeople);
  const availability = useAvailability(question);
  const offer = timeOffer(availability.answer, availability.stale, question !== null);
  const withPhone = (text: string): ReactNode => (
    <>
      {text}
      {phone ? (
        <>
          <br />
          <Anchor href={phone.href} inherit underline="always" fw={700}>
            {phone.text}
          </Anchor>
        </>
      ) : null}
    </>
  );
  // Said as soon as it is typed, not at submit: the number stays, nothing else is booked.
  const groupTooLarge = tooManyPeople(values.numberOfPeople)
    ? withPhone(t('pages.reservation.callUs', { max: MAX_PEOPLE }))
    : offer.kind === 'callUs'
      ? withPhone(t('pages.reservation.tooLargeOnline'))
      : null;

  const anyTime = offer.kind === 'anyTime';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(offer);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('pages.reservation.form')}>
      <Stack gap="lg">
        <Fieldset legend={t('pages.reservation.yourDetails')} disabled={busy || !hydrated}>
          <Grid gap="sm">
            {(Object.keys(PERSON_INPUTS) as TPersonField[]).map((field) => {
              const { span, ...input } = PERSON_INPUTS[field];
              return (
                <Grid.Col key={field} span={span}>
                  <TextInput
                    label={t(`pages.reservation.field.${field}`)}
                    name={field}
                    value={values[field]}
                    onChange={(event) => form.setField(field, event.currentTarget.value)}
                    error={fieldErrors[field]}
                    required
                    disabled={busy || !hydrated}
                    {...input}
                  />
                </Grid.Col>
              );
            })}
          </Grid>
          <Fieldset
            legend={t('pages.reservation.address')}
            variant="unstyled"
            mt="md"
            disabled={busy || !hydrated}
          >
            <Grid gap="sm">
              {(Object.keys(ADDRESS_INPUTS) as TAddressField[]).map((field) => {
                const { span, ...input } = ADDRESS_INPUTS[field];
                return (
                  <Grid.Col key={field} span={span}>
                    <TextInput
                      label={t(`pages.reservation.field.${field}`)}
                      name={field}
                      value={values[field]}
                      onChange={(event) => form.setField(field, event.currentTarget.value)}
                      error={fieldErrors[field]}
                      disabled={busy || !hydrated}
                      {...input}
                    />
                  </Grid.Col>
                );
              })}
            </Grid>
          </Fieldset>
        </Fieldset>

        <Fieldset legend={t('pages.reservation.yours')} disabled={busy || !hydrated}>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberInput
                label={t('pages.reservation.people')}
                name="numberOfPeople"
                description={t('pages.reservation.peopleRange', { min: MIN_PEOPLE, max: MAX_PEOPLE })}
                min={MIN_PEOPLE}
                max={MAX_PEOPLE}
                step={1}
                // Spec 5: never below 1; above the maximum the number stays as typed and is named.
                clampBehavior="none"
                isAllowed={({ floatValue }) => floatValue === undefined || floatValue >= MIN_PEOPLE}
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                value={values.numberOfPeople}
                onChange={(value) => form.setField('numberOfPeople', normalizePeople(value))}
                error={groupTooLarge ?? fieldErrors.numberOfPeople}
                required
                disabled={busy || !hydrated}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              {/*
               * A day and a time from a list in 5-minute steps (spec 9): a phone's own date-time
               * picker ignores `step`, and 19:03 was booked that way.
               */}
              <Fieldset
                legend={t('pages.reservation.dateTime')}
                variant="unstyled"
                disabled={busy || !hydrated}
              >
                <Grid gap="sm">
                  <Grid.Col span={anyTime ? { base: 12, xs: 7 } : 12}>
                    <TextInput
                      type="date"
                      label={t('pages.reservation.date')}
                      name="reservationDate"
                      min={earliestReservationDateTime(new Date()).slice(0, 10)}
                      value={when.date}
                      onChange={(event) =>
                        form.setField(
                          'reservationDateTime',
                          joinDateTime(event.currentTarget.value, when.time),
                        )
                      }
                      error={Boolean(fieldErrors.reservationDateTime)}
                      required
                      disabled={busy || !hydrated}
                    />
                  </Grid.Col>
                  {anyTime ? (
                    <Grid.Col span={{ base: 12, xs: 5 }}>
                      <NativeSelect
                        label={t('pages.reservation.time')}
                        name="reservationTime"
                        data={timeChoices(when.time)}
                        value={when.time}
                        onChange={(event) =>
                          form.setField(
                            'reservationDateTime',
                            joinDateTime(when.date, event.currentTarget.value),
                          )
                        }
                        error={fieldErrors.reservationDateTime}
                        required
                        disabled={busy || !hydrated}
                      />
                    </Grid.Col>
                  ) : offer.kind !== 'callUs' ? (
                    <Grid.Col span={12}>
                      <OfferedTimes
                        offer={offer}
                        time={when.time}
                        onChoose={(time) =>
                          form.setField('reservationDateTime', joinDateTime(when.date, time))
                        }
                        error={fieldErrors.reservationDateTime}
                        phone={phone}
                        disabled={busy || !hydrated}
                      />
                    </Grid.Col>
                  ) : null}
                </Grid>
                {anyTime ? (
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('pages.reservation.timeHint')}
                  </Text>
                ) : null}
              </Fieldset>
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('pages.reservation.requests')}
                name="specialRequests"
                description={t('pages.reservation.requestsHint')}
                value={values.specialRequests}
                onChange={(event) => form.setField('specialRequests', event.currentTarget.value)}
                error={fieldErrors.specialRequests}
                maxLength={SPECIAL_REQUESTS_MAX}
                rows={3}
                disabled={busy || !hydrated}
              />
              {/* The count, as the checkout's notes show it (TextareaField; its chunk stays the checkout's). */}
              <Text size="xs" c="dimmed" ta="end" mt={4} aria-hidden="true">
                {`${values.specialRequests.length} / ${SPECIAL_REQUESTS_MAX}`}
              </Text>
            </Grid.Col>
          </Grid>
        </Fieldset>

        <GuaranteePolicy policy={availability.answer?.guarantee} people={values.numberOfPeople} />

        <FormErrorAlert error={formError} ref={errorRef} />

        <Button type="submit" size="md" loading={busy} disabled={busy || !hydrated}>
          {t('pages.reservation.submit')}
        </Button>
      </Stack>
    </form>
  );
}
