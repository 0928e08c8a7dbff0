import { MAX_PEOPLE, MIN_PEOPLE } from '@app/shared/reservations';
import { Button, Fieldset, Grid, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { FormErrorAlert } from '@/components/form-error-alert';
import {
  earliestReservationDateTime,
  normalizePeople,
  SPECIAL_REQUESTS_MAX,
  TIME_STEP_MINUTES,
  type TPersonField,
} from '@/features/reservations/reservation-form';
import type { useBookTable } from '@/features/reservations/use-book-table';
import { useFocusAfterRefusal } from '@/hooks/use-focus-after-refusal';

const PERSON_INPUTS: Record<
  TPersonField,
  { label: string; type?: string; autoComplete: string; span: { base: number; sm: number } }
> = {
  firstName: { label: 'First name', autoComplete: 'given-name', span: { base: 12, sm: 6 } },
  lastName: { label: 'Last name', autoComplete: 'family-name', span: { base: 12, sm: 6 } },
  email: { label: 'Email', type: 'email', autoComplete: 'email', span: { base: 12, sm: 6 } },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', span: { base: 12, sm: 6 } },
};

/** The details form and the reservation form (spec sections 2 and 5) with their messages. */
export function BookTableForm({ form }: { form: ReturnType<typeof useBookTable> }) {
  const { formRef, errorRef } = useFocusAfterRefusal(form.failedAttempts);
  const { values, fieldErrors, formError, submitting: busy } = form;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Book a table">
      <Stack gap="lg">
        <Fieldset legend="Your details" disabled={busy}>
          <Grid gap="sm">
            {(Object.keys(PERSON_INPUTS) as TPersonField[]).map((field) => {
              const { span, label, ...input } = PERSON_INPUTS[field];
              return (
                <Grid.Col key={field} span={span}>
                  <TextInput
                    label={label}
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
        </Fieldset>

        <Fieldset legend="Your reservation" disabled={busy}>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <NumberInput
                label="Number of people"
                name="numberOfPeople"
                description={`${MIN_PEOPLE} to ${MAX_PEOPLE}`}
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
                label="Date and time"
                name="reservationDateTime"
                description="Restaurant time (Zurich), in steps of 5 minutes."
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
                label="Special requests"
                name="specialRequests"
                description="Allergies, high chair, a quiet table… (optional)"
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
          Request reservation
        </Button>
      </Stack>
    </form>
  );
}
