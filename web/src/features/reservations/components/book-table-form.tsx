import { MAX_PEOPLE, MIN_PEOPLE } from '@app/shared/reservations';
import { Button, Fieldset, Grid, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import {
  earliestReservationDateTime,
  normalizePeople,
  SPECIAL_REQUESTS_MAX,
  type TAddressField,
  TIME_STEP_MINUTES,
  type TPersonField,
} from '@/features/reservations/reservation-form';
import type { useBookTable } from '@/features/reservations/use-book-table';
import { useFocusAfterRefusal } from '@/hooks/use-focus-after-refusal';
import { useT } from '@/i18n/use-i18n';

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

/** The details form and the reservation form (spec sections 2 and 5) with their messages. */
export function BookTableForm({ form }: { form: ReturnType<typeof useBookTable> }) {
  const t = useT();
  const { formRef, errorRef } = useFocusAfterRefusal(form.failedAttempts);
  const { values, fieldErrors, formError, submitting: busy } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('pages.reservation.form')}>
      <Stack gap="lg">
        <Fieldset legend={t('pages.reservation.yourDetails')} disabled={busy}>
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
                    disabled={busy}
                    {...input}
                  />
                </Grid.Col>
              );
            })}
          </Grid>
          <Fieldset legend={t('pages.reservation.address')} variant="unstyled" mt="md" disabled={busy}>
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
                      disabled={busy}
                      {...input}
                    />
                  </Grid.Col>
                );
              })}
            </Grid>
          </Fieldset>
        </Fieldset>

        <Fieldset legend={t('pages.reservation.yours')} disabled={busy}>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberInput
                label={t('pages.reservation.people')}
                name="numberOfPeople"
                description={t('pages.reservation.peopleRange', { min: MIN_PEOPLE, max: MAX_PEOPLE })}
                min={MIN_PEOPLE}
                max={MAX_PEOPLE}
                step={1}
                clampBehavior="strict"
                allowDecimal={false}
                allowNegative={false}
                inputMode="numeric"
                value={values.numberOfPeople}
                onChange={(value) => form.setField('numberOfPeople', normalizePeople(value))}
                error={fieldErrors.numberOfPeople}
                required
                disabled={busy}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                type="datetime-local"
                label={t('pages.reservation.dateTime')}
                name="reservationDateTime"
                description={t('pages.reservation.timeHint')}
                step={TIME_STEP_MINUTES * 60}
                min={earliestReservationDateTime(new Date())}
                value={values.reservationDateTime}
                onChange={(event) => form.setField('reservationDateTime', event.currentTarget.value)}
                error={fieldErrors.reservationDateTime}
                required
                disabled={busy}
              />
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
                disabled={busy}
              />
            </Grid.Col>
          </Grid>
        </Fieldset>

        <FormErrorAlert error={formError} ref={errorRef} />

        <Button type="submit" size="md" loading={busy} disabled={busy}>
          {t('pages.reservation.submit')}
        </Button>
      </Stack>
    </form>
  );
}
