import { describe, expect, it } from 'vitest';
import { GUEST_LOOKUP_MESSAGE } from '../schemas/order.js';
import { validateGuestLookup } from './guest-lookup.js';

describe('validateGuestLookup', () => {
  it.each([{}, { email: '', phone: '' }, { email: '  ', phone: ' ' }, { email: null, phone: null }])(
    'needs an email or a phone (%j)',
    (input) => {
      expect(validateGuestLookup(input)).toEqual({
        ok: false,
        errors: {
          email: 'Please enter either email or phone number',
          phone: 'Please enter either email or phone number',
        },
        message: GUEST_LOOKUP_MESSAGE,
      });
    },
  );

  it('accepts an email alone, trimmed', () => {
    expect(validateGuestLookup({ email: ' ann@example.com ', phone: '' })).toEqual({
      ok: true,
      value: { email: 'ann@example.com' },
    });
  });

  it('accepts a phone alone, trimmed', () => {
    expect(validateGuestLookup({ phone: ' 0821234567 ' })).toEqual({
      ok: true,
      value: { phone: '0821234567' },
    });
  });

  it('sends both when both are given', () => {
    expect(validateGuestLookup({ email: 'ann@example.com', phone: '0821234567' })).toEqual({
      ok: true,
      value: { email: 'ann@example.com', phone: '0821234567' },
    });
  });

  it('flags only the field that breaks the query limits', () => {
    const result = validateGuestLookup({ email: 'ann@example.com', phone: '1'.repeat(41) });
    expect(result.ok).toBe(false);
    expect(!result.ok && Object.keys(result.errors)).toEqual(['phone']);
  });
});
