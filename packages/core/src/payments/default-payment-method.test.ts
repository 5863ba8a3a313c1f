import { describe, expect, it } from 'vitest';
import { defaultPaymentMethod } from './default-payment-method.js';

describe('defaultPaymentMethod (spec §4)', () => {
  it('is the first tile', () => {
    expect(defaultPaymentMethod({ enabledMethods: ['eft', 'paypal'] })).toBe('paypal');
    expect(
      defaultPaymentMethod({ enabledMethods: ['eft', 'paypal'], paymentMethodOrder: ['eft', 'paypal'] }),
    ).toBe('eft');
    expect(defaultPaymentMethod({ enabledMethods: ['cybersource'] })).toBe('cybersource');
  });

  it('is stripe before the configuration loads', () => {
    expect(defaultPaymentMethod()).toBe('stripe');
  });

  it('is null when nothing is offered', () => {
    expect(defaultPaymentMethod({ enabledMethods: [] })).toBeNull();
  });
});
