export { activeDiscountQueryOptions, useActiveDiscount } from './api/get-active-discount';
export {
  deliveryZonesQueryOptions,
  orderSettingsQueryOptions,
  type TDinerRules,
  useOrderRules,
} from './api/get-order-rules';
export { CartProvider, useCart } from './cart-context';
export { CART_STORAGE_KEY, cartLineKey, linePriceRappen, type TCartItem, type TCartLine } from './cart-state';
export { ASAP_TIMING, type TCartTiming, toScheduledAt } from './cart-timing';
export { OrderTypeSwitch } from './components/order-type-switch';
