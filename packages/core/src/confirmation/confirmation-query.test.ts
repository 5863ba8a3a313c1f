import { describe, expect, it } from 'vitest';
import { CONFIRMATION_QUERY_KEYS, readConfirmationQuery } from './confirmation-query.js';

describe('readConfirmationQuery (spec §2 Confirmation)', () => {
  it('reads every parameter the page knows and drops blank and unknown ones', () => {
    const params = new URLSearchParams(
      'payment_method=paypal&status=error&error=Payment+capture+failed&orderNumber=ORD1&payment_reference=&order_confirmed=false&payment_intent_client_secret=%20&other=x',
    );
    expect(readConfirmationQuery(params)).toEqual({
      payment_method: 'paypal',
      status: 'error',
      error: 'Payment capture failed',
      orderNumber: 'ORD1',
      order_confirmed: 'false',
    });
  });

  it('lists the seven parameters of the spec', () => {
    expect(CONFIRMATION_QUERY_KEYS).toHaveLength(7);
  });
});
