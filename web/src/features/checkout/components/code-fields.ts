/**
 * The checkout's promo code and gift voucher fields as one lazy chunk: both come when the diner opens
 * either (promo-code.tsx, voucher-code.tsx). Two chunks sharing the form's text field made the bundler
 * split that field out of the /checkout page into a file of its own, preloaded on every visit.
 */
export { PromoCodeField } from './promo-code-field';
export { VoucherCodeField } from './voucher-code-field';
