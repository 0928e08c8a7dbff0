import type { TAdminOrder } from '@app/shared/admin-orders';
import type { TOrderType } from '@app/shared/enums';
import type { TOrderKind } from '@app/shared/order-kind';
import { MSG } from '@app/shared/orders';
import { STAFF_MESSAGES, type TGuest, type TStaffPaymentMethod } from '@app/shared/staff-entry';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ADMIN_ORDERS_KEY } from '@/features/orders/public';
import { serverPrints } from '@/features/printing/public';
import { printOrderOnce } from '@/features/receipts/public';
import { tAdmin, translateMessage } from '@/i18n/i18n';
import { ApiError } from '@/lib/api-client';
import { IdempotencyKeys } from '@/lib/idempotency-key';
import { notifyError, notifySuccess } from '@/lib/toast';
import { createStaffOrder } from './api/staff-order-api';
import {
  addItem,
  buildPayload,
  changeQuantity,
  customerOfGuest,
  EMPTY_CUSTOMER,
  fieldOfPath,
  MIN_OVERRIDE_REASON,
  nextQuarterHour,
  OVERRIDABLE_CODES,
  removeLine,
  reorderLines,
  type TCartLine,
  type TCatalogItem,
  type TCustomerField,
  type TCustomerForm,
  type TFieldErrors,
  type TGuestOrder,
  type TOrderForm,
  validateForm,
} from './staff-order-logic';

/** A refusal staff may lift: the server's words and its code. */
export interface TRefusal {
  code: string;
  message: string;
}

/**
 * What became of the placed order's print: still deciding; the restaurant's network printers have it (the
 * order's print status then says whether a printer took it); this device handed the receipt on (shared,
 * to a print app, downloaded as a file) or did not (null: nothing to print); or printing failed.
 */
export type TPrintOutcome =
  | { route: 'pending' }
  | { route: 'server' }
  | { route: 'device'; delivery: Awaited<ReturnType<typeof printOrderOnce>> }
  | { route: 'failed' };

export interface TFormProblem {
  message: string;
  details: string[];
}

type TDetails = Omit<TOrderForm, 'kind' | 'lines'>;

function freshDetails(now = new Date()): TDetails {
  const { date, time } = nextQuarterHour(now);
  return {
    orderType: 'TAKEAWAY',
    asap: true,
    date,
    time,
    customer: { ...EMPTY_CUSTOMER },
    paymentMethod: 'CASH',
    specialInstructions: '',
    promoCode: '',
    voucherCode: '',
  };
}

const EMPTY_CARTS: Record<TOrderKind, TCartLine[]> = { MENU: [], BUFFET: [] };

function translated(errors: TFieldErrors): TFieldErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => [key, message ? translateMessage(message) : message]),
  );
}

/**
 * The phone order form: one cart per kind, the order's details, the submit with its
 * idempotency key, a refusal staff may override with a reason, and the reset for the next call.
 */
