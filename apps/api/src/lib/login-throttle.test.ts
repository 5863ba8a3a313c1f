import { describe, expect, it } from 'vitest';
import { createMemoryLimitStore } from './limits/memory-limit-store.js';
import { createLoginThrottle } from './login-throttle.js';

function throttleAt(addressMaxFailures = 10) {
  const clock = { now: 1_000_000 };
  const store = createMemoryLimitStore({ maxKeys: 100, now: () => clock.now });
  const throttle = createLoginThrottle(store, 'login', {
    freeFailures: 3,
    baseDelayMs: 1000,
    maxDelayMs: 60_000,
    addressMaxFailures,
    windowMs: 3_600_000,
  });
  const wait = async (account: string, address: string) => (await throttle.attempt(account, address)).waitMs;
  return { throttle, clock, wait };
}

describe('createLoginThrottle', () => {
  it('answers three failures of an account from an address at once, then doubles the wait up to the cap', async () => {
    const { clock, wait } = throttleAt(50);
    for (let failure = 0; failure < 3; failure++) expect(await wait('ann', '1.1.1.1')).toBe(0);
    const waits: number[] = [];
    for (let round = 0; round < 9; round++) {
      const refused = await wait('ann', '1.1.1.1');
      waits.push(refused);
      clock.now += refused;
      expect(await wait('ann', '1.1.1.1')).toBe(0); // the wait is over: this attempt fails again
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('never slows another address, nor another account from the same address', async () => {
    const { wait } = throttleAt();
    for (let failure = 0; failure < 8; failure++) await wait('ann', 'attacker');
    expect(await wait('ann', 'attacker')).toBeGreaterThan(0);
    expect(await wait('ann', 'owner')).toBe(0);
    expect(await wait('bob', 'attacker')).toBe(0);
  });

  it('forgets an account’s failures from an address on success, and does not count the successful attempt', async () => {
    const { throttle, wait } = throttleAt();
    await wait('ann', 'home');
    await wait('ann', 'home');
    const success = await throttle.attempt('ann', 'home');
    expect(success.waitMs).toBe(0);
    await success.succeeded();
    for (let failure = 0; failure < 3; failure++) expect(await wait('ann', 'home')).toBe(0);
    expect(await wait('ann', 'home')).toBe(1000);
  });

  it('does not count a refused attempt', async () => {
    const { clock, wait } = throttleAt(50);
    for (let failure = 0; failure < 3; failure++) await wait('ann', 'home');
    for (let refused = 0; refused < 5; refused++) expect(await wait('ann', 'home')).toBe(1000);
    clock.now += 1000;
    expect(await wait('ann', 'home')).toBe(0); // the fourth failure, so the next wait is 2 s, not 2⁶ s
    expect(await wait('ann', 'home')).toBe(2000);
  });

  it('makes an address that failed at many accounts wait until its oldest failures leave the window', async () => {
    const { clock, wait } = throttleAt();
    for (let account = 0; account < 10; account++) {
      expect(await wait(`user${account}`, 'sprayer')).toBe(0);
      clock.now += 1000;
    }
    // ten failures in the window: the next account waits until the first failure is an hour old
    expect(await wait('user10', 'sprayer')).toBe(3_600_000 - 10_000);
    expect(await wait('user10', 'elsewhere')).toBe(0);
    clock.now += 3_600_000 - 10_000 + 1;
    expect(await wait('user10', 'sprayer')).toBe(0);
  });

  it('counts failures for the window only', async () => {
    const { clock, wait } = throttleAt();
    for (let failure = 0; failure < 3; failure++) await wait('ann', 'home');
    expect(await wait('ann', 'home')).toBeGreaterThan(0);
    clock.now += 3_600_001;
    expect(await wait('ann', 'home')).toBe(0);
  });

  it('keeps memory bounded: past maxKeys the least recently failed keys are forgotten', async () => {
    const { wait } = throttleAt();
    for (let failure = 0; failure < 3; failure++) await wait('first', 'a');
    expect(await wait('first', 'a')).toBeGreaterThan(0);
    for (let key = 0; key < 100; key++) await wait(`user${key}`, `address${key}`);
    expect(await wait('first', 'a')).toBe(0);
  });
});
