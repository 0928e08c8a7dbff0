import { DEFAULT_ORDER_RULES } from '@app/shared/order-rules';
import { describe, expect, it } from 'vitest';
import { checkSettingsForm, placeSettingsField, settingsFormOf } from './settings-form';

const SAVED = { ...DEFAULT_ORDER_RULES, readyNotice: 'OFF', promoWithSale: false } as const;

describe('fees and times form', () => {
  it('starts from the saved settings and sends them back as they were', () => {
    const values = settingsFormOf(SAVED);
    expect(values).toEqual({
      cardFeePercent: '2.6',
      twintFeePercent: '0',
      asapDelivery: '45',
      asapTakeaway: '45',
      delivery: true,
      takeaway: true,
      readyNotice: 'OFF',
      promoWithSale: false,
    });
    expect(checkSettingsForm(values)).toEqual({ ok: true, body: SAVED });
  });

  it('takes a decimal comma, a restaurant that only does takeaway, and promo codes during a sale', () => {
    const values = {
      ...settingsFormOf(SAVED),
      twintFeePercent: '1,5',
      asapTakeaway: '20',
      delivery: false,
      readyNotice: 'EMAIL_AND_SMS' as const,
      promoWithSale: true,
    };
    expect(checkSettingsForm(values)).toEqual({
      ok: true,
      body: {
        cardFeePercent: 2.6,
        twintFeePercent: 1.5,
        asapMinutes: { DELIVERY: 45, TAKEAWAY: 20 },
        orderTypes: { DELIVERY: false, TAKEAWAY: true },
        readyNotice: 'EMAIL_AND_SMS',
        promoWithSale: true,
      },
    });
  });

  it('names wrong fees and minutes, and refuses to switch both order types off', () => {
    const checked = checkSettingsForm({
      cardFeePercent: '',
      twintFeePercent: '2.55',
      asapDelivery: '4',
      asapTakeaway: 'soon',
      delivery: true,
      takeaway: true,
      readyNotice: 'OFF',
      promoWithSale: false,
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        cardFeePercent: 'Enter a percentage from 0 to 20 with at most 1 decimal.',
        twintFeePercent: 'Enter a percentage from 0 to 20 with at most 1 decimal.',
        asapDelivery: 'Enter a whole number of minutes from 5 to 240.',
        asapTakeaway: 'Enter a whole number of minutes from 5 to 240.',
      },
    });
    expect(checkSettingsForm({ ...settingsFormOf(SAVED), delivery: false, takeaway: false })).toEqual({
      ok: false,
      errors: { orderTypes: 'Keep at least one order type on: delivery or takeaway.' },
    });
    expect(placeSettingsField('asapMinutes.TAKEAWAY')).toBe('asapTakeaway');
    expect(placeSettingsField('orderTypes.DELIVERY')).toBe('orderTypes');
    expect(placeSettingsField('readyNotice')).toBe('readyNotice');
    expect(placeSettingsField('promoWithSale')).toBe('promoWithSale');
  });
});
