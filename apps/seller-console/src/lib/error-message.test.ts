import { ApiError } from '@souk/core';
import { describe, expect, it } from 'vitest';
import { isConflict } from './error-message.js';

describe('isConflict', () => {
  it('is a 409 only', () => {
    expect(isConflict(new ApiError('changed', 409))).toBe(true);
    expect(isConflict(new ApiError('bad', 400))).toBe(false);
  });
});
