export { activeDiscountQueryOptions, useActiveDiscount } from './api/get-active-discount';
export {
  deliveryZonesQueryOptions,
  orderSettingsQueryOptions,
  type TDinerRules,
  useOrderRules,
} from './api/get-order-rules';
export { unavailableQueryOptions } from './api/get-unavailable';
export { CartProvider, useCart, useCartRestored } from './cart-context';
export { LazyMinimumMissing, LazyUnavailableNotice } from './cart-notices';
export {
  CART_STORAGE_KEY,
  cartLineKey,
  itemKeyOf,
  linePriceRappen,
  type TCartItem,
  type TCartLine,
  type TCartOption,
} from './cart-state';
export { ASAP_TIMING, type TCartTiming, toScheduledAt } from './cart-timing';
export { AddToCartButton } from './components/add-to-cart-button';
export { CartButton, openCartDrawer } from './components/cart-button';
export { OrderTypeSwitch } from './components/order-type-switch';
export { formatLineOptions, lineLabel } from './line-options';
