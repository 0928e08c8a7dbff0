export { createPaymentIntent } from './api/payment-intent';
export { PaymentStep } from './components/payment-step';
export { PAYMENT_METHOD_ORDER } from './payment-methods';
