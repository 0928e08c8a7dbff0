/**
 * Said in a browser alert (spec 8) when a provider gives no message of its own for a failed payment:
 * the spec's English text; the screens show 'checkout.card.failed' in the diner's language.
 */
export const PAYMENT_FAILED_MESSAGE = 'The payment could not be completed. Please try again.';
