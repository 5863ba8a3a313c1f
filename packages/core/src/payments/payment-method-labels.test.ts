import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IDS } from './payment-method-ids.js';
import { PAYMENT_METHOD_LABELS } from './payment-method-labels.js';

describe('PAYMENT_METHOD_LABELS', () => {
  it('names every method with a distinct, non-empty label', () => {
    const labels = PAYMENT_METHOD_IDS.map((id) => PAYMENT_METHOD_LABELS[id]);
    expect(labels.every((label) => label.trim() !== '')).toBe(true);
    expect(new Set(labels).size).toBe(PAYMENT_METHOD_IDS.length);
    expect(PAYMENT_METHOD_LABELS.cashOnDelivery).toBe('Cash on Delivery');
  });
});
