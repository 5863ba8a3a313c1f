import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from './normalize-phone.js';

describe('normalizePhone (spec §5)', () => {
  it.each([
    ['082 123 4567', undefined, '27821234567'],
    ['0821234567', '27', '27821234567'],
    ['(082) 123-4567', undefined, '27821234567'],
    ['+27 82 123 4567', undefined, '27821234567'],
    ['27821234567', '44', '27821234567'],
    ['07700 900123', '44', '447700900123'],
    ['0612345678', '+33', '33612345678'],
    ['0612345678', '', '27612345678'],
    ['0612345678', null, '27612345678'],
    ['0612345678', 'n/a', '27612345678'],
    ['', undefined, ''],
    [null, undefined, ''],
    [undefined, undefined, ''],
    ['call me', undefined, ''],
    ['0', undefined, '27'],
  ])('%s with %s → %s', (raw, code, expected) => {
    expect(normalizePhone(raw, code)).toBe(expected);
  });

  it('keeps only digits and never starts with 0', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.option(fc.stringMatching(/^\+?[1-9]\d{0,2}$/), { nil: undefined }),
        (raw, code) => {
          const phone = normalizePhone(raw, code);
          expect(phone).toMatch(/^(?:[1-9]\d*)?$/);
        },
      ),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const once = normalizePhone(raw);
        expect(normalizePhone(once)).toBe(once);
      }),
    );
  });
});
