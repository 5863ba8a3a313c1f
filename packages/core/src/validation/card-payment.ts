import type { BillingAddress, CardDetails } from '../schemas/payment.js';
import type { BillingInput } from './billing-from-shipping.js';
import { invalid, type ValidationFailure, type ValidationResult, valid } from './result.js';
import { resolveUsState } from './us-states.js';

/**
 * Spec §5 texts of the card-form gateway, in the order it checks them.
 * @example CARD_PAYMENT_MESSAGES.securityCode // "Please enter a valid security code"
 */
export const CARD_PAYMENT_MESSAGES = {
  cardDetails: /*i18n*/ 'Please fill in all card details',
  billing: /*i18n*/ 'Please fill in all billing information',
  firstName: /*i18n*/ 'First name must be at least 2 characters long',
  lastName: /*i18n*/ 'Last name must be at least 2 characters long',
  address: /*i18n*/ 'Address must be at least 5 characters long',
  city: /*i18n*/ 'City must be at least 2 characters long',
  state: /*i18n*/ 'State must be at least 2 characters long',
  cardNumber: /*i18n*/ 'Please enter a valid card number',
  month: /*i18n*/ 'Please enter a valid expiration month',
  year: /*i18n*/ 'Please enter a valid expiration year',
  securityCode: /*i18n*/ 'Please enter a valid security code',
} as const;

/**
 * Spec §9: the furthest expiry year accepted, counted from the current year.
 * @example MAX_EXPIRY_YEARS_AHEAD // 20
 */
export const MAX_EXPIRY_YEARS_AHEAD = 20;

/**
 * The card fields as typed (after their masks); any may be missing or blank.
 * @example
 * ```ts
 * const card: CardInput = {
 *   number: '4111 1111 1111 1111', expirationMonth: '09', expirationYear: '29', securityCode: '',
 * };
 * ```
 */
export type CardInput = { [Field in keyof CardDetails]?: string | null };

/**
 * What {@link validateCardPayment} checks: the card fields as typed and the billing details.
 * @example
 * ```ts
 * const input: CardPaymentInput = {
 *   card: { number: '4111 1111 1111 1111', expirationMonth: '13', expirationYear: '29', securityCode: '123' },
 *   billing: SAMPLE_BILLING_DEFAULTS,
 * };
 * validateCardPayment(input, { now: new Date('2026-05-01') })
 * // { ok: false, errors: { expirationMonth: 'Please enter a valid expiration month' }, message: 'Please enter a valid expiration month' }
 * ```
 */
export interface CardPaymentInput {
  card: CardInput;
  /** Billing after {@link billingFromShipping} has filled the gaps. */
  billing: BillingInput;
}

/**
 * The request parts the gateway call sends: digits-only number, MM month, YYYY year, state code.
 * @example
 * ```ts
 * const payment: CardPayment = {
 *   cardDetails: { number: '4111111111111111', expirationMonth: '09', expirationYear: '2029', securityCode: '123' },
 *   billingAddress: { ...SAMPLE_BILLING_DEFAULTS },
 * };
 * ```
 */
export interface CardPayment {
  cardDetails: CardDetails;
  billingAddress: BillingAddress;
}

/**
 * A card or billing field {@link validateCardPayment} can give a message for.
 * @example const field: CardPaymentField = 'expirationYear';
 */
export type CardPaymentField = keyof CardDetails | keyof BillingAddress;

function text(value: string | null | undefined): string {
  return value?.trim() ?? '';
}

function flagBlank(
  values: Partial<Record<CardPaymentField, string>>,
  message: string,
): ValidationFailure<CardPaymentField> | null {
  const blank = Object.keys(values).filter((field) => values[field as CardPaymentField] === '');
  if (blank.length === 0) return null;
  return invalid<CardPaymentField>(Object.fromEntries(blank.map((field) => [field, message])));
}

function fail(field: CardPaymentField, message: string): ValidationFailure<CardPaymentField> {
  return invalid<CardPaymentField>({ [field]: message });
}

