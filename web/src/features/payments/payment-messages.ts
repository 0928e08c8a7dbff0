/** Said in a browser alert (spec 8) when a provider gives no message of its own for a failed payment. */
export const PAYMENT_FAILED_MESSAGE = 'The payment could not be completed. Please try again.';
