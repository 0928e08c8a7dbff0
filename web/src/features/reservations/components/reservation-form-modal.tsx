import type { TReservationStatus } from '@app/shared/enums';
import type { TReservation } from '@app/shared/reservations';
import { Grid, Modal, NativeSelect, NumberInput, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { FormActions } from '@/components/form-actions';
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
  STAFF_PEOPLE_MAX,
  serverFieldErrors,
  type TStaffReservationErrors,
  type TStaffReservationField,
  type TStaffReservationValues,
  valuesFromReservation,
} from '@/features/reservations/staff-reservation-form';
import { useFocusAfterRefusal } from '@/hooks/use-focus-after-refusal';
import { tAdmin } from '@/i18n/i18n';
import { useAdminT } from '@/i18n/use-i18n';
import { ApiError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/toast';

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
 * The Add/Edit reservation dialog (spec section 2, issue 20): a booking taken by phone, or any booking's
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
    <Modal
      opened={opened}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={reservation ? t('reservations.edit') : t('reservations.add')}
      centered
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
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
    </Modal>
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
  const [values, setValues] = useState<TStaffReservationValues>(() =>
    reservation ? valuesFromReservation(reservation) : newBookingValues(clock()),
  );
  const [errors, setErrors] = useState<TStaffReservationErrors>({});
  const [failedAttempts, setFailedAttempts] = useState(0);
  const { formRef } = useFocusAfterRefusal(failedAttempts);

  function set<K extends TStaffReservationField>(field: K, value: TStaffReservationValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function refuse(found: TStaffReservationErrors) {
    setErrors(found);
    setFailedAttempts((n) => n + 1);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    try {
      if (reservation) {
        const checked = checkBookingChanges(values, reservation, clock());
        if (!checked.ok) return refuse(checked.errors);
        await update.mutateAsync({ id: reservation.id, body: checked.body });
        notifySuccess(tAdmin('common.saved'));
      } else {
        const checked = checkNewBooking(values, clock());
        if (!checked.ok) return refuse(checked.errors);
        await create.mutateAsync(checked.body);
        notifySuccess(tAdmin('common.created'));
      }
      onDone();
    } catch (error) {
      const found = error instanceof ApiError ? serverFieldErrors(error.details) : null;
      const placed = found !== null && Object.keys(found.errors).length > 0;
      if (placed) refuse(found.errors);
      // What no field shows is said in a toast, with the server's message.
      if (!placed || found.unplaced) notifyError(error, tAdmin('common.saveFailed'));
    }
  }

  const statuses: readonly TReservationStatus[] = reservation ? EDIT_STATUSES : NEW_BOOKING_STATUSES;
  const text = (field: 'firstName' | 'lastName' | 'phone' | 'email' | 'specialRequests') => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: errors[field],
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            type="datetime-local"
            label={t('reservations.form.dateTime')}
            description={t('reservations.form.dateTimeHint')}
            required
            data-autofocus
            step={TIME_STEP_MINUTES * 60}
            value={values.reservationDateTime}
            onChange={(event) => set('reservationDateTime', event.currentTarget.value)}
            error={errors.reservationDateTime}
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
            value={values.numberOfPeople}
            onChange={(value) => set('numberOfPeople', normalizeStaffPeople(value))}
            error={errors.numberOfPeople}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('reservations.form.firstName')}
            required
            autoComplete="off"
            {...text('firstName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label={t('reservations.form.lastName')} autoComplete="off" {...text('lastName')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            type="tel"
            label={t('common.phone')}
            required
            autoComplete="off"
            inputMode="tel"
            {...text('phone')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            type="email"
            label={t('common.email')}
            description={t('reservations.form.emailHint')}
            autoComplete="off"
            {...text('email')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <Textarea
            label={t('reservations.col.requests')}
            maxLength={SPECIAL_REQUESTS_MAX}
            rows={3}
            {...text('specialRequests')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NativeSelect
            label={t('common.status')}
            description={values.status === 'REQUESTED' ? t('reservations.form.requestedHint') : undefined}
            data={statuses.map((status) => ({ value: status, label: anyStatusLabel(status) }))}
            value={values.status}
            onChange={(event) => set('status', event.currentTarget.value as TReservationStatus)}
            error={errors.status}
          />
        </Grid.Col>
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
