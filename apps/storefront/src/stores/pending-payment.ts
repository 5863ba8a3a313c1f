import { parseStoredCardPayment, type StoredCardPayment } from '@souk/core';
import { local, sessionStore } from './session.js';

/**
 * What the payment page leaves for the confirmation page (spec §4): the order number, kept before leaving
 * for a provider and removed once the order is confirmed, and the card-form gateway's result.
 */
const ORDER_NUMBER_KEY = 'orderNumber';
const CARD_PAYMENT_KEY = 'cybersourcePayment';

export function storeOrderNumber(orderNumber: string): void {
  local.setItem(ORDER_NUMBER_KEY, orderNumber);
}

export function storedOrderNumber(): string | null {
  return local.getItem(ORDER_NUMBER_KEY);
}

export function removeStoredOrderNumber(): void {
  local.removeItem(ORDER_NUMBER_KEY);
}

export function storeCardPayment(payment: StoredCardPayment): void {
  sessionStore.setItem(CARD_PAYMENT_KEY, JSON.stringify(payment));
}

/** The stored card-form result; `null` when missing or corrupt. */
export function storedCardPayment(): StoredCardPayment | null {
  return parseStoredCardPayment(sessionStore.getItem(CARD_PAYMENT_KEY));
}
