// A stand-in for the PayPal JavaScript SDK (https://www.paypal.com/sdk/js), served by the end-to-end tests
// in its place. paypal.Buttons renders one button: it calls createOrder, has the buyer approve the order on
// the fake PayPal API (__FAKE_PAYPAL_API__; PayPal does this in its own window), then calls onApprove.
(() => {
  const api = '__FAKE_PAYPAL_API__';

  function buttons(options) {
    let container = null;
    return {
      isEligible: () => true,
      async render(target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'PayPal';
        button.style.cssText =
          'width:100%;padding:12px;border:0;border-radius:4px;background:#ffc439;color:#111;';
        button.addEventListener('click', async () => {
          try {
            const orderID = await options.createOrder({ paymentSource: 'paypal' }, {});
            const approved = await fetch(
              `${api}/test/checkout/orders/${encodeURIComponent(orderID)}/approve`,
              {
                method: 'POST',
              },
            );
            if (!approved.ok) throw new Error(`PayPal approval failed: ${approved.status}`);
            await options.onApprove({ orderID, payerID: 'FAKEBUYER', paymentSource: 'paypal' }, {});
          } catch (error) {
            options.onError?.(error);
          }
        });
        container.replaceChildren(button);
      },
      async close() {
        container?.replaceChildren();
      },
      updateProps() {},
    };
  }

  window.paypal = { Buttons: buttons, version: '5.0.0-fake' };
})();
