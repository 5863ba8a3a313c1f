import { describe, expect, it } from 'vitest';
import { confirmationUrl } from './confirmation-url.js';

describe('confirmationUrl (spec §4, §7)', () => {
  it('builds {clientUrl}/{sellerName}/order/confirm', () => {
    expect(confirmationUrl({ clientUrl: 'https://shop.example', sellerName: 'tea' })).toBe(
      'https://shop.example/tea/order/confirm',
    );
    expect(confirmationUrl({ clientUrl: 'https://shop.example//', sellerName: 'my shop' })).toBe(
      'https://shop.example/my%20shop/order/confirm',
    );
  });

  it('adds the query parameters', () => {
    expect(
      confirmationUrl({
        clientUrl: 'https://shop.example',
        sellerName: 'tea',
        params: { payment_method: 'paypal', status: 'success', order_confirmed: false, error: undefined },
      }),
    ).toBe(
      'https://shop.example/tea/order/confirm?payment_method=paypal&status=success&order_confirmed=false',
    );
    expect(
      confirmationUrl({
        clientUrl: '',
        sellerName: 'tea',
        params: { payment_reference: 'EFT-ORD1-2', error: 'a&b' },
      }),
    ).toBe('/tea/order/confirm?payment_reference=EFT-ORD1-2&error=a%26b');
  });
});
