import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.js';

function throttleAt(addressMaxFailures = 10) {
  const clock = { now: 1_000_000 };
  const throttle = createLoginThrottle({
    freeFailures: 3,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    addressMaxFailures,
    windowMs: 3_600_000,
    maxKeys: 100,
    now: () => clock.now,
  });
  return { throttle, clock };
}

describe('createLoginThrottle', () => {
  it('answers three failures of an account from an address at once, then doubles the wait up to the cap', () => {
    const { throttle, clock } = throttleAt(50);
    for (let failure = 0; failure < 3; failure++) expect(throttle.attempt('ann', '1.1.1.1')).toBe(0);
    const waits: number[] = [];
    for (let round = 0; round < 9; round++) {
      const wait = throttle.attempt('ann', '1.1.1.1');
      waits.push(wait);
      clock.now += wait;
      expect(throttle.attempt('ann', '1.1.1.1')).toBe(0); // the wait is over: this attempt fails again
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('never slows another address, nor another account from the same address', () => {
    const { throttle } = throttleAt();
    for (let failure = 0; failure < 8; failure++) throttle.attempt('ann', 'attacker');
    expect(throttle.attempt('ann', 'attacker')).toBeGreaterThan(0);
    expect(throttle.attempt('ann', 'owner')).toBe(0);
    expect(throttle.attempt('bob', 'attacker')).toBe(0);
  });

  it('forgets an account’s failures from an address on success, and does not count the successful attempt', () => {
    const { throttle } = throttleAt();
    throttle.attempt('ann', 'home');
    throttle.attempt('ann', 'home');
    expect(throttle.attempt('ann', 'home')).toBe(0);
    throttle.succeeded('ann', 'home');
    for (let failure = 0; failure < 3; failure++) expect(throttle.attempt('ann', 'home')).toBe(0);
    expect(throttle.attempt('ann', 'home')).toBe(1000);
  });

  it('makes an address that failed at many accounts wait until its oldest failures leave the window', () => {
    const { throttle, clock } = throttleAt();
    for (let account = 0; account < 10; account++) {
      expect(throttle.attempt(`user${account}`, 'sprayer')).toBe(0);
      clock.now += 1000;
    }
    // ten failures in the window: the next account waits until the first failure is an hour old
    expect(throttle.attempt('user10', 'sprayer')).toBe(3_600_000 - 10_000);
    expect(throttle.attempt('user10', 'elsewhere')).toBe(0);
    clock.now += 3_600_000 - 10_000 + 1;
    expect(throttle.attempt('user10', 'sprayer')).toBe(0);
  });

  it('counts failures for the window only', () => {
    const { throttle, clock } = throttleAt();
    for (let failure = 0; failure < 3; failure++) throttle.attempt('ann', 'home');
    expect(throttle.attempt('ann', 'home')).toBeGreaterThan(0);
    clock.now += 3_600_001;
    expect(throttle.attempt('ann', 'home')).toBe(0);
  });

  it('keeps memory bounded: past maxKeys the least recently failed pairs are forgotten', () => {
    const { throttle } = throttleAt();
    for (let failure = 0; failure < 3; failure++) throttle.attempt('first', 'a');
    expect(throttle.attempt('first', 'a')).toBeGreaterThan(0);
    for (let key = 0; key < 100; key++) throttle.attempt(`user${key}`, `address${key}`);
    expect(throttle.attempt('first', 'a')).toBe(0);
  });
});
