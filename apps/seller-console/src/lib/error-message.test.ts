import { ApiError } from '@souk/core';
import { describe, expect, it } from 'vitest';
import { errorMessage, isConflict } from './error-message.js';

describe('errorMessage', () => {
  it("shows the server's sentence without the field name it is about", () => {
    expect(errorMessage(new ApiError('token: Reset link is invalid or has expired', 400), 'x')).toBe(
      'Reset link is invalid or has expired',
    );
    expect(errorMessage(new ApiError('currentPassword: Current password is incorrect', 400), 'x')).toBe(
      'Current password is incorrect',
    );
  });

  it('keeps a field path before a reason, which reads only with it, and plain messages', () => {
    expect(errorMessage(new ApiError('body: must be at most 5000 characters long', 400), 'x')).toBe(
      'body: must be at most 5000 characters long',
    );
    expect(errorMessage(new ApiError('Invalid email or password', 401), 'x')).toBe(
      'Invalid email or password',
    );
    expect(errorMessage(new ApiError('This order is now shipped: reload', 409), 'x')).toBe(
      'This order is now shipped: reload',
    );
  });

  it('falls back when there is no message', () => {
    expect(errorMessage(new Error(''), 'Could not send')).toBe('Could not send');
    expect(errorMessage('nope', 'Could not send')).toBe('Could not send');
  });
});

describe('isConflict', () => {
  it('is a 409 only', () => {
    expect(isConflict(new ApiError('changed', 409))).toBe(true);
    expect(isConflict(new ApiError('bad', 400))).toBe(false);
  });
});
