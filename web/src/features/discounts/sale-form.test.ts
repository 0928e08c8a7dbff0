import { SALE_MESSAGES, type TSaleSettings } from '@app/shared/discounts';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '@/i18n/i18n';
import { placeFieldErrors } from '@/lib/form-errors';
import {
  checkSaleForm,
  parsePercent,
  placeSaleField,
  saleFormFromSettings,
  saleStatusText,
  saleSummary,
  saleSwitchLabel,
  type TSaleFormValues,
  toLocalInput,
} from './sale-form';

const OFF: TSaleFormValues = {
  enabled: false,
  percentMenu: '0',
  percentBuffet: '0',
  startsAt: '',
  endsAt: '',
};
const form = (overrides: Partial<TSaleFormValues>): TSaleFormValues => ({ ...OFF, ...overrides });

describe('sale form', () => {
  it('labels the switch as the spec says', () => {
    expect(saleSwitchLabel(true)).toBe('Sale is ENABLED');
    expect(saleSwitchLabel(false)).toBe('Sale is DISABLED');
  });

  it('shows the saved sale, with its bounds on the restaurant’s clock (winter and summer time)', () => {
    const settings: TSaleSettings = {
      enabled: true,
      percentMenu: 10,
      percentBuffet: 12.5,
      startsAt: '2026-12-01T10:00:00.000Z',
      endsAt: '2026-07-01T16:30:00.000Z',
    };
    expect(saleFormFromSettings(settings)).toEqual({
      enabled: true,
      percentMenu: '10',
      percentBuffet: '12.5',
      startsAt: '2026-12-01T11:00',
      endsAt: '2026-07-01T18:30',
    });
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('nonsense')).toBe('');
  });

  it('reads percents: empty is 0, a comma is a decimal point, anything else is no number', () => {
    expect(parsePercent('')).toBe(0);
    expect(parsePercent(' 12,5 ')).toBe(12.5);
    expect(parsePercent('.5')).toBe(0.5);
    expect(parsePercent('-3')).toBe(-3);
    expect(parsePercent('10%')).toBeNull();
    expect(parsePercent('1e2')).toBeNull();
    expect(parsePercent('abc')).toBeNull();
  });

  it('sends numbers and ISO instants for the restaurant-local bounds', () => {
    expect(
      checkSaleForm(
        form({
          enabled: true,
          percentMenu: '10',
          percentBuffet: '',
          startsAt: '2026-12-01T11:00',
          endsAt: '2026-12-24T18:00',
        }),
      ),
    ).toEqual({
      ok: true,
      body: {
        enabled: true,
        percentMenu: 10,
        percentBuffet: 0,
        startsAt: '2026-12-01T10:00:00.000Z',
        endsAt: '2026-12-24T17:00:00.000Z',
      },
    });
    expect(checkSaleForm(OFF)).toEqual({
      ok: true,
      body: { enabled: false, percentMenu: 0, percentBuffet: 0, startsAt: null, endsAt: null },
    });
  });

  it('refuses percents outside 0..100 or that are no number, with the spec messages', () => {
    expect(checkSaleForm(form({ percentMenu: '100.1', percentBuffet: '-1' }))).toEqual({
      ok: false,
      errors: {
        percentMenu: translateMessage(SALE_MESSAGES.menuPercent),
        percentBuffet: translateMessage(SALE_MESSAGES.buffetPercent),
      },
    });
    expect(checkSaleForm(form({ percentMenu: 'ten' }))).toEqual({
      ok: false,
      errors: { percentMenu: 'Menu percent must be between 0 and 100.' },
    });
    expect(checkSaleForm(form({ percentBuffet: '12.25' }))).toEqual({
      ok: false,
      errors: { percentBuffet: translateMessage(SALE_MESSAGES.step) },
    });
    expect(checkSaleForm(form({ percentMenu: '100', percentBuffet: '0.3' })).ok).toBe(true);
  });

  it('refuses a start after the end, but accepts equal bounds and a single bound', () => {
    expect(checkSaleForm(form({ startsAt: '2026-12-02T10:00', endsAt: '2026-12-01T10:00' }))).toEqual({
      ok: false,
      errors: { startsAt: 'Start time must be before end time.' },
    });
    expect(checkSaleForm(form({ startsAt: '2026-12-02T10:00', endsAt: '2026-12-02T10:00' })).ok).toBe(true);
    expect(checkSaleForm(form({ endsAt: '2026-12-02T10:00' })).ok).toBe(true);
  });

  it('refuses a bound that is no date-time', () => {
    expect(checkSaleForm(form({ startsAt: '2026-02-30T10:00' }))).toEqual({
      ok: false,
      errors: { startsAt: translateMessage(SALE_MESSAGES.dateTime) },
    });
    expect(checkSaleForm(form({ endsAt: 'tomorrow' }))).toEqual({
      ok: false,
      errors: { endsAt: translateMessage(SALE_MESSAGES.dateTime) },
    });
  });

  it('summarises an enabled sale with a percent above 0', () => {
    expect(saleSummary(form({ enabled: true, percentMenu: '10', percentBuffet: '' }))).toBe(
      '10% off Menu • 0% off Buffet',
    );
    expect(saleSummary(form({ enabled: true, percentMenu: '12,5', percentBuffet: '5' }))).toBe(
      '12.5% off Menu • 5% off Buffet',
    );
    expect(saleSummary(form({ enabled: true, percentMenu: '0', percentBuffet: '' }))).toBeNull();
    expect(saleSummary(form({ enabled: false, percentMenu: '10' }))).toBeNull();
    expect(saleSummary(form({ enabled: true, percentMenu: '300', percentBuffet: '5' }))).toBe(
      '0% off Menu • 5% off Buffet',
    );
  });

  it('says what diners see with the saved sale now', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const sale: TSaleSettings = {
      enabled: true,
      percentMenu: 10,
      percentBuffet: 0,
      startsAt: null,
      endsAt: null,
    };
    expect(saleStatusText(sale, now)).toBe('Customers see the sale now.');
    expect(saleStatusText({ ...sale, enabled: false }, now)).toBe('Customers see regular prices.');
    expect(saleStatusText({ ...sale, percentMenu: 0 }, now)).toBe('Customers see regular prices.');
    expect(saleStatusText({ ...sale, startsAt: '2026-11-24T08:00:00Z' }, now)).toBe(
      'Scheduled: customers see the sale from 24.11.2026, 09:00.',
    );
    expect(saleStatusText({ ...sale, endsAt: '2026-11-23T12:00:00Z' }, now)).toBe(
      'The sale ended on 23.11.2026, 13:00. Customers see regular prices.',
    );
    expect(saleStatusText({ ...sale, endsAt: '2026-11-23T17:00:00Z' }, now)).toBe(
      'Customers see the sale now, until 23.11.2026, 18:00.',
    );
  });

  it('keeps the server’s messages for this form’s fields only', () => {
    expect(placeFieldErrors({ startsAt: 'x', enabled: 'y' }, placeSaleField)).toEqual({ startsAt: 'x' });
  });
});