export function useStaffOrder(kind: TOrderKind) {
  const queryClient = useQueryClient();
  const [carts, setCarts] = useState(EMPTY_CARTS);
  const [details, setDetails] = useState<TDetails>(() => freshDetails());
  const [fieldErrors, setFieldErrors] = useState<TFieldErrors>({});
  const [problem, setProblem] = useState<TFormProblem | null>(null);
  const [refusal, setRefusal] = useState<TRefusal | null>(null);
  const [overrideReason, setOverrideReason] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [placed, setPlaced] = useState<TAdminOrder | null>(null);
  const [printOutcome, setPrintOutcome] = useState<TPrintOutcome>({ route: 'pending' });
  /** Counts refused submits, so the screen can move the focus to what needs fixing. */
  const [failedAttempts, setFailedAttempts] = useState(0);
  const inFlight = useRef(false);
  /** The order whose print outcome is shown: a later order's print is not overwritten by an earlier one. */
  const lastPlaced = useRef<string | null>(null);
  const keys = useRef(new IdempotencyKeys());

  const lines = carts[kind];
  const form: TOrderForm = { kind, lines, ...details };

  const clearError = useCallback((path: string) => {
    setFieldErrors((current) => (current[path] === undefined ? current : { ...current, [path]: undefined }));
  }, []);

  const setLines = useCallback(
    (update: (lines: TCartLine[]) => TCartLine[], cartKind: TOrderKind = kind) => {
      setCarts((current) => ({ ...current, [cartKind]: update(current[cartKind]) }));
      setFieldErrors((current) => (current.items === undefined ? current : { ...current, items: undefined }));
    },
    [kind],
  );

  const actions = {
    /** One of the item, with the options chosen (ids) when it has groups. */
    add: (item: TCatalogItem, optionIds: readonly number[] = []) =>
      setLines((current) => addItem(current, item, 1, optionIds)),
    increase: (key: string) => setLines((current) => changeQuantity(current, key, 1)),
    decrease: (key: string) => setLines((current) => changeQuantity(current, key, -1)),
    remove: (key: string) => setLines((current) => removeLine(current, key)),
    setOrderType: (orderType: TOrderType) => setDetails((current) => ({ ...current, orderType })),
    setAsap: (asap: boolean) => {
      setDetails((current) => ({ ...current, asap }));
      clearError('scheduledAt');
    },
    setDate: (date: string) => {
      setDetails((current) => ({ ...current, date }));
      clearError('scheduledAt');
    },
    setTime: (time: string) => {
      setDetails((current) => ({ ...current, time }));
      clearError('scheduledAt');
    },
    setCustomer: (field: TCustomerField, value: string) => {
      setDetails((current) => ({ ...current, customer: { ...current.customer, [field]: value } }));
      clearError(fieldOfPath(`customerInfo.${field}`));
    },
    setPaymentMethod: (paymentMethod: TStaffPaymentMethod) =>
      setDetails((current) => ({ ...current, paymentMethod })),
    setSpecialInstructions: (specialInstructions: string) =>
      setDetails((current) => ({ ...current, specialInstructions })),
    setPromoCode: (promoCode: string) => {
      setDetails((current) => ({ ...current, promoCode }));
      clearError('promoCode');
    },
    setVoucherCode: (voucherCode: string) => {
      setDetails((current) => ({ ...current, voucherCode }));
      clearError('voucherCode');
    },
    setOverrideReason: (reason: string) => {
      setOverrideReason(reason);
      clearError('override.reason');
    },
    /** The guest's details fill the customer fields. */
    chooseGuest: (guest: TGuest) => {
      const customer: TCustomerForm = customerOfGuest(guest);
      setDetails((current) => ({ ...current, customer }));
      setFieldErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('customerInfo.'))),
      );
    },
    /**
     * An earlier order's items into the cart of its kind; returns the names of the items skipped
     * (no longer on the menu, or not available today).
     */
    reorder: (order: TGuestOrder, catalogue: readonly TCatalogItem[]): string[] => {
      const { lines: next, skipped } = reorderLines(carts[order.kind], order, catalogue);
      setLines(() => next, order.kind);
      return skipped;
    },
    dismissPlaced: () => setPlaced(null),
  };

  const submit = async (withOverride: boolean) => {
    if (inFlight.current) return;
    const errors = validateForm(form);
    if (withOverride && overrideReason.trim().length < MIN_OVERRIDE_REASON) {
      errors['override.reason'] = STAFF_MESSAGES.overrideReason;
    }
    if (Object.values(errors).some(Boolean)) {
      setFieldErrors(translated(errors));
      // A missing reason is shown under its field in the refusal; the form itself is fine.
      const onlyReason = Object.keys(errors).every((key) => key === 'override.reason');
      setProblem(onlyReason ? null : { message: translateMessage(MSG.fixFields), details: [] });
      setFailedAttempts((count) => count + 1);
      return;
    }
    const payload = buildPayload(form, withOverride ? overrideReason : undefined);
    inFlight.current = true;
    setSubmitting(true);
    setProblem(null);
    try {
      const order = await createStaffOrder(kind, payload, keys.current.keyFor(payload));
      keys.current.reset();
      notifySuccess(tAdmin('newOrder.placed', { number: order.orderNumber }));
      setPlaced(order);
      lastPlaced.current = order.id;
      setPrintOutcome({ route: 'pending' });
      const settle = (outcome: TPrintOutcome) => {
        if (lastPlaced.current === order.id) setPrintOutcome(outcome);
      };
      // Printed like an order confirmed on the incoming screen: by the network printers when the
      // restaurant has one (the server queued it with the order), else by this device. What happened is
      // said on the screen; a failure leaves the Print button of the list.
      void (async (): Promise<TPrintOutcome> => {
        if (await serverPrints(queryClient)) return { route: 'server' };
        return { route: 'device', delivery: await printOrderOnce(order) };
      })()
        .then(settle)
        .catch((error: unknown) => {
          settle({ route: 'failed' });
          notifyError(error, tAdmin('newOrder.printFailed'));
        });
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
      setCarts((current) => ({ ...current, [kind]: [] }));
      setDetails(freshDetails());
      setFieldErrors({});
      setRefusal(null);
      setOverrideReason('');
    } catch (error) {
      explain(error, withOverride);
      setFailedAttempts((count) => count + 1);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  function explain(error: unknown, withOverride: boolean) {
    if (!(error instanceof ApiError)) {
      console.error('Phone order failed', error);
      setProblem({ message: tAdmin('newOrder.submitFailed'), details: [] });
      return;
    }
    const mapped: TFieldErrors = {};
    for (const [path, message] of Object.entries(error.details ?? {})) mapped[fieldOfPath(path)] = message;
    // A refused promo code or gift voucher (PROMO_…, VOUCHER_…; nothing charged): said at its field.
    const codeField = error.code?.startsWith('PROMO_')
      ? 'promoCode'
      : error.code?.startsWith('VOUCHER_')
        ? 'voucherCode'
        : null;
    if (codeField) mapped[codeField] ??= error.message;
    setFieldErrors(mapped);
    if (error.code && OVERRIDABLE_CODES.has(error.code) && !withOverride) {
      setRefusal({ code: error.code, message: error.message });
      setProblem(null);
      return;
    }
    setRefusal(null);
    if (Object.keys(mapped).length > 0) {
      setProblem({ message: translateMessage(MSG.correctFields), details: [] });
    } else if (error.status >= 400 && error.status < 500 && error.message) {
      setProblem({ message: error.message, details: [] });
    } else {
      setProblem({ message: tAdmin('newOrder.submitFailed'), details: [] });
    }
  }

  return {
    form,
    fieldErrors,
    problem,
    refusal,
    overrideReason,
    submitting,
    placed,
    printOutcome,
    failedAttempts,
    actions,
    submit,
    cancelOverride: () => {
      setRefusal(null);
      setOverrideReason('');
    },
  };
}
