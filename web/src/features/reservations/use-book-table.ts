import { MSG } from '@app/shared/orders';
import type { TGuaranteeState, TReservationCreated } from '@app/shared/reservation-guarantee';
import { RESERVATION_MESSAGES } from '@app/shared/reservations';
import { useRef, useState } from 'react';
import { t, translateMessage } from '@/i18n/i18n';
import { explainSubmitFailure, type TFormError } from '@/lib/submit-failure';
import { notifySuccess, RESERVATION_SUCCESS_TOAST_MS } from '@/lib/toast';
import { createReservation } from './api/create-reservation';
import type { TTimeOffer } from './availability';
import {
  checkReservation,
  FAILED_MESSAGE,
  initialReservationValues,
  mapServerDetails,
  type TReservationField,
  type TReservationFieldErrors,
  type TReservationValues,
} from './reservation-form';

/**
 * The Book a Table form's state and its one action (spec sections 4 and 5): check, send once, then
 * the tracking code; after any failure the input stays as it was.
 */
export function useBookTable(clock: () => Date = () => new Date()) {
  const [values, setValues] = useState<TReservationValues>(() => initialReservationValues(clock()));
  const [fieldErrors, setFieldErrors] = useState<TReservationFieldErrors>({});
  const [formError, setFormError] = useState<TFormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [booked, setBooked] = useState<TReservationCreated | null>(null);
  /** Bumped after a refused submit so the form can move focus to the first thing to fix. */
  const [failedAttempts, setFailedAttempts] = useState(0);
  // A second click can arrive before React re-renders the disabled button: the ref stops it.
  const sending = useRef(false);

  function setField<K extends TReservationField>(field: K, value: TReservationValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    if (!fieldErrors[field]) return;
    const rest = { ...fieldErrors, [field]: undefined };
    setFieldErrors(rest);
    // With the last highlighted field fixed, the summary about them goes too (one with messages of
    // its own stays).
    if (!Object.values(rest).some(Boolean) && !formError?.details.length) setFormError(null);
  }

  function fail(error: TFormError, errors: TReservationFieldErrors = {}) {
    setFieldErrors(errors);
    setFormError(error);
    setFailedAttempts((n) => n + 1);
  }

  function report(error: unknown) {
    const { formError, fieldErrors } = explainSubmitFailure(error, {
      mapDetails: mapServerDetails,
      failedMessage: FAILED_MESSAGE,
      logLabel: 'Reservation failed',
    });
    fail(formError, fieldErrors);
  }

  /** `offer`: the times the restaurant's tables leave free (the whole day when it keeps none). */
  async function submit(offer?: TTimeOffer) {
    if (sending.current) return;
    const check = checkReservation(values, clock(), offer);
    if (!check.ok) {
      fail({ message: translateMessage(MSG.fixFields), details: [] }, check.fieldErrors);
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setFieldErrors({});
    setFormError(null);
    try {
      const reservation = await createReservation(check.payload);
      setBooked(reservation);
      // A large party gives a card first (docs/decisions/028): the card step comes, then the outcome.
      if (!reservation.guarantee) announce(reservation.status);
    } catch (error) {
      report(error);
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }

  /** Booked at once (a table was free and the restaurant confirms automatically), or a request. */
  function announce(status: string) {
    const message =
      status === 'CONFIRMED'
        ? t('pages.reservation.booked.toast')
        : translateMessage(RESERVATION_MESSAGES.success);
    notifySuccess(message, {
      autoClose: RESERVATION_SUCCESS_TOAST_MS,
    });
  }

  /** The card step saved the card: the booking as it is now (confirmed when a table was free). */
  function guaranteeSaved(state: TGuaranteeState) {
    setBooked((current) =>
      current
        ? {
            ...current,
            status: state.reservationStatus as TReservationCreated['status'],
            guarantee: undefined,
          }
        : current,
    );
    announce(state.reservationStatus);
  }

  /** After a booking: a fresh form for another table, the contact details kept. */
  function bookAnother() {
    setValues((current) => ({
      ...initialReservationValues(clock()),
      firstName: current.firstName,
      lastName: current.lastName,
      email: current.email,
      phone: current.phone,
      street: current.street,
      streetNo: current.streetNo,
      plz: current.plz,
      city: current.city,
    }));
    setFieldErrors({});
    setFormError(null);
    setBooked(null);
  }

  return {
    values,
    setField,
    fieldErrors,
    formError,
    failedAttempts,
    submitting,
    submit,
    booked,
    guaranteeSaved,
    bookAnother,
  };
}
