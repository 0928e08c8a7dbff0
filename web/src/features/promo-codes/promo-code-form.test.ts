import type { TPromoCode } from '@app/shared/promo-codes';
import { describe, expect, it } from 'vitest';
import {
  bodyFromPromo,
  checkPromoForm,
  NEW_PROMO_VALUES,
  placePromoField,
  promoKindsText,
  promoOrderTypesText,
  promoPerDinerText,
  promoTimeState,
  promoUsesText,
  promoValidityText,
  promoValueText,
  type TPromoFormValues,
  valuesFromPromo,
} from './promo-code-form';

const form = (overrides: Partial<TPromoFormValues>): TPromoFormValues => ({
  ...NEW_PROMO_VALUES,
  code: 'SUMMER10',
  ...overrides,
});

const SAVED: TPromoCode = {
  id: 4,
  code: 'WELCOME5',
  kind: 'AMOUNT',
  value: 5,
  minimumOrder: 30,
  validFrom: '2026-12-01T10:00:00.000Z',
  validTo: '2026-07-01T16:30:00.000Z',
  orderTypes: ['TAKEAWAY'],
  kinds: ['MENU'],
  maxUses: 100,
  maxUsesPerEmail: 1,
  firstOrderOnly: true,
  active: true,
  uses: 3,
  discountGiven: 15,
};

