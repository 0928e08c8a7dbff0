export { createPaymentIntent } from './api/payment-intent';
export { LazyPaymentStep, preloadPaymentStep } from './components/lazy-payment-step';
export { PAYMENT_METHOD_ORDER } from './payment-methods';
export { formatCardNumber, formatExpiry } from './providers/card-input';
export { stripeFor } from './providers/stripe-loader';