/**
 * Validates the card-form gateway's card and billing details (spec §5), stopping at the first broken
 * rule in the spec's order, as the gateway form reports one problem at a time. `now` supplies the
 * current year for the expiry check.
 * @example validateCardPayment({ card: { number: '4111 1111 1111 1111', expirationMonth: '9', expirationYear: '29', securityCode: '123' }, billing: SAMPLE_BILLING_DEFAULTS }, { now: new Date('2026-05-01') })
 * // { ok: true, value: { cardDetails: { number: '4111111111111111', expirationMonth: '09', expirationYear: '2029', … }, billingAddress: { state: 'CA', … } } }
 */
export function validateCardPayment(
  { card, billing }: CardPaymentInput,
  { now }: { now: Date },
): ValidationResult<CardPayment, CardPaymentField> {
  const number = text(card.number).replace(/\s/g, '');
  const month = text(card.expirationMonth);
  const year = text(card.expirationYear);
  const securityCode = text(card.securityCode);
  const missingCard = flagBlank(
    { number, expirationMonth: month, expirationYear: year, securityCode },
    CARD_PAYMENT_MESSAGES.cardDetails,
  );
  if (missingCard) return missingCard;

  const firstName = text(billing.firstName);
  const lastName = text(billing.lastName);
  const email = text(billing.email);
  const missingBilling = flagBlank({ firstName, lastName, email }, CARD_PAYMENT_MESSAGES.billing);
  if (missingBilling) return missingBilling;

  if (firstName.length < 2) return fail('firstName', CARD_PAYMENT_MESSAGES.firstName);
  if (lastName.length < 2) return fail('lastName', CARD_PAYMENT_MESSAGES.lastName);
  // the address is the one billing line that may stay empty; only a given one is measured
  const address1 = text(billing.address1);
  if (address1 !== '' && address1.length < 5) return fail('address1', CARD_PAYMENT_MESSAGES.address);
  const city = text(billing.city);
  if (city.length < 2) return fail('city', CARD_PAYMENT_MESSAGES.city);
  // a blank state gets 'State is required' from the lookup; only a one-letter entry is "too short"
  const state = text(billing.state);
  if (state.length === 1) return fail('state', CARD_PAYMENT_MESSAGES.state);
  const stateCode = resolveUsState(state);
  if (!stateCode.ok) return stateCode;

  if (!/^\d{13,19}$/.test(number)) return fail('number', CARD_PAYMENT_MESSAGES.cardNumber);
  const monthNumber = /^\d{1,2}$/.test(month) ? Number(month) : 0;
  if (monthNumber < 1 || monthNumber > 12) return fail('expirationMonth', CARD_PAYMENT_MESSAGES.month);
  const fullYear = /^\d{2}$/.test(year) ? `20${year}` : year;
  const currentYear = now.getFullYear();
  const yearNumber = /^\d{4}$/.test(fullYear) ? Number(fullYear) : 0;
  if (yearNumber < currentYear || yearNumber > currentYear + MAX_EXPIRY_YEARS_AHEAD) {
    return fail('expirationYear', CARD_PAYMENT_MESSAGES.year);
  }
  if (!/^\d{3,4}$/.test(securityCode)) return fail('securityCode', CARD_PAYMENT_MESSAGES.securityCode);

  const cardDetails: CardDetails = {
    number,
    expirationMonth: String(monthNumber).padStart(2, '0'),
    expirationYear: fullYear,
    securityCode,
  };
  const cardholderName = text(card.cardholderName);
  if (cardholderName !== '') cardDetails.cardholderName = cardholderName;

  return valid({
    cardDetails,
    billingAddress: {
      firstName,
      lastName,
      address1,
      city,
      state: stateCode.value,
      postalCode: text(billing.postalCode),
      country: text(billing.country),
      email,
      phoneNumber: text(billing.phoneNumber),
    },
  });
}
