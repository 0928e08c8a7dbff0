import type { TReservationStatus } from '@app/shared/enums';
import type { TReservation } from '@app/shared/reservations';
import type { TReservationUpdate, TStaffReservation } from '@app/shared/staff-entry';
import { restaurantTimeZone } from '@app/shared/zoned-time';
import { Alert, Grid, NativeSelect, NumberInput, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { FormActions, FormDialog } from '@/components/form-actions';
import { useCreateStaffReservation } from '@/features/reservations/api/create-staff-reservation';
import { useUpdateReservation } from '@/features/reservations/api/update-reservation';
import { SPECIAL_REQUESTS_MAX, TIME_STEP_MINUTES } from '@/features/reservations/reservation-form';
import {
  anyStatusLabel,
  checkBookingChanges,
  checkNewBooking,
  EDIT_STATUSES,
  NEW_BOOKING_STATUSES,
  newBookingValues,
  normalizeStaffPeople,
  placeStaffReservationField,
  STAFF_PEOPLE_MAX,
  type TStaffReservationValues,
  valuesFromReservation,
} from '@/features/reservations/staff-reservation-form';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';
import { useSchemaForm } from '@/lib/use-schema-form';

interface TReservationFormModalProps {
  opened: boolean;
  /** The reservation being edited, or null to enter a phone booking. */
  reservation: TReservation | null;
  /** Changes on every opening: the form starts afresh. */
  formKey: number;
  onClose: () => void;
  /** The restaurant's clock (tests pass a fixed one). */
  clock?: () => Date;
}

/**
 * The Add/Edit reservation dialog (spec section 2): a booking taken by phone, or any booking's
 * time, people, guest and status changed. Full screen on a phone.
 */
export function ReservationFormModal({
  opened,
  reservation,
  formKey,
  onClose,
  clock = () => new Date(),
}: TReservationFormModalProps) {
  const t = useAdminT();
  const phone = useMediaQuery('(max-width: 36em)');
  const create = useCreateStaffReservation();
  const update = useUpdateReservation();
  const saving = create.isPending || update.isPending;
  return (
    <FormDialog
      opened={opened}
      title={reservation ? t('reservations.edit') : t('reservations.add')}
      saving={saving}
      onClose={onClose}
      size="lg"
      fullScreen={phone}
    >
      <ReservationForm
        key={formKey}
        reservation={reservation}
        saving={saving}
        onDone={onClose}
        clock={clock}
        create={create}
        update={update}
      />
    </FormDialog>
  );
}

interface TReservationFormProps {
  reservation: TReservation | null;
  saving: boolean;
  onDone: () => void;
  clock: () => Date;
  create: ReturnType<typeof useCreateStaffReservation>;
  update: ReturnType<typeof useUpdateReservation>;
}

function ReservationForm({ reservation, saving, onDone, clock, create, update }: TReservationFormProps) {
  const t = useAdminT();
  const form = useSchemaForm<TStaffReservationValues, TStaffReservation | TReservationUpdate>({
    initialValues: reservation ? valuesFromReservation(reservation) : newBookingValues(clock()),
    check: (values) =>
      reservation ? checkBookingChanges(values, reservation, clock()) : checkNewBooking(values, clock()),
    placeServerError: placeStaffReservationField,
  });

  // Closed at that time: the reason is what to give next (after the refusal's focus on the time).
  const reasonRef = useRef<HTMLInputElement>(null);
  const { closedException } = form.values;
  useEffect(() => {
    if (closedException) reasonRef.current?.focus();
  }, [closedException]);

  const submit = form.onSubmit(
    async (body) => {
      // The check above chose the payload by the same `reservation`: the body is the one each call takes.
      if (reservation) {
        await update.mutateAsync({ id: reservation.id, body: body as TReservationUpdate });
        notifySuccess(tAdmin('common.saved'));
      } else {
        await create.mutateAsync(body as TStaffReservation);
        notifySuccess(tAdmin('common.created'));
      }
      onDone();
    },
    // What no field shows is said in a toast, with the server's message.
    ({ error, placed, unplaced }) => {
      // Closed at that time: staff may book it anyway with a reason (a private event on a closed day).
      if (error instanceof ApiError && error.code === 'CLOSED') form.set('closedException', true);
      if (!placed || unplaced) notifyError(error, tAdmin('common.saveFailed'));
    },
  );

  const statuses: readonly TReservationStatus[] = reservation ? EDIT_STATUSES : NEW_BOOKING_STATUSES;

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            type="datetime-local"
            label={t('reservations.form.dateTime')}
            description={t('reservations.form.dateTimeHint', { zone: restaurantTimeZone() })}
            required
            data-autofocus
            step={TIME_STEP_MINUTES * 60}
            {...form.getInputProps('reservationDateTime')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberInput
            label={t('common.people')}
            description={t('reservations.form.peopleRange', { max: STAFF_PEOPLE_MAX })}
            required
            min={1}
            max={STAFF_PEOPLE_MAX}
            step={1}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
            {...form.getInputProps('numberOfPeople')}
            onChange={(value) => form.set('numberOfPeople', normalizeStaffPeople(value))}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('reservations.form.firstName')}
            required
            autoComplete="off"
            {...form.getInputProps('firstName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('reservations.form.lastName')}
            autoComplete="off"
            {...form.getInputProps('lastName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            type="tel"
            label={t('common.phone')}
            required
            autoComplete="off"
            inputMode="tel"
            {...form.getInputProps('phone')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            type="email"
            label={t('common.email')}
            description={t('reservations.form.emailHint')}
            autoComplete="off"
            {...form.getInputProps('email')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('reservations.col.requests')}
            maxLength={SPECIAL_REQUESTS_MAX}
            rows={3}
            {...form.getInputProps('specialRequests')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NativeSelect
            label={t('common.status')}
            description={
              form.values.status === 'REQUESTED' ? t('reservations.form.requestedHint') : undefined
            }
            data={statuses.map((status) => ({ value: status, label: anyStatusLabel(status) }))}
            {...form.getInputProps('status')}
          />
        </Grid.Col>
        {form.values.closedException ? (
          <Grid.Col span={12}>
            <Alert color="orange" variant="light" title={t('reservations.form.closedTitle')}>
              <Text size="sm" mb="xs">
                {t('reservations.form.closedText')}
              </Text>
              <TextInput
                ref={reasonRef}
                label={t('reservations.form.overrideReason')}
                description={t('reservations.form.overrideHint')}
                required
                maxLength={300}
                autoComplete="off"
                {...form.getInputProps('override')}
              />
            </Alert>
          </Grid.Col>
        ) : null}
        {reservation?.overrideReason && !form.values.closedException ? (
          <Grid.Col span={12}>
            <Text size="sm" c="orange.9">
              {t('orderList.override', { reason: reservation.overrideReason })}
            </Text>
          </Grid.Col>
        ) : null}
        {reservation?.enteredBy ? (
          <Grid.Col span={{ base: 12, sm: 6 }} style={{ alignSelf: 'flex-end' }}>
            <Text size="sm" c="dimmed">
              {t('reservations.enteredBy', { name: reservation.enteredBy })}
            </Text>
          </Grid.Col>
        ) : null}
      </Grid>
      <FormActions saving={saving} onCancel={onDone} mt="lg" />
    </form>
  );
}
