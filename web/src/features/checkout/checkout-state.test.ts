import { describe, expect, it } from 'vitest';
import { EMPTY_CUSTOMER } from './checkout-rules';
import { checkoutReducer, initialCheckoutState, type TPendingPayment } from './checkout-state';

const start = initialCheckoutState({ asap: true });
const refused = { message: 'Please check the highlighted fields.', details: [] };

describe('checkout state', () => {
  it('starts empty, paying by card, with the timing it is given', () => {
    expect(start).toEqual({
      customer: EMPTY_CUSTOMER,
      typed: {},
      paymentMethod: 'CARD',
      specialInstructions: '',
      timing: { asap: true },
      fieldErrors: {},
      formError: null,
      submitting: false,
      payment: null,
      failedAttempts: 0,
    });
  });

  it("changes a field and drops that field's error, keeping the others", () => {
    const failed = checkoutReducer(start, {
      type: 'failed',
      formError: refused,
      fieldErrors: { email: 'Invalid email', plz: 'Required' },
    });
    const next = checkoutReducer(failed, { type: 'field', field: 'email', value: 'a@b.ch' });
    expect(next.customer.email).toBe('a@b.ch');
    expect(next.fieldErrors).toEqual({ email: undefined, plz: 'Required' });
    expect(next.formError).toBe(refused);
  });

  it('drops the summary with the last highlighted field fixed', () => {
    let state = checkoutReducer(start, {
      type: 'failed',
      formError: refused,
      fieldErrors: { firstName: 'At most 100 characters', scheduledAt: 'Choose a future time' },
    });
    state = checkoutReducer(state, { type: 'field', field: 'firstName', value: 'Anna' });
    expect(state.formError).toBe(refused);
    state = checkoutReducer(state, { type: 'timing', choice: { asap: true } });
    expect(state.formError).toBeNull();
  });

  it('keeps a summary that is not about fields, or that has messages of its own', () => {
    const minimum = { message: 'Minimum delivery order is CHF 30.00.', details: [] };
    let state = checkoutReducer(start, { type: 'failed', formError: minimum, fieldErrors: {} });
    state = checkoutReducer(state, { type: 'field', field: 'city', value: 'Olten' });
    expect(state.formError).toBe(minimum);
    const server = { message: 'Please correct the highlighted fields.', details: ['Unknown item'] };
    state = checkoutReducer(start, { type: 'failed', formError: server, fieldErrors: { plz: 'Required' } });
    state = checkoutReducer(state, { type: 'field', field: 'plz', value: '4600' });
    expect(state.formError).toBe(server);
  });

  it("fills a diner's saved details into the fields they have not typed into, empty values aside", () => {
    let state = checkoutReducer(start, { type: 'field', field: 'firstName', value: 'Bea' });
    state = checkoutReducer(state, { type: 'field', field: 'phone', value: '' });
    state = checkoutReducer(state, {
      type: 'prefill',
      values: { firstName: 'Anna', lastName: 'Muster', phone: '+41 79 123 45 67', email: '', city: 'Olten' },
    });
    expect(state.customer).toEqual({
      ...EMPTY_CUSTOMER,
      firstName: 'Bea',
      lastName: 'Muster',
      city: 'Olten',
    });
    expect(state.typed).toEqual({ firstName: true, phone: true });
  });

  it('fills again what it filled before, never what the diner typed since', () => {
    let state = checkoutReducer(start, { type: 'prefill', values: { street: 'Hauptgasse', city: 'Olten' } });
    state = checkoutReducer(state, { type: 'field', field: 'city', value: 'Trimbach' });
    state = checkoutReducer(state, { type: 'prefill', values: { street: 'Kirchgasse', city: 'Aarau' } });
    expect(state.customer).toMatchObject({ street: 'Kirchgasse', city: 'Trimbach' });
  });

  it('keeps the same errors object when the changed field had no error', () => {
    const next = checkoutReducer(start, { type: 'field', field: 'city', value: 'Bern' });
    expect(next.fieldErrors).toBe(start.fieldErrors);
  });

  it("a new timing drops the scheduled time's error", () => {
    const failed = checkoutReducer(start, {
      type: 'failed',
      formError: refused,
      fieldErrors: { scheduledAt: 'We are closed then' },
    });
    const next = checkoutReducer(failed, {
      type: 'timing',
      choice: { asap: false, input: '2026-11-24T19:00' },
    });
    expect(next.timing).toEqual({ asap: false, input: '2026-11-24T19:00' });
    expect(next.fieldErrors.scheduledAt).toBeUndefined();
  });

  it('counts failed attempts; a submit clears the errors until it ends', () => {
    let state = checkoutReducer(start, {
      type: 'failed',
      formError: refused,
      fieldErrors: { phone: 'Required' },
    });
    state = checkoutReducer(state, { type: 'failed', formError: refused, fieldErrors: {} });
    expect(state.failedAttempts).toBe(2);
    state = checkoutReducer(state, { type: 'submitStarted' });
    expect(state).toMatchObject({ submitting: true, formError: null, fieldErrors: {}, failedAttempts: 2 });
    state = checkoutReducer(state, { type: 'submitEnded' });
    expect(state.submitting).toBe(false);
  });

  it('holds the pending card payment until the diner goes back', () => {
    const payment: TPendingPayment = {
      orderId: 'ORDER1',
      kind: 'MENU',
      email: 'a@b.ch',
      intent: { clientSecret: 'secret', amount: 42.5, currency: 'CHF', provider: 'simulated' },
    };
    const paying = checkoutReducer(start, { type: 'paymentStarted', payment });
    expect(paying.payment).toBe(payment);
    expect(checkoutReducer(paying, { type: 'paymentLeft' }).payment).toBeNull();
  });

  it('keeps the payment method and the special instructions it is given', () => {
    const state = checkoutReducer(checkoutReducer(start, { type: 'paymentMethod', method: 'CASH' }), {
      type: 'specialInstructions',
      value: 'No wasabi',
    });
    expect(state).toMatchObject({ paymentMethod: 'CASH', specialInstructions: 'No wasabi' });
  });
});
