import { describe, expect, it } from 'vitest';
import { isOfflineMethod, offlinePaymentValue } from './is-offline-method.js';

describe('isOfflineMethod (spec §9)', () => {
  it.each([
    ['eft', true],
    ['cashOnDelivery', true],
    ['cash', true],
    ['stripe', false],
    ['paypal', false],
    ['payfast', false],
    ['cybersource', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (method, offline) => {
    expect(isOfflineMethod(method)).toBe(offline);
  });
});

describe('offlinePaymentValue (spec §7, §9)', () => {
  it.each([
    ['eft', 'eft'],
    ['cashOnDelivery', 'cash'],
    ['cash', 'cash'],
    ['stripe', null],
    [undefined, null],
  ])('%s → %s', (method, value) => {
    expect(offlinePaymentValue(method)).toBe(value);
  });
});
