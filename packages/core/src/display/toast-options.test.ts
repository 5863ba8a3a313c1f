import { describe, expect, it } from 'vitest';
import { TOAST_OPTIONS } from './toast-options.js';

describe('TOAST_OPTIONS (spec §9)', () => {
  it('matches the spec', () => {
    expect(TOAST_OPTIONS).toEqual({
      successDurationMs: 2000,
      errorDurationMs: 4000,
      maxToasts: 20,
      position: 'top-right',
    });
  });
});
