import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  invalidUsStateMessage,
  resolveUsState,
  STATE_REQUIRED_MESSAGE,
  toUsStateCode,
  US_STATES,
  type UsStateCode,
} from './us-states.js';

const entries = Object.entries(US_STATES) as [UsStateCode, string][];

describe('US_STATES', () => {
  it('covers the 50 states, DC and five territories', () => {
    expect(entries).toHaveLength(56);
    expect(entries.every(([code]) => /^[A-Z]{2}$/.test(code))).toBe(true);
  });
});

describe('toUsStateCode', () => {
  it.each(entries)('maps %s and %s, in any case, to the code', (code, name) => {
    expect(toUsStateCode(code)).toBe(code);
    expect(toUsStateCode(code.toLowerCase())).toBe(code);
    expect(toUsStateCode(name)).toBe(code);
    expect(toUsStateCode(name.toUpperCase())).toBe(code);
    expect(toUsStateCode(` ${name.toLowerCase().replace(/ /g, '  ')} `)).toBe(code);
  });

  it.each([
    ['Washington, D.C.', 'DC'],
    ['washington dc', 'DC'],
    ['D.C.', 'DC'],
    ['US Virgin Islands', 'VI'],
    ['Virgin Islands', 'VI'],
    ['Washington', 'WA'],
  ])('understands %s', (text, code) => {
    expect(toUsStateCode(text)).toBe(code);
  });

  it.each(['Gauteng', 'Ontario', 'XX', 'C', '', 'Calif', 'New'])('does not recognise %j', (text) => {
    expect(toUsStateCode(text)).toBeNull();
  });

  it('only ever yields a listed code', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const code = toUsStateCode(text);
        expect(code === null || code in US_STATES).toBe(true);
      }),
    );
  });
});

describe('invalidUsStateMessage', () => {
  it('names the state in quotes with the spec text', () => {
    expect(invalidUsStateMessage('Gauteng')).toBe(
      '"Gauteng" is not a valid US state. Please use a 2-letter state code (e.g., CA, NY, TX) or full state name.',
    );
  });
});

describe('resolveUsState', () => {
  it('resolves a name or a code to the code', () => {
    expect(resolveUsState(' New York ')).toEqual({ ok: true, value: 'NY' });
    expect(resolveUsState('tx')).toEqual({ ok: true, value: 'TX' });
  });

  it.each(['', '  ', null, undefined])('requires a state (%j)', (state) => {
    expect(resolveUsState(state)).toEqual({
      ok: false,
      errors: { state: 'State is required' },
      message: STATE_REQUIRED_MESSAGE,
    });
  });

  it('prefixes the not-a-state text with "Invalid state: "', () => {
    const message =
      'Invalid state: "Gauteng" is not a valid US state. Please use a 2-letter state code (e.g., CA, NY, TX) or full state name.';
    expect(resolveUsState(' Gauteng ')).toEqual({ ok: false, errors: { state: message }, message });
  });
});
