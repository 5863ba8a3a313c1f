// A stand-in for Stripe.js (https://js.stripe.com), served by the end-to-end tests in its place. It offers
// what the storefront uses — elements().create('payment').mount/on/destroy, confirmPayment and
// retrievePaymentIntent — and calls the fake Stripe API (__FAKE_STRIPE_API__) the way Stripe.js calls
// Stripe: the publishable key and the client secret as form parameters.
(() => {
  const api = '__FAKE_STRIPE_API__';
  // Stripe's test cards, and the test PaymentMethods Stripe.js would make of them
  const testCards = { 4242424242424242: 'pm_card_visa', 4000000000000002: 'pm_card_chargeDeclined' };
  const intentIdOf = (clientSecret) => clientSecret.split('_secret_')[0];

  async function call(method, path, params) {
    const form = new URLSearchParams(params).toString();
    const response =
      method === 'GET'
        ? await fetch(`${api}${path}?${form}`)
        : await fetch(`${api}${path}`, {
            method,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: form,
          });
    const body = await response.json();
    return response.ok ? { data: body } : { error: body.error };
  }

  function paymentElement(type) {
    const listeners = {};
    const element = {
      input: null,
      mount(target) {
        const container = typeof target === 'string' ? document.querySelector(target) : target;
        const label = document.createElement('label');
        label.textContent = 'Card number';
        label.style.display = 'grid';
        const input = document.createElement('input');
        input.inputMode = 'numeric';
        input.autocomplete = 'cc-number';
        input.style.border = '1px solid #6b7280';
        label.append(input);
        container.replaceChildren(label);
        element.input = input;
        queueMicrotask(() => listeners.ready?.({ elementType: type }));
      },
      on(event, handler) {
        listeners[event] = handler;
        return element;
      },
      destroy() {
        element.input?.closest('label')?.remove();
        element.input = null;
      },
    };
    return element;
  }

  function createStripe(key) {
    return {
      elements({ clientSecret }) {
        const elements = {
          clientSecret,
          payment: null,
          create(type) {
            elements.payment = paymentElement(type);
            return elements.payment;
          },
        };
        return elements;
      },
      async confirmPayment({ elements, confirmParams }) {
        const number = (elements.payment?.input?.value ?? '').replace(/\s/g, '');
        if (!number)
          return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        const paymentMethod = testCards[number];
        if (!paymentMethod) {
          return {
            error: {
              type: 'card_error',
              code: 'incorrect_number',
              message: 'Your card number is incorrect.',
            },
          };
        }
        const clientSecret = elements.clientSecret;
        const result = await call('POST', `/v1/payment_intents/${intentIdOf(clientSecret)}/confirm`, {
          key,
          client_secret: clientSecret,
          payment_method: paymentMethod,
          return_url: confirmParams.return_url,
        });
        if (result.error) return { error: result.error };
        // as Stripe does after a confirmation: back to the return address with the intent's parameters
        const back = new URL(confirmParams.return_url);
        back.searchParams.set('payment_intent', result.data.id);
        back.searchParams.set('payment_intent_client_secret', clientSecret);
        back.searchParams.set('redirect_status', result.data.status);
        window.location.assign(back.toString());
        return new Promise(() => {});
      },
      async retrievePaymentIntent(clientSecret) {
        const result = await call('GET', `/v1/payment_intents/${intentIdOf(clientSecret)}`, {
          key,
          client_secret: clientSecret,
        });
        return result.error ? { error: result.error } : { paymentIntent: result.data };
      },
    };
  }
  // the release train @stripe/stripe-js expects
  window.Stripe = Object.assign(createStripe, { version: 'endive' });
})();
