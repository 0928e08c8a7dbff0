/**
 * The most of one item a cart line, and so an order line, may hold: shared/orders.ts checks it and the
 * web cart caps its lines at it. A module of its own, so the cart (on every public page) brings neither
 * the order schemas nor the pricing code.
 */
export const MAX_LINE_QUANTITY = 99;
