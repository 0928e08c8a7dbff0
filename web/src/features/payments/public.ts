export { createPaymentIntent } from './api/payment-intent';
export { PaymentStep } from './components/payment-step';
export { PAY_LATER_INFO, PAYMENT_METHOD_ORDER } from './payment-methods';
