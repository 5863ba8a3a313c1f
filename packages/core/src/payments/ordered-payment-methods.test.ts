import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PAYMENT_METHOD_ORDER,
  NO_PAYMENT_METHODS_TITLE,
  orderedPaymentMethods,
  PRELOAD_PAYMENT_METHODS,
} from './ordered-payment-methods.js';
import { PAYMENT_METHOD_IDS } from './payment-method-ids.js';

describe('orderedPaymentMethods (spec §4 payment method selection)', () => {
  it('has the spec constants', () => {
    expect(DEFAULT_PAYMENT_METHOD_ORDER).toEqual(['stripe', 'paypal', 'payfast', 'eft', 'cashOnDelivery']);
    expect(PRELOAD_PAYMENT_METHODS).toEqual(['stripe', 'paypal', 'eft']);
    expect(NO_PAYMENT_METHODS_TITLE).toBe('No Payment Methods Available');
  });

  it('follows the default order when the seller sets none', () => {
    expect(
      orderedPaymentMethods({ enabledMethods: ['cashOnDelivery', 'eft', 'stripe'], paymentMethodOrder: [] }),
    ).toEqual(['stripe', 'eft', 'cashOnDelivery']);
    expect(orderedPaymentMethods({ enabledMethods: ['payfast', 'paypal'] })).toEqual(['paypal', 'payfast']);
  });

  it("follows the seller's order, filtered to enabled methods", () => {
    expect(
      orderedPaymentMethods({
        enabledMethods: ['stripe', 'eft', 'paypal'],
        paymentMethodOrder: ['eft', 'payfast', 'paypal', 'stripe'],
      }),
    ).toEqual(['eft', 'paypal', 'stripe']);
  });

  it('offers cybersource only when enabled', () => {
    expect(
      orderedPaymentMethods({ enabledMethods: ['stripe'], paymentMethodOrder: ['cybersource', 'stripe'] }),
    ).toEqual(['stripe']);
    expect(
      orderedPaymentMethods({
        enabledMethods: ['stripe', 'cybersource'],
        paymentMethodOrder: ['cybersource', 'stripe'],
      }),
    ).toEqual(['cybersource', 'stripe']);
  });

  it('appends enabled methods the order leaves out, in enabled order', () => {
    expect(
      orderedPaymentMethods({ enabledMethods: ['cybersource', 'eft', 'stripe'], paymentMethodOrder: [] }),
    ).toEqual(['stripe', 'eft', 'cybersource']);
    expect(
      orderedPaymentMethods({
        enabledMethods: ['cashOnDelivery', 'cybersource', 'eft'],
        paymentMethodOrder: ['eft'],
      }),
    ).toEqual(['eft', 'cashOnDelivery', 'cybersource']);
  });

  it('uses the preload methods before the configuration loads', () => {
    expect(orderedPaymentMethods()).toEqual(['stripe', 'paypal', 'eft']);
    expect(orderedPaymentMethods({ enabledMethods: null, paymentMethodOrder: ['eft', 'stripe'] })).toEqual([
      'eft',
      'stripe',
      'paypal',
    ]);
  });

  it('offers nothing when the seller enabled nothing', () => {
    expect(orderedPaymentMethods({ enabledMethods: [], paymentMethodOrder: ['stripe'] })).toEqual([]);
  });

  it('ignores unknown ids and repeats', () => {
    expect(
      orderedPaymentMethods({
        enabledMethods: ['bitcoin', 'eft', 'eft', 'stripe'],
        paymentMethodOrder: ['bitcoin', 'eft', 'eft'],
      }),
    ).toEqual(['eft', 'stripe']);
    expect(orderedPaymentMethods({ enabledMethods: ['eft'], paymentMethodOrder: ['bitcoin'] })).toEqual([
      'eft',
    ]);
  });

  it('lists exactly the enabled known methods, once each, ordered ones first', () => {
    const ids = fc.constantFrom(...PAYMENT_METHOD_IDS, 'other');
    fc.assert(
      fc.property(fc.array(ids), fc.array(ids), (enabledMethods, paymentMethodOrder) => {
        const tiles = orderedPaymentMethods({ enabledMethods, paymentMethodOrder });
        const known = new Set(enabledMethods.filter((id) => id !== 'other'));
        expect(new Set(tiles)).toEqual(known);
        expect(tiles).toHaveLength(known.size);
        const order = paymentMethodOrder.some((id) => id !== 'other')
          ? paymentMethodOrder
          : DEFAULT_PAYMENT_METHOD_ORDER;
        const ordered = tiles.filter((id) => order.includes(id));
        expect(tiles.slice(0, ordered.length)).toEqual(ordered);
        const positions = ordered.map((id) => order.indexOf(id));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });
});
