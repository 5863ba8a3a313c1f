import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IDS } from '../payments/payment-method-ids.js';
import { validateMethodAvailable } from './payment-method-available.js';

describe('validateMethodAvailable', () => {
  it('accepts an enabled method with a seller id', () => {
    expect(
      validateMethodAvailable({ method: 'stripe', enabledMethods: ['stripe', 'eft'], sellerId: ' s1 ' }),
    ).toEqual({
      ok: true,
      value: { method: 'stripe', sellerId: 's1' },
    });
  });

  it.each(['', '   ', null, undefined])('needs a seller id (%j), checked first', (sellerId) => {
    expect(validateMethodAvailable({ method: 'paypal', enabledMethods: [], sellerId })).toEqual({
      ok: false,
      errors: { sellerId: 'Seller ID not found' },
      message: 'Seller ID not found',
    });
  });

  it.each([
    ['stripe', 'Stripe is not enabled or configured for this seller'],
    ['paypal', 'PayPal is not enabled or configured for this seller'],
    ['payfast', 'PayFast is not enabled or configured for this seller'],
    ['cybersource', 'Payment method not available. Please contact support.'],
    ['eft', 'Payment method not available. Please contact support.'],
    ['cashOnDelivery', 'Payment method not available. Please contact support.'],
  ] as const)('refuses %s when the seller has not enabled it', (method, message) => {
    const others = PAYMENT_METHOD_IDS.filter((id) => id !== method);
    expect(validateMethodAvailable({ method, enabledMethods: others, sellerId: 's1' })).toEqual({
      ok: false,
      errors: { method: message },
      message,
    });
  });
});
