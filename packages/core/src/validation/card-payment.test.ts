import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAMPLE_BILLING_DEFAULTS } from './billing-from-shipping.js';
import { type CardPaymentInput, validateCardPayment } from './card-payment.js';

const now = new Date(2026, 4, 15);
const card = {
  number: '4111 1111 1111 1111',
  expirationMonth: '9',
  expirationYear: '29',
  securityCode: '123',
};
const billing = { ...SAMPLE_BILLING_DEFAULTS, state: 'California' };

function messageFor(input: Partial<CardPaymentInput>, at = now): string | undefined {
  const result = validateCardPayment({ card, billing, ...input }, { now: at });
  return result.ok ? undefined : result.message;
}

describe('validateCardPayment', () => {
  it('returns the normalized request parts', () => {
    expect(
      validateCardPayment({ card: { ...card, cardholderName: ' John Doe ' }, billing }, { now }),
    ).toEqual({
      ok: true,
      value: {
        cardDetails: {
          number: '4111111111111111',
          expirationMonth: '09',
          expirationYear: '2029',
          securityCode: '123',
          cardholderName: 'John Doe',
        },
        billingAddress: { ...SAMPLE_BILLING_DEFAULTS, state: 'CA' },
      },
    });
  });

  it('leaves out a blank cardholder name and keeps missing optional billing lines empty', () => {
    const result = validateCardPayment(
      {
        card: { ...card, cardholderName: ' ' },
        billing: { firstName: 'Jo', lastName: 'Li', email: 'j@x.co', city: 'Austin', state: 'tx' },
      },
      { now },
    );
    expect(result.ok && result.value).toEqual({
      cardDetails: {
        number: '4111111111111111',
        expirationMonth: '09',
        expirationYear: '2029',
        securityCode: '123',
      },
      billingAddress: {
        firstName: 'Jo',
        lastName: 'Li',
        address1: '',
        city: 'Austin',
        state: 'TX',
        postalCode: '',
        country: '',
        email: 'j@x.co',
        phoneNumber: '',
      },
    });
  });

  describe('card details required', () => {
    it.each(['number', 'expirationMonth', 'expirationYear', 'securityCode'] as const)(
      'flags a blank %s',
      (field) => {
        for (const blank of ['', '  ', null, undefined]) {
          expect(validateCardPayment({ card: { ...card, [field]: blank }, billing }, { now })).toEqual({
            ok: false,
            errors: { [field]: 'Please fill in all card details' },
            message: 'Please fill in all card details',
          });
        }
      },
    );

    it('flags every blank card field at once', () => {
      const result = validateCardPayment({ card: {}, billing: {} }, { now });
      expect(result).toEqual({
        ok: false,
        errors: {
          number: 'Please fill in all card details',
          expirationMonth: 'Please fill in all card details',
          expirationYear: 'Please fill in all card details',
          securityCode: 'Please fill in all card details',
        },
        message: 'Please fill in all card details',
      });
    });
  });

  describe('billing required', () => {
    it.each(['firstName', 'lastName', 'email'] as const)('flags a blank %s', (field) => {
      expect(validateCardPayment({ card, billing: { ...billing, [field]: ' ' } }, { now })).toEqual({
        ok: false,
        errors: { [field]: 'Please fill in all billing information' },
        message: 'Please fill in all billing information',
      });
    });
  });

  it.each([
    [{ firstName: 'J' }, 'firstName', 'First name must be at least 2 characters long'],
    [{ lastName: ' D ' }, 'lastName', 'Last name must be at least 2 characters long'],
    [{ address1: 'Elm' }, 'address1', 'Address must be at least 5 characters long'],
    [{ city: 'X' }, 'city', 'City must be at least 2 characters long'],
    [{ city: '' }, 'city', 'City must be at least 2 characters long'],
    [{ state: 'C' }, 'state', 'State must be at least 2 characters long'],
    [{ state: ' ' }, 'state', 'State is required'],
    [
      { state: 'Gauteng' },
      'state',
      'Invalid state: "Gauteng" is not a valid US state. Please use a 2-letter state code (e.g., CA, NY, TX) or full state name.',
    ],
  ] as const)('checks billing %j', (change, field, message) => {
    expect(validateCardPayment({ card, billing: { ...billing, ...change } }, { now })).toEqual({
      ok: false,
      errors: { [field]: message },
      message,
    });
  });

  it('lets the address stay empty, and accepts five characters', () => {
    expect(messageFor({ billing: { ...billing, address1: '' } })).toBeUndefined();
    expect(messageFor({ billing: { ...billing, address1: null } })).toBeUndefined();
    expect(messageFor({ billing: { ...billing, address1: '1 Elm' } })).toBeUndefined();
  });

  it.each(['4111 1111 1111 1', '4111111111111111111', '4111 1111 1111 1111 111', '4111\t1111 1111 1111'])(
    'accepts the card number %j',
    (number) => {
      expect(messageFor({ card: { ...card, number } })).toBeUndefined();
    },
  );

  it.each(['411111111111', '41111111111111111111', '4111-1111-1111-1111', '4111 1111 1111 111x'])(
    'rejects the card number %j',
    (number) => {
      expect(messageFor({ card: { ...card, number } })).toBe('Please enter a valid card number');
    },
  );

  it.each([
    ['1', '01'],
    ['01', '01'],
    ['12', '12'],
  ])('accepts the month %j as %j', (expirationMonth, month) => {
    const result = validateCardPayment({ card: { ...card, expirationMonth }, billing }, { now });
    expect(result.ok && result.value.cardDetails.expirationMonth).toBe(month);
  });

  it.each(['0', '00', '13', '123', 'ab', '1.5'])('rejects the month %j', (expirationMonth) => {
    expect(messageFor({ card: { ...card, expirationMonth } })).toBe('Please enter a valid expiration month');
  });

  it.each([
    ['26', '2026'],
    ['2026', '2026'],
    ['46', '2046'],
    ['2046', '2046'],
  ])('accepts the year %j as %j in 2026', (expirationYear, year) => {
    const result = validateCardPayment({ card: { ...card, expirationYear }, billing }, { now });
    expect(result.ok && result.value.cardDetails.expirationYear).toBe(year);
  });

  it.each(['25', '2025', '47', '2047', '6', '202', '20266', 'yy'])(
    'rejects the year %j in 2026',
    (expirationYear) => {
      expect(messageFor({ card: { ...card, expirationYear } })).toBe('Please enter a valid expiration year');
    },
  );

  it('measures the year against the clock it is given', () => {
    expect(messageFor({ card: { ...card, expirationYear: '2030' } }, new Date(2031, 0, 1))).toBe(
      'Please enter a valid expiration year',
    );
    expect(messageFor({ card: { ...card, expirationYear: '2030' } }, new Date(2009, 0, 1))).toBe(
      'Please enter a valid expiration year',
    );
    expect(messageFor({ card: { ...card, expirationYear: '2030' } }, new Date(2010, 0, 1))).toBeUndefined();
  });

  it.each(['123', '1234'])('accepts the security code %j', (securityCode) => {
    expect(messageFor({ card: { ...card, securityCode } })).toBeUndefined();
  });

  it.each(['12', '12345', '12a'])('rejects the security code %j', (securityCode) => {
    expect(messageFor({ card: { ...card, securityCode } })).toBe('Please enter a valid security code');
  });

  it('checks in the spec order, reporting one problem at a time', () => {
    const steps: [Partial<CardPaymentInput>, string][] = [
      [{ card: { number: '' } }, 'Please fill in all card details'],
      [{ billing: { email: '' } }, 'Please fill in all billing information'],
      [{ billing: { firstName: 'J' } }, 'First name must be at least 2 characters long'],
      [{ billing: { lastName: 'D' } }, 'Last name must be at least 2 characters long'],
      [{ billing: { address1: 'Elm' } }, 'Address must be at least 5 characters long'],
      [{ billing: { city: 'X' } }, 'City must be at least 2 characters long'],
      [{ billing: { state: 'C' } }, 'State must be at least 2 characters long'],
      [
        { billing: { state: 'Nowhere' } },
        'Invalid state: "Nowhere" is not a valid US state. Please use a 2-letter state code (e.g., CA, NY, TX) or full state name.',
      ],
      [{ card: { number: '123' } }, 'Please enter a valid card number'],
      [{ card: { expirationMonth: '13' } }, 'Please enter a valid expiration month'],
      [{ card: { expirationYear: '1999' } }, 'Please enter a valid expiration year'],
      [{ card: { securityCode: '1' } }, 'Please enter a valid security code'],
    ];
    steps.forEach(([, expected], index) => {
      // break this rule and every later one; a field broken twice keeps its earliest break
      const input = steps.slice(index).reduceRight<CardPaymentInput>(
        (merged, [change]) => ({
          card: { ...merged.card, ...change.card },
          billing: { ...merged.billing, ...change.billing },
        }),
        { card, billing },
      );
      const result = validateCardPayment(input, { now });
      expect(result.ok ? undefined : result.message).toBe(expected);
      expect(result.ok ? 0 : Object.keys(result.errors).length).toBe(1);
    });
  });

  it('accepts any well-formed card whose year lies within the next 20 years', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{13,19}$/),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 20 }),
        fc.stringMatching(/^\d{3,4}$/),
        fc.boolean(),
        (number, month, ahead, securityCode, shortYear) => {
          const year = now.getFullYear() + ahead;
          const result = validateCardPayment(
            {
              card: {
                number: number.replace(/(\d{4})(?=\d)/g, '$1 '),
                expirationMonth: String(month),
                expirationYear: shortYear ? String(year).slice(2) : String(year),
                securityCode,
              },
              billing,
            },
            { now },
          );
          expect(result.ok && result.value.cardDetails).toEqual({
            number,
            expirationMonth: String(month).padStart(2, '0'),
            expirationYear: String(year),
            securityCode,
          });
        },
      ),
    );
  });
});
