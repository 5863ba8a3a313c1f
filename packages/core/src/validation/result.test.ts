import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.js';
import { fieldErrorsFromIssues, invalid, valid, valueOrThrow } from './result.js';

describe('valid', () => {
  it('wraps the value', () => {
    expect(valid({ a: 1 })).toEqual({ ok: true, value: { a: 1 } });
  });
});

describe('invalid', () => {
  it('takes the first field message in insertion order as the message', () => {
    const result = invalid({ review: 'Please write a review', rating: 'Please select a rating' });
    expect(result).toEqual({
      ok: false,
      errors: { review: 'Please write a review', rating: 'Please select a rating' },
      message: 'Please write a review',
    });
  });

  it('skips fields without a message', () => {
    expect(invalid({ a: undefined, b: 'B' }).message).toBe('B');
  });

  it('falls back to a generic text when no field has a message', () => {
    expect(invalid({}).message).toBe('Invalid input');
  });
});

describe('fieldErrorsFromIssues', () => {
  it('keeps the first message of each top-level field', () => {
    expect(
      fieldErrorsFromIssues([
        { path: ['email'], message: 'Email is required' },
        { path: ['email'], message: 'Please enter a valid email' },
        { path: ['name', 0], message: 'Name is required' },
      ]),
    ).toEqual({ email: 'Email is required', name: 'Name is required' });
  });

  it('files object-level issues under the empty key', () => {
    expect(fieldErrorsFromIssues([{ path: [], message: 'Either one' }])).toEqual({ '': 'Either one' });
  });
});

describe('valueOrThrow', () => {
  it('returns the value of a success', () => {
    expect(valueOrThrow(valid(2))).toBe(2);
  });

  it('throws a ValidationError carrying the field messages of a failure', () => {
    const failure = invalid({ quantity: 'Please enter a valid quantity' });
    expect(() => valueOrThrow(failure)).toThrowError(ValidationError);
    try {
      valueOrThrow(failure);
    } catch (error) {
      expect(error).toMatchObject({
        message: 'Please enter a valid quantity',
        fields: { quantity: 'Please enter a valid quantity' },
      });
    }
  });
});
