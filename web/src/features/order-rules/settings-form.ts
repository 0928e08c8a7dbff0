import type { TAdminOrderRules, TReadyNotice } from '@app/shared/order-rules-input';
import { type TOrderRulesInput, ZOrderRulesInputSchema } from '@app/shared/order-rules-input';
import { checkWithSchema, type TChecked, type TPlaceField } from '@/lib/form-errors';

/**
 * The fees and times form: card and TWINT fee in percent (0 allowed, a comma works as the decimal
 * point), the ASAP minutes per order type, a switch per order type, how a takeaway diner hears that
 * the order is ready, and whether promo codes also apply during a sale, checked by the shared schema.
 */

export interface TSettingsFormValues {
  cardFeePercent: string;
  twintFeePercent: string;
  asapDelivery: string;
  asapTakeaway: string;
  delivery: boolean;
  takeaway: boolean;
  readyNotice: TReadyNotice;
  /** Off: a promo code is refused while a sale runs. */
  promoWithSale: boolean;
}

export function settingsFormOf(rules: TAdminOrderRules): TSettingsFormValues {
  return {
    cardFeePercent: String(rules.cardFeePercent),
    twintFeePercent: String(rules.twintFeePercent),
    asapDelivery: String(rules.asapMinutes.DELIVERY),
    asapTakeaway: String(rules.asapMinutes.TAKEAWAY),
    delivery: rules.orderTypes.DELIVERY,
    takeaway: rules.orderTypes.TAKEAWAY,
    readyNotice: rules.readyNotice,
    promoWithSale: rules.promoWithSale,
  };
}

function numberOf(text: string, pattern: RegExp): number | string {
  const value = text.trim().replace(',', '.');
  return pattern.test(value) ? Number(value) : value;
}

const PERCENT = /^\d{1,3}(\.\d+)?$/;
const MINUTES = /^\d{1,4}$/;

const FIELD_OF: Record<string, keyof TSettingsFormValues | 'orderTypes'> = {
  cardFeePercent: 'cardFeePercent',
  twintFeePercent: 'twintFeePercent',
  'asapMinutes.DELIVERY': 'asapDelivery',
  'asapMinutes.TAKEAWAY': 'asapTakeaway',
  orderTypes: 'orderTypes',
  'orderTypes.DELIVERY': 'orderTypes',
  'orderTypes.TAKEAWAY': 'orderTypes',
  readyNotice: 'readyNotice',
  promoWithSale: 'promoWithSale',
};

/** The body's path (the server's details too) to the field that shows it; both switches share one. */
export const placeSettingsField: TPlaceField = (path) => FIELD_OF[path] ?? null;

export function checkSettingsForm(values: TSettingsFormValues): TChecked<TOrderRulesInput> {
  return checkWithSchema(
    ZOrderRulesInputSchema,
    {
      cardFeePercent: numberOf(values.cardFeePercent, PERCENT),
      twintFeePercent: numberOf(values.twintFeePercent, PERCENT),
      asapMinutes: {
        DELIVERY: numberOf(values.asapDelivery, MINUTES),
        TAKEAWAY: numberOf(values.asapTakeaway, MINUTES),
      },
      orderTypes: { DELIVERY: values.delivery, TAKEAWAY: values.takeaway },
      readyNotice: values.readyNotice,
      promoWithSale: values.promoWithSale,
    },
    placeSettingsField,
  );
}
