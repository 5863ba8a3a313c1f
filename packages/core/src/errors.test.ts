import { describe, expect, it } from 'vitest';
import { ApiError, errorText, messageFromBody, ValidationError } from './errors.js';

describe('ApiError', () => {
  it('keeps message, status and body', () => {
    const error = new ApiError('Failed to fetch categories', 503, { oops: true });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Failed to fetch categories');
    expect(error.status).toBe(503);
    expect(error.body).toEqual({ oops: true });
  });
});

describe('ValidationError', () => {
  it('uses the first field message as its message', () => {
    const error = new ValidationError({ name: 'Name is required', email: 'Email is required' });
    expect(error.message).toBe('Name is required');
    expect(error.fields.email).toBe('Email is required');
    expect(error.name).toBe('ValidationError');
  });

  it('takes an explicit message, or a generic one when no field failed', () => {
    expect(new ValidationError({}, 'Please fill in all card details').message).toBe(
      'Please fill in all card details',
    );
    expect(new ValidationError({}).message).toBe('Invalid input');
  });
});

describe('messageFromBody (spec §8)', () => {
  it('prefers error, then message', () => {
    expect(messageFromBody({ error: 'E', message: 'M' })).toBe('E');
    expect(messageFromBody({ message: 'M' })).toBe('M');
    expect(messageFromBody({ error: '  ', message: 'M' })).toBe('M');
  });

  it('ignores bodies without text', () => {
    expect(messageFromBody({ error: 42 })).toBeUndefined();
    expect(messageFromBody('text')).toBeUndefined();
    expect(messageFromBody(null)).toBeUndefined();
    expect(messageFromBody(undefined)).toBeUndefined();
  });
});

describe('errorText', () => {
  it("shows the server's sentence without the field name it is about", () => {
    expect(errorText(new ApiError('token: Reset link is invalid or has expired', 400), 'x')).toBe(
      'Reset link is invalid or has expired',
    );
    expect(errorText(new ApiError('currentPassword: Current password is incorrect', 400), 'x')).toBe(
      'Current password is incorrect',
    );
  });

  it('keeps a field path before a reason, which reads only with it, and plain messages', () => {
    expect(errorText(new ApiError('body: must be at most 5000 characters long', 400), 'x')).toBe(
      'body: must be at most 5000 characters long',
    );
    expect(errorText(new ApiError('Invalid email or password', 401), 'x')).toBe('Invalid email or password');
    expect(errorText(new ApiError('This order is now shipped: reload', 409), 'x')).toBe(
      'This order is now shipped: reload',
    );
  });

  it('falls back when there is no message', () => {
    expect(errorText(new Error(''), 'Could not send')).toBe('Could not send');
    expect(errorText('nope', 'Could not send')).toBe('Could not send');
  });
});
