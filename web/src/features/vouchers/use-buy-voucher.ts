import type { TVoucherPurchaseResult, TVoucherSettings } from '@app/shared/vouchers';
import { useRef, useState } from 'react';
import { translateMessage } from '@/i18n/i18n';
import { explainSubmitFailure, type TFormError } from '@/lib/submit-failure';
import { purchaseVoucher } from './api/purchase-voucher';
import {
  checkVoucher,
  FIX_FIELDS_MESSAGE,
  initialVoucherValues,
  mapVoucherDetails,
  type TVoucherField,
  type TVoucherFieldErrors,
  type TVoucherValues,
} from './voucher-form';

/** The catalogue key of the failure text for anything the server does not explain. */
const FAILED_MESSAGE = 'pages.vouchers.failed';

/**
 * The gift voucher form's state and its one action: check, send once, then the payment of the answer;
 * after any failure the input stays as it was, and "Change details" goes back to it from the payment.
 */
export function useBuyVoucher(settings: TVoucherSettings, clock: () => Date = () => new Date()) {
  const [values, setValues] = useState<TVoucherValues>(() => initialVoucherValues(settings));
  const [fieldErrors, setFieldErrors] = useState<TVoucherFieldErrors>({});
  const [formError, setFormError] = useState<TFormError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [purchase, setPurchase] = useState<TVoucherPurchaseResult | null>(null);
  /** Bumped after a refused submit so the form can move focus to the first thing to fix. */
  const [failedAttempts, setFailedAttempts] = useState(0);
  // A second click can arrive before React re-renders the disabled button: the ref stops it.
  const sending = useRef(false);

  function setField<K extends keyof TVoucherValues>(field: K, value: TVoucherValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    const key: TVoucherField =
      field === 'amountChoice' || field === 'otherAmount' ? 'amount' : (field as TVoucherField);
    if (!fieldErrors[key]) return;
    const rest = { ...fieldErrors, [key]: undefined };
    setFieldErrors(rest);
    if (!Object.values(rest).some(Boolean) && !formError?.details.length) setFormError(null);
  }

  function fail(error: TFormError, errors: TVoucherFieldErrors = {}) {
    setFieldErrors(errors);
    setFormError(error);
    setFailedAttempts((n) => n + 1);
  }

  async function submit() {
    if (sending.current) return;
    const check = checkVoucher(values, settings, clock());
    if (!check.ok) {
      fail({ message: translateMessage(FIX_FIELDS_MESSAGE), details: [] }, check.fieldErrors);
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setFieldErrors({});
    setFormError(null);
    try {
      setPurchase(await purchaseVoucher(check.payload));
    } catch (error) {
      const explained = explainSubmitFailure(error, {
        mapDetails: mapVoucherDetails,
        failedMessage: FAILED_MESSAGE,
        logLabel: 'Voucher purchase failed',
      });
      fail(explained.formError, explained.fieldErrors);
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  }

  /** Back from the payment to the form, as filled in (a new submit creates a new purchase). */
  function leavePayment() {
    setPurchase(null);
  }

  return {
    values,
    setField,
    fieldErrors,
    formError,
    failedAttempts,
    submitting,
    submit,
    purchase,
    leavePayment,
  };
}
