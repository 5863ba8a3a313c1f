import { describe, expect, it } from 'vitest';
import {
  CONFIRMATION_TIMEOUT_MS,
  PAYMENT_ERROR_REDIRECT_MS,
  PAYMENT_SUCCESS_REDIRECT_MS,
} from './confirmation-timing.js';

describe('confirmation timings (spec §9)', () => {
  it('match the spec', () => {
    expect(CONFIRMATION_TIMEOUT_MS).toBe(10_000);
    expect(PAYMENT_SUCCESS_REDIRECT_MS).toBe(2000);
    expect(PAYMENT_ERROR_REDIRECT_MS).toBe(3000);
  });
});
