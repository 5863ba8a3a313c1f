import { describe, expect, it } from 'vitest';
import { SELECT_PAYMENT_METHOD_MESSAGE } from '../schemas/payment.js';
import { validateOfflineMethod } from './offline-payment-method.js';

describe('validateOfflineMethod', () => {
  it.each(['cash', 'eft'] as const)('accepts %s', (method) => {
    expect(validateOfflineMethod(method)).toEqual({ ok: true, value: method });
  });

  it.each(['', null, undefined, 'cashOnDelivery', 'stripe', 'EFT', 'cash '])(
    'asks for a method when given %j',
    (method) => {
      expect(validateOfflineMethod(method)).toEqual({
        ok: false,
        errors: { paymentMethod: 'Please select a payment method' },
        message: SELECT_PAYMENT_METHOD_MESSAGE,
      });
    },
  );
});
