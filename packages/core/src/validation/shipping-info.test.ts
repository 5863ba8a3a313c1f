import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHIPPING_FIELDS, type ShippingField } from '../schemas/shipping.js';
import { type ShippingFormInput, validateShippingField, validateShippingInfo } from './shipping-info.js';

const REQUIRED_MESSAGES: Record<ShippingField, string> = {
  name: 'Name is required',
  address: 'Address is required',
  email: 'Email is required',
  phone: 'Phone is required',
  post: 'Post is required',
  province: 'Province is required',
  city: 'City is required',
  area: 'Area is required',
};

const filled = {
  name: 'Ann Smith',
  address: '12 Long Street',
  email: 'ann@example.com',
  phone: '0821234567',
  post: '8001',
  province: 'Western Cape',
  city: 'Cape Town',
  area: 'Gardens',
};

describe('validateShippingInfo', () => {
  it('accepts a filled form and trims every field', () => {
    const result = validateShippingInfo({ ...filled, name: '  Ann Smith ', city: ' Cape Town' });
    expect(result).toEqual({ ok: true, value: filled });
  });

  it('reports all eight required messages for an empty form, the name first', () => {
    const result = validateShippingInfo({});
    expect(result).toEqual({ ok: false, errors: REQUIRED_MESSAGES, message: 'Name is required' });
  });

  it.each(SHIPPING_FIELDS)('reports only %s when it alone is blank', (field) => {
    for (const blank of ['', '   ', null, undefined]) {
      const result = validateShippingInfo({ ...filled, [field]: blank });
      expect(result).toEqual({
        ok: false,
        errors: { [field]: REQUIRED_MESSAGES[field] },
        message: REQUIRED_MESSAGES[field],
      });
    }
  });

  it.each(['ann', 'ann@', 'ann@example', '@example.com', 'ann smith@example.com', 'ann@@example.com'])(
    'rejects the email %j with the format message',
    (email) => {
      const result = validateShippingInfo({ ...filled, email });
      expect(result).toEqual({
        ok: false,
        errors: { email: 'Please enter a valid email' },
        message: 'Please enter a valid email',
      });
    },
  );

  it('gives a blank email only its first message', () => {
    const result = validateShippingInfo({ ...filled, email: ' ' });
    expect(!result.ok && result.errors).toEqual({ email: 'Email is required' });
  });

  it('leaves order notes out of the shipping info', () => {
    const withNotes: ShippingFormInput = Object.assign({ notes: 'Ring twice' }, filled);
    const result = validateShippingInfo(withNotes);
    expect(result.ok && result.value).toEqual(filled);
  });

  it('keeps the optional payment extras and accepts them cleared', () => {
    const extras = { state: 'CA', stateCode: 'CA', postalCode: '94105', zipCode: '94105', country: 'US' };
    expect(validateShippingInfo({ ...filled, ...extras })).toEqual({
      ok: true,
      value: { ...filled, ...extras },
    });
    expect(validateShippingInfo({ ...filled, state: null, country: null })).toEqual({
      ok: true,
      value: filled,
    });
  });

  it('accepts any filled form with a well-formed email', () => {
    const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ]{0,20}$/);
    const email = fc
      .tuple(fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.stringMatching(/^[a-z]{1,10}$/))
      .map(([user, host]) => `${user}@${host}.com`);
    fc.assert(
      fc.property(
        fc.record({ ...Object.fromEntries(SHIPPING_FIELDS.map((f) => [f, word])), email }),
        (form) => {
          expect(validateShippingInfo(form).ok).toBe(true);
        },
      ),
    );
  });

  it('agrees with the per-field revalidation for every field', () => {
    const value = fc.oneof(fc.constant(''), fc.constant('  '), fc.string(), fc.constant('a@b.co'));
    fc.assert(
      fc.property(fc.record(Object.fromEntries(SHIPPING_FIELDS.map((f) => [f, value]))), (form) => {
        const whole = validateShippingInfo(form);
        for (const field of SHIPPING_FIELDS) {
          const single = validateShippingField(field, form[field]);
          const expected = whole.ok ? undefined : whole.errors[field];
          expect(single.ok ? undefined : single.errors[field]).toBe(expected);
        }
      }),
    );
  });
});

describe('validateShippingField', () => {
  it.each(SHIPPING_FIELDS)('gives %s its required message when blank', (field) => {
    expect(validateShippingField(field, '  ')).toEqual({
      ok: false,
      errors: { [field]: REQUIRED_MESSAGES[field] },
      message: REQUIRED_MESSAGES[field],
    });
    expect(validateShippingField(field, null).ok).toBe(false);
    expect(validateShippingField(field, undefined).ok).toBe(false);
  });

  it('returns the trimmed value of a good field', () => {
    expect(validateShippingField('city', ' Durban ')).toEqual({ ok: true, value: 'Durban' });
  });

  it('checks the email format as the shopper types', () => {
    expect(validateShippingField('email', 'ann@')).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email' },
      message: 'Please enter a valid email',
    });
    expect(validateShippingField('email', ' ann@example.com ')).toEqual({
      ok: true,
      value: 'ann@example.com',
    });
  });
});
