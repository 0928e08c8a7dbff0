// A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js) in browser tests, served with
// page.route: window.Stripe with elements(), a Payment Element drawn as one plain "Card number" field,
// and confirmPayment. Card 4000 0000 0000 0002 is declined, "twint-refused" leaves for return_url the way
// Stripe does after a refused TWINT payment, anything else succeeds. Calls are kept in window.__fakeStripe.
(() => {
  const calls = { keys: [], elementsOptions: [], confirms: [] };
  window.__fakeStripe = calls;

  function Stripe(publishableKey) {
    calls.keys.push(publishableKey);
    const listeners = {};
    let input = null;
    const emit = (event, payload) => {
      for (const listener of listeners[event] ?? []) listener(payload);
    };
    const element = {
      mount(node) {
        const target = typeof node === 'string' ? document.querySelector(node) : node;
        const label = document.createElement('label');
        label.textContent = 'Card number';
        input = document.createElement('input');
        input.autocomplete = 'cc-number';
        label.append(input);
        target.append(label);
        setTimeout(() => emit('ready', { elementType: 'payment' }), 100);
      },
      on(event, listener) {
        listeners[event] = [...(listeners[event] ?? []), listener];
        return element;
      },
      off(event, listener) {
        listeners[event] = (listeners[event] ?? []).filter((l) => l !== listener);
        return element;
      },
      update() {},
      unmount() {},
      destroy() {
        input?.parentElement?.remove();
        input = null;
      },
    };
    const elements = {
      create: () => element,
      getElement: () => element,
      update() {},
      submit: async () => ({}),
    };
    return {
      elements(options) {
        calls.elementsOptions.push(options);
        return elements;
      },
      createToken() {},
      createPaymentMethod() {},
      confirmCardPayment() {},
      async confirmPayment({ elements: used, confirmParams, redirect }) {
        calls.confirms.push({
          sameElements: used === elements,
          returnUrl: confirmParams.return_url,
          redirect,
        });
        const number = (input?.value ?? '').replace(/\s/g, '');
        await new Promise((resolve) => setTimeout(resolve, 200));
        if (number === '4000000000000002') {
          return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        }
        if (number === 'twint-refused') {
          const back = new URL(confirmParams.return_url);
          back.searchParams.set('payment_intent', 'pi_fake');
          back.searchParams.set('payment_intent_client_secret', 'pi_fake_secret_fake');
          back.searchParams.set('redirect_status', 'failed');
          window.location.assign(back.href);
          return new Promise(() => {});
        }
        return { paymentIntent: { id: 'pi_fake', status: 'succeeded' } };
      },
    };
  }
  window.Stripe = Stripe;
})();