describe('promo code form', () => {
  it('sends a new code as typed, in capitals, with empty limits as none', () => {
    expect(checkPromoForm(form({ code: 'summer-10 ', value: '12,5' }))).toEqual({
      ok: true,
      body: {
        code: 'SUMMER-10',
        kind: 'PERCENT',
        value: 12.5,
        minimumOrder: 0,
        validFrom: null,
        validTo: null,
        orderTypes: ['DELIVERY', 'TAKEAWAY'],
        kinds: ['MENU', 'BUFFET'],
        maxUses: null,
        maxUsesPerEmail: null,
        firstOrderOnly: false,
        active: true,
      },
    });
  });

  it('shows a saved code on the restaurant’s clock and sends it back as it was', () => {
    const values = valuesFromPromo(SAVED);
    expect(values).toEqual({
      code: 'WELCOME5',
      kind: 'AMOUNT',
      value: '5',
      minimumOrder: '30',
      validFrom: '2026-12-01T11:00',
      validTo: '2026-07-01T18:30',
      orderTypes: ['TAKEAWAY'],
      kinds: ['MENU'],
      maxUses: '100',
      maxUsesPerEmail: '1',
      firstOrderOnly: true,
      active: true,
    });
    // Its dates are the wrong way round: the end is named.
    expect(checkPromoForm(values)).toEqual({
      ok: false,
      errors: { validTo: 'Start time must be before end time.' },
    });
    const fixed = checkPromoForm({ ...values, validTo: '2026-12-24T18:00' });
    expect(fixed).toEqual({
      ok: true,
      body: {
        ...bodyFromPromo(SAVED),
        validFrom: '2026-12-01T10:00:00.000Z',
        validTo: '2026-12-24T17:00:00.000Z',
      },
    });
  });

  it('names each wrong field with the shared messages', () => {
    const checked = checkPromoForm(
      form({
        code: 'X',
        value: '120',
        minimumOrder: '-1',
        validFrom: '2026-02-30T10:00',
        orderTypes: [],
        kinds: [],
        maxUses: '0',
        maxUsesPerEmail: '1.5',
      }),
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        code: 'Use 3 to 32 letters, digits or hyphens (e.g. SUMMER10).',
        value: 'Enter a percent from 0.1 to 100, with at most one decimal.',
        minimumOrder: 'Enter a minimum order from CHF 0 to CHF 10000 (0: none).',
        validFrom: 'Choose a valid date & time',
        orderTypes: 'Tick delivery, takeaway or both.',
        kinds: 'Tick menu, buffet or both.',
        maxUses: 'Enter a whole number of uses from 1, or leave it empty for no limit.',
        maxUsesPerEmail: 'Enter a whole number of uses from 1, or leave it empty for no limit.',
      },
    });
    // The rule between the dates is said together with the other fields' messages.
    expect(
      checkPromoForm(form({ code: 'X', validFrom: '2026-12-02T10:00', validTo: '2026-12-01T10:00' })),
    ).toEqual({
      ok: false,
      errors: {
        code: 'Use 3 to 32 letters, digits or hyphens (e.g. SUMMER10).',
        validTo: 'Start time must be before end time.',
      },
    });
  });

  it('names a value that is no number as a percent or as an amount, by the kind', () => {
    expect(checkPromoForm(form({ value: 'ten' }))).toEqual({
      ok: false,
      errors: { value: 'Enter a percent from 0.1 to 100, with at most one decimal.' },
    });
    expect(checkPromoForm(form({ kind: 'AMOUNT', value: '' }))).toEqual({
      ok: false,
      errors: { value: 'Enter an amount from CHF 0.01 to CHF 1000.' },
    });
    expect(checkPromoForm(form({ kind: 'AMOUNT', value: '5.005' }))).toEqual({
      ok: false,
      errors: { value: 'Enter an amount from CHF 0.01 to CHF 1000.' },
    });
    expect(checkPromoForm(form({ kind: 'AMOUNT', value: '5.5' })).ok).toBe(true);
  });

  it('puts the server’s messages about a list entry under the list', () => {
    expect(placePromoField('orderTypes.0')).toBe('orderTypes');
    expect(placePromoField('kinds.1')).toBe('kinds');
    expect(placePromoField('code')).toBe('code');
    expect(placePromoField('uses')).toBeNull();
  });

  it('switches a code off by sending the whole code with only active changed', () => {
    expect(bodyFromPromo(SAVED, { active: false })).toEqual({
      code: 'WELCOME5',
      kind: 'AMOUNT',
      value: 5,
      minimumOrder: 30,
      validFrom: SAVED.validFrom,
      validTo: SAVED.validTo,
      orderTypes: ['TAKEAWAY'],
      kinds: ['MENU'],
      maxUses: 100,
      maxUsesPerEmail: 1,
      firstOrderOnly: true,
      active: false,
    });
  });

  it('says in the list what a code takes off, when, for what and how often', () => {
    expect(promoValueText({ kind: 'PERCENT', value: 10 })).toBe('10%');
    expect(promoValueText({ kind: 'AMOUNT', value: 5 })).toBe('CHF 5.00');
    expect(promoValidityText({ validFrom: null, validTo: null })).toBe('Always');
    expect(promoValidityText({ validFrom: '2026-12-01T10:00:00.000Z', validTo: null })).toBe(
      'From 01.12.2026, 11:00',
    );
    expect(promoValidityText({ validFrom: null, validTo: '2026-12-24T17:00:00.000Z' })).toBe(
      'Until 24.12.2026, 18:00',
    );
    expect(promoOrderTypesText({ orderTypes: ['TAKEAWAY', 'DELIVERY'] })).toBe('Delivery, Takeaway');
    expect(promoKindsText({ kinds: ['BUFFET'] })).toBe('Buffet');
    expect(promoUsesText({ uses: 3, maxUses: 10 })).toBe('3 / 10');
    expect(promoUsesText({ uses: 3, maxUses: null })).toBe('3 / no limit');
    expect(promoPerDinerText({ maxUsesPerEmail: 1 })).toBe('at most 1 per diner');
    expect(promoPerDinerText({ maxUsesPerEmail: null })).toBeNull();
  });

  it('tells a code that has not started or has ended', () => {
    const now = new Date('2026-12-10T12:00:00Z');
    expect(promoTimeState({ validFrom: null, validTo: null }, now)).toBeNull();
    expect(promoTimeState({ validFrom: '2026-12-11T00:00:00Z', validTo: null }, now)).toBe('scheduled');
    expect(promoTimeState({ validFrom: null, validTo: '2026-12-10T12:00:00Z' }, now)).toBe('ended');
  });
});
