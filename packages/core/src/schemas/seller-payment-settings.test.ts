import { describe, expect, it } from 'vitest';
import {
  missingFieldMessage,
  missingRequiredField,
  PaymentMethodSettingsInputSchema,
  SellerPaymentSettingsBodySchema,
} from './seller-payment-settings.js';

const off = (method: string) => ({ method, enabled: false, settings: {} });
const all = () => ['stripe', 'paypal', 'payfast', 'cybersource', 'eft', 'cashOnDelivery'].map(off);

describe('missingRequiredField', () => {
  it('asks nothing of a method that is off', () => {
    expect(
      missingRequiredField({ method: 'stripe', enabled: false, settings: {} }, new Set()),
    ).toBeUndefined();
  });

  it('names the first public field or secret an enabled method lacks', () => {
    expect(missingRequiredField({ method: 'stripe', enabled: true, settings: {} }, new Set())).toBe(
      'publishableKey',
    );
    expect(
      missingRequiredField(
        { method: 'stripe', enabled: true, settings: { publishableKey: 'pk' } },
        new Set(),
      ),
    ).toBe('secretKey');
    expect(
      missingRequiredField({ method: 'eft', enabled: true, settings: { bankDetails: {} } }, new Set()),
    ).toBe('bankDetails');
    expect(missingRequiredField({ method: 'cashOnDelivery', enabled: true, settings: {} }, new Set())).toBe(
      undefined,
    );
  });

  it('counts a stored secret unless the input clears it', () => {
    const input = { method: 'paypal' as const, enabled: true, settings: { clientId: 'c' } };
    expect(missingRequiredField(input, new Set(['clientSecret']))).toBeUndefined();
    expect(missingRequiredField({ ...input, secrets: { clientSecret: '' } }, new Set(['clientSecret']))).toBe(
      'clientSecret',
    );
    expect(missingRequiredField({ ...input, secrets: { clientSecret: 'new' } }, new Set())).toBeUndefined();
  });

  it('words the message with the field and the method', () => {
    expect(missingFieldMessage('cybersource', 'keyId')).toBe(
      'Key ID is required to enable Card Payment (CyberSource)',
    );
  });
});

describe('SellerPaymentSettingsBodySchema', () => {
  it('takes the six methods once each, in any order', () => {
    expect(SellerPaymentSettingsBodySchema.safeParse({ methods: all().reverse() }).success).toBe(true);
  });

  it('refuses a missing or repeated method, a field of another method and a secret of an offline one', () => {
    const methods = all();
    for (const body of [
      { methods: methods.slice(1) },
      { methods: [...methods.slice(1), methods[1]] },
      { methods: methods.map((m) => (m.method === 'stripe' ? { ...m, settings: { clientId: 'x' } } : m)) },
      { methods: methods.map((m) => (m.method === 'eft' ? { ...m, secrets: { x: 'y' } } : m)) },
    ]) {
      expect(SellerPaymentSettingsBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('bank details as the seller writes them', () => {
  const eft = (bankDetails: Record<string, string>) =>
    PaymentMethodSettingsInputSchema.safeParse({ method: 'eft', enabled: true, settings: { bankDetails } });

  it('takes labelled details and refuses empty or too many', () => {
    expect(eft({ Bank: 'First Bank', Account: '123' }).success).toBe(true);
    expect(eft({ Bank: '' }).error?.issues[0]?.message).toBe(
      'Each bank detail needs a label (60 characters at most) and a value (200 at most)',
    );
    const many = Object.fromEntries(Array.from({ length: 13 }, (_, index) => [`Line ${index}`, 'x']));
    expect(eft(many).error?.issues[0]?.message).toBe('Use at most 12 bank details');
  });
});
