import { describe, expect, it } from 'vitest';
import { parseStoredCardPayment } from './stored-card-payment.js';

describe('parseStoredCardPayment', () => {
  it('reads status, transaction id and order number', () => {
    expect(
      parseStoredCardPayment('{"status":"AUTHORIZED","transactionId":"T1","orderNumber":"ORD1","x":1}'),
    ).toEqual({
      status: 'AUTHORIZED',
      transactionId: 'T1',
      orderNumber: 'ORD1',
    });
    expect(parseStoredCardPayment('{"status":" ","transactionId":5}')).toEqual({});
  });

  it.each([null, undefined, '', '{oops', '[]', 'null', '"text"', '42'])('reads %s as no data', (stored) => {
    expect(parseStoredCardPayment(stored)).toBeNull();
  });
});
