import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFIRMATION_MESSAGES, CONFIRMATION_TITLES } from './confirmation-messages.js';
import { type ConfirmationInput, confirmationState } from './confirmation-state.js';
import { CONFIRMATION_TIMEOUT_MS } from './confirmation-timing.js';

const intent = (status: string, id?: string) => ({ kind: 'intent', status, ...(id ? { id } : {}) }) as const;

describe('confirmationState (spec §4 "Confirmation page states")', () => {
  describe('offline payment (payment_reference)', () => {
    it('is pending approval with the second part of the reference as order number', () => {
      expect(
        confirmationState({ query: { payment_reference: 'EFT-ORD123-4567', payment_method: 'eft' } }),
      ).toEqual({
        status: 'pending',
        title: 'Payment Pending Approval',
        message: CONFIRMATION_MESSAGES.pendingApproval,
        orderNumber: 'ORD123',
        paymentMethod: 'eft',
        action: 'none',
      });
    });

    it('wins over every other parameter', () => {
      const state = confirmationState({
        query: { payment_reference: 'CASH-ORD9-1', payment_method: 'paypal', status: 'error' },
        storedOrderNumber: 'OTHER',
        cardProvider: { kind: 'loading' },
        elapsedMs: CONFIRMATION_TIMEOUT_MS * 2,
      });
      expect(state.status).toBe('pending');
      expect(state.orderNumber).toBe('ORD9');
    });

    it("fails with 'Order number is missing' when the reference has no order part", () => {
      expect(confirmationState({ query: { payment_reference: 'EFT' } })).toEqual({
        status: 'failed',
        title: 'Payment Failed',
        message: 'Order number is missing',
        action: 'none',
      });
      expect(confirmationState({ query: { payment_reference: 'EFT--1' } }).message).toBe(
        'Order number is missing',
      );
    });
  });

  describe('wallet (paypal)', () => {
    it('succeeds and confirms with the stored order number', () => {
      expect(
        confirmationState({
          query: { payment_method: 'paypal', status: 'success' },
          storedOrderNumber: 'ORD1',
        }),
      ).toEqual({
        status: 'succeeded',
        title: 'Payment Successful!',
        message: CONFIRMATION_MESSAGES.succeeded,
        orderNumber: 'ORD1',
        paymentMethod: 'paypal',
        action: 'confirm',
      });
    });

    it('still confirms when the payment page could not (order_confirmed=false)', () => {
      const state = confirmationState({
        query: { payment_method: 'paypal', status: 'success', order_confirmed: 'false' },
        storedOrderNumber: 'ORD1',
      });
      expect(state.action).toBe('confirm');
    });

    it('prefers the stored order number, else the orderNumber parameter', () => {
      const query = { payment_method: 'paypal', status: 'success', orderNumber: 'FROM-URL' };
      expect(confirmationState({ query, storedOrderNumber: 'STORED' }).orderNumber).toBe('STORED');
      expect(confirmationState({ query, storedOrderNumber: ' ' }).orderNumber).toBe('FROM-URL');
    });

    it('fails without any order number', () => {
      expect(confirmationState({ query: { payment_method: 'paypal', status: 'success' } })).toMatchObject({
        status: 'failed',
        message: 'Order information not found. Please contact support.',
        action: 'none',
      });
    });

    it("fails on error with the error parameter, else 'PayPal payment failed'", () => {
      expect(
        confirmationState({
          query: { payment_method: 'paypal', status: 'error', error: 'Payment capture failed' },
        }),
      ).toMatchObject({ status: 'failed', message: 'Payment capture failed', paymentMethod: 'paypal' });
      expect(confirmationState({ query: { payment_method: 'paypal', status: 'error' } }).message).toBe(
        'PayPal payment failed',
      );
      expect(confirmationState({ query: { payment_method: 'paypal', status: 'cancelled' } }).message).toBe(
        'PayPal payment failed',
      );
    });

    it('fails on an unknown status', () => {
      for (const status of [undefined, 'weird']) {
        expect(
          confirmationState({ query: { payment_method: 'paypal', status }, storedOrderNumber: 'O' }).message,
        ).toBe('Payment status unknown. Please contact support.');
      }
    });
  });

  describe('regional gateway (payfast)', () => {
    it('succeeds on success without a confirmation call', () => {
      expect(
        confirmationState({ query: { payment_method: 'payfast', status: 'success', orderNumber: 'ORD5' } }),
      ).toEqual({
        status: 'succeeded',
        title: 'Payment Successful!',
        message: CONFIRMATION_MESSAGES.succeeded,
        orderNumber: 'ORD5',
        paymentMethod: 'payfast',
        action: 'none',
      });
      expect(
        confirmationState({
          query: { payment_method: 'payfast', status: 'success' },
          storedOrderNumber: 'S1',
        }).orderNumber,
      ).toBe('S1');
      const bare = confirmationState({ query: { payment_method: 'payfast', status: 'success' } });
      expect(bare.status).toBe('succeeded');
      expect(bare).not.toHaveProperty('orderNumber');
    });

    it.each([
      ['cancelled', 'PayFast payment was cancelled'],
      ['error', 'PayFast payment failed'],
      [undefined, 'Payment status unknown. Please contact support.'],
      ['pending', 'Payment status unknown. Please contact support.'],
    ])('status %s fails with %s', (status, message) => {
      expect(
        confirmationState({ query: { payment_method: 'payfast', status, error: 'ignored' } }),
      ).toMatchObject({
        status: 'failed',
        title: 'Payment Failed',
        message,
        action: 'none',
      });
    });
  });

  describe('card-form gateway (cybersource)', () => {
    const success = { payment_method: 'cybersource', status: 'success', orderNumber: 'ORD7' };

    it.each(['AUTHORIZED', 'AUTHORIZED_PENDING_REVIEW', 'authorized'])('counts %s as completed', (status) => {
      expect(
        confirmationState({
          query: success,
          storedCardPayment: { status, transactionId: 'T1', orderNumber: 'ORD7' },
        }),
      ).toEqual({
        status: 'succeeded',
        title: 'Payment Successful!',
        message: CONFIRMATION_MESSAGES.succeeded,
        orderNumber: 'ORD7',
        paymentMethod: 'cybersource',
        transactionId: 'T1',
        action: 'none',
      });
    });

    it('is pending for any other stored status, or no stored data', () => {
      for (const storedCardPayment of [{ status: 'PENDING' }, { status: 'DECLINED' }, {}, null, undefined]) {
        expect(confirmationState({ query: success, storedCardPayment })).toEqual({
          status: 'pending',
          title: 'Payment Pending',
          message: CONFIRMATION_MESSAGES.pendingReview,
          orderNumber: 'ORD7',
          paymentMethod: 'cybersource',
          action: 'none',
        });
      }
    });

    it('ignores stored data of another order', () => {
      const state = confirmationState({
        query: success,
        storedCardPayment: { status: 'AUTHORIZED', orderNumber: 'OLD', transactionId: 'T0' },
      });
      expect(state.status).toBe('pending');
      expect(state.transactionId).toBeUndefined();
    });

    it('takes the order number from the parameter, the stored data, then the stored order number', () => {
      const query = { payment_method: 'cybersource', status: 'success' };
      expect(
        confirmationState({ query, storedCardPayment: { status: 'AUTHORIZED', orderNumber: 'FROM-DATA' } }),
      ).toMatchObject({ status: 'succeeded', orderNumber: 'FROM-DATA' });
      expect(
        confirmationState({
          query,
          storedCardPayment: { status: 'AUTHORIZED' },
          storedOrderNumber: 'STORED',
        }),
      ).toMatchObject({ status: 'succeeded', orderNumber: 'STORED' });
    });

    it("fails with 'Order number not found. Please contact support.' without an order number", () => {
      expect(
        confirmationState({
          query: { payment_method: 'cybersource', status: 'success' },
          storedCardPayment: { status: 'AUTHORIZED' },
        }),
      ).toMatchObject({ status: 'failed', message: 'Order number not found. Please contact support.' });
    });

    it("fails on error with the error parameter, else 'CyberSource payment failed'", () => {
      expect(
        confirmationState({
          query: { payment_method: 'cybersource', status: 'error', error: 'Card declined' },
        }).message,
      ).toBe('Card declined');
      expect(confirmationState({ query: { payment_method: 'cybersource', status: 'error' } }).message).toBe(
        'CyberSource payment failed',
      );
      expect(
        confirmationState({ query: { payment_method: 'cybersource', status: 'cancelled' } }).status,
      ).toBe('failed');
    });

    it('fails on an unknown status', () => {
      for (const status of [undefined, 'maybe']) {
        expect(
          confirmationState({ query: { payment_method: 'cybersource', status, orderNumber: 'O' } }),
        ).toMatchObject({
          status: 'failed',
          message: 'Payment status unknown. Please contact support.',
        });
      }
    });
  });

  describe('card provider (default, stripe)', () => {
    const secret = { payment_intent_client_secret: 'pi_1_secret_2' };

    it('is loading while the provider loads, with or without a method parameter', () => {
      for (const query of [
        secret,
        { ...secret, payment_method: 'stripe' },
        { ...secret, payment_method: 'other' },
      ]) {
        expect(confirmationState({ query })).toEqual({
          status: 'loading',
          title: CONFIRMATION_TITLES.loading,
          message: CONFIRMATION_MESSAGES.loading,
          paymentMethod: 'stripe',
          action: 'none',
        });
      }
      expect(confirmationState({ query: secret, cardProvider: { kind: 'ready' } }).status).toBe('loading');
    });

    it('succeeds and confirms when the intent succeeded', () => {
      expect(
        confirmationState({
          query: secret,
          cardProvider: intent('succeeded', 'pi_1'),
          storedOrderNumber: 'ORD3',
        }),
      ).toEqual({
        status: 'succeeded',
        title: 'Payment Successful!',
        message: CONFIRMATION_MESSAGES.succeeded,
        orderNumber: 'ORD3',
        paymentMethod: 'stripe',
        paymentIntentId: 'pi_1',
        action: 'confirm',
      });
      expect(
        confirmationState({ query: { ...secret, orderNumber: 'URL1' }, cardProvider: intent('succeeded') })
          .orderNumber,
      ).toBe('URL1');
    });

    it('fails when the intent succeeded but no order number is known', () => {
      expect(confirmationState({ query: secret, cardProvider: intent('succeeded', 'pi_1') })).toMatchObject({
        status: 'failed',
        message: 'Order information not found. Please contact support.',
        paymentIntentId: 'pi_1',
        action: 'none',
      });
    });

    it('shows processing', () => {
      expect(
        confirmationState({ query: secret, cardProvider: intent('processing'), storedOrderNumber: 'O' }),
      ).toEqual({
        status: 'processing',
        title: 'Payment Processing',
        message: CONFIRMATION_MESSAGES.processing,
        orderNumber: 'O',
        paymentMethod: 'stripe',
        action: 'none',
      });
    });

    it.each([
      ['requires_payment_method', 'Payment failed'],
      ['canceled', 'Failed to process payment'],
      ['requires_action', 'Failed to process payment'],
      ['', 'Failed to process payment'],
    ])('intent %s fails with %s', (status, message) => {
      expect(
        confirmationState({ query: secret, cardProvider: intent(status), storedOrderNumber: 'O' }),
      ).toMatchObject({
        status: 'failed',
        message,
        action: 'none',
      });
    });

    it('succeeds and confirms with the stored order number when the provider cannot load', () => {
      expect(
        confirmationState({ query: {}, cardProvider: { kind: 'unavailable' }, storedOrderNumber: 'ORD4' }),
      ).toEqual({
        status: 'succeeded',
        title: 'Payment Successful!',
        message: CONFIRMATION_MESSAGES.succeeded,
        orderNumber: 'ORD4',
        paymentMethod: 'stripe',
        action: 'confirm',
      });
    });

    it('fails when the provider cannot load and nothing is stored', () => {
      expect(
        confirmationState({
          query: { ...secret, orderNumber: 'URL' },
          cardProvider: { kind: 'unavailable' },
        }),
      ).toMatchObject({ status: 'failed', message: 'Payment method not available. Please contact support.' });
    });

    it("fails with 'Payment intent not found' without a client secret or an intent", () => {
      expect(confirmationState({ query: {}, cardProvider: { kind: 'ready' } }).message).toBe(
        'Payment intent not found',
      );
      expect(confirmationState({ query: secret, cardProvider: { kind: 'not-found' } }).message).toBe(
        'Payment intent not found',
      );
    });
  });

  describe('order confirmation call', () => {
    const base: ConfirmationInput = {
      query: { payment_method: 'paypal', status: 'success' },
      storedOrderNumber: 'O1',
    };

    it('stops asking once the call started or finished', () => {
      for (const kind of ['started', 'confirmed'] as const) {
        expect(confirmationState({ ...base, confirmation: { kind } })).toMatchObject({
          status: 'succeeded',
          orderNumber: 'O1',
          action: 'none',
        });
      }
    });

    it("fails with the server's text, else 'Failed to confirm order'", () => {
      expect(
        confirmationState({ ...base, confirmation: { kind: 'failed', message: 'Order not found' } }),
      ).toEqual({
        status: 'failed',
        title: 'Payment Failed',
        message: 'Order not found',
        orderNumber: 'O1',
        paymentMethod: 'paypal',
        action: 'none',
      });
      expect(confirmationState({ ...base, confirmation: { kind: 'failed' } }).message).toBe(
        'Failed to confirm order',
      );
      expect(confirmationState({ ...base, confirmation: { kind: 'failed', message: ' ' } }).message).toBe(
        'Failed to confirm order',
      );
    });

    it('ignores a confirmation report when no confirmation was due', () => {
      const query = { payment_method: 'payfast', status: 'success' };
      expect(confirmationState({ query, confirmation: { kind: 'failed' } }).status).toBe('succeeded');
    });
  });

  describe('time-out', () => {
    it("fails a loading page with 'Request timed out' after 10 000 ms", () => {
      expect(confirmationState({ query: {}, elapsedMs: 9_999 }).status).toBe('loading');
      expect(confirmationState({ query: {}, elapsedMs: 10_000 })).toEqual({
        status: 'failed',
        title: 'Payment Failed',
        message: 'Request timed out',
        paymentMethod: 'stripe',
        action: 'none',
      });
    });

    it('never replaces a settled state', () => {
      fc.assert(
        fc.property(
          fc.record(
            {
              payment_method: fc.constantFrom('paypal', 'payfast', 'cybersource', 'stripe', 'eft'),
              status: fc.constantFrom('success', 'error', 'cancelled', 'other'),
              orderNumber: fc.constantFrom('ORD1', ''),
              payment_reference: fc.constantFrom('EFT-ORD2-3', 'EFT', ''),
              payment_intent_client_secret: fc.constantFrom('pi_secret', ''),
            },
            { requiredKeys: [] },
          ),
          fc.constantFrom(
            { kind: 'loading' } as const,
            { kind: 'unavailable' } as const,
            { kind: 'ready' } as const,
            { kind: 'not-found' } as const,
            intent('succeeded'),
            intent('processing'),
            intent('requires_payment_method'),
          ),
          fc.option(fc.constantFrom('ORD9'), { nil: undefined }),
          fc.nat({ max: 60_000 }),
          (query, cardProvider, storedOrderNumber, elapsedMs) => {
            const early = confirmationState({ query, cardProvider, storedOrderNumber, elapsedMs: 0 });
            const late = confirmationState({ query, cardProvider, storedOrderNumber, elapsedMs });
            if (early.status !== 'loading' || elapsedMs < CONFIRMATION_TIMEOUT_MS)
              expect(late).toEqual(early);
            else expect(late.message).toBe('Request timed out');
            // every state carries a message, and only succeeded states ask for confirmation
            expect(late.message).not.toBe('');
            if (late.action === 'confirm') expect(late.status).toBe('succeeded');
            if (late.action === 'confirm') expect(late.orderNumber).toBeTruthy();
          },
        ),
      );
    });
  });
});
