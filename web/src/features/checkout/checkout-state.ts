import type { TPaymentMethod } from '@app/shared/enums';
import type { TOrderKind } from '@app/shared/order-kind';
import type { TPaymentIntent } from '@app/shared/orders';
import type { TFormError } from '@/lib/submit-failure';
import {
  CUSTOMER_FIELDS,
  EMPTY_CUSTOMER,
  type TCustomerField,
  type TCustomerValues,
  type TFieldErrors,
  type TTimingChoice,
} from './checkout-rules';

/** A card order made and waiting for its payment step. */
export interface TPendingPayment {
  orderId: string;
  kind: TOrderKind;
  email: string;
  intent: TPaymentIntent;
}

const DEFAULT_PAYMENT_METHOD: TPaymentMethod = 'CARD';

/** What the checkout form holds between renders (the cart itself lives in the cart's context). */
export interface TCheckoutState {
  customer: TCustomerValues;
  /** The fields the diner typed into: a fill from their saved details leaves these alone. */
  typed: Partial<Record<TCustomerField, true>>;
  paymentMethod: TPaymentMethod;
  specialInstructions: string;
  timing: TTimingChoice;
  fieldErrors: TFieldErrors;
  formError: TFormError | null;
  submitting: boolean;
  payment: TPendingPayment | null;
  /** Bumped after a failed submit so the form can move focus to the first invalid field. */
  failedAttempts: number;
}

export type TCheckoutAction =
  | { type: 'field'; field: TCustomerField; value: string }
  /** The diner's saved details, filled into the fields they have not typed into. */
  | { type: 'prefill'; values: Partial<TCustomerValues> }
  | { type: 'paymentMethod'; method: TPaymentMethod }
  | { type: 'specialInstructions'; value: string }
  | { type: 'timing'; choice: TTimingChoice }
  | { type: 'submitStarted' }
  | { type: 'failed'; formError: TFormError; fieldErrors: TFieldErrors }
  | { type: 'submitEnded' }
  | { type: 'paymentStarted'; payment: TPendingPayment }
  | { type: 'paymentLeft' };

export function initialCheckoutState(timing: TTimingChoice): TCheckoutState {
  return {
    customer: EMPTY_CUSTOMER,
    typed: {},
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    specialInstructions: '',
    timing,
    fieldErrors: {},
    formError: null,
    submitting: false,
    payment: null,
    failedAttempts: 0,
  };
}

/** The field's error goes as soon as the field changes; the same object when it had none. */
function withoutError(errors: TFieldErrors, field: keyof TFieldErrors): TFieldErrors {
  return errors[field] ? { ...errors, [field]: undefined } : errors;
}

/**
 * The field's error goes, and with the last one the summary that was about them ('Please correct the
 * highlighted fields.'); a summary with messages of its own stays.
 */
function fixed(state: TCheckoutState, field: keyof TFieldErrors) {
  const fieldErrors = withoutError(state.fieldErrors, field);
  const allFixed = fieldErrors !== state.fieldErrors && !Object.values(fieldErrors).some(Boolean);
  return { fieldErrors, formError: allFixed && !state.formError?.details.length ? null : state.formError };
}

export function checkoutReducer(state: TCheckoutState, action: TCheckoutAction): TCheckoutState {
  switch (action.type) {
    case 'field':
      return {
        ...state,
        customer: { ...state.customer, [action.field]: action.value },
        typed: { ...state.typed, [action.field]: true },
        ...fixed(state, action.field),
      };
    case 'prefill': {
      const customer = { ...state.customer };
      for (const field of CUSTOMER_FIELDS) {
        const value = action.values[field];
        if (value && !state.typed[field]) customer[field] = value;
      }
      return { ...state, customer };
    }
    case 'paymentMethod':
      return { ...state, paymentMethod: action.method };
    case 'specialInstructions':
      return { ...state, specialInstructions: action.value };
    case 'timing':
      return { ...state, timing: action.choice, ...fixed(state, 'scheduledAt') };
    case 'submitStarted':
      return { ...state, fieldErrors: {}, formError: null, submitting: true };
    case 'failed':
      return {
        ...state,
        fieldErrors: action.fieldErrors,
        formError: action.formError,
        failedAttempts: state.failedAttempts + 1,
      };
    case 'submitEnded':
      return { ...state, submitting: false };
    case 'paymentStarted':
      return { ...state, payment: action.payment };
    case 'paymentLeft':
      return { ...state, payment: null };
  }
}
