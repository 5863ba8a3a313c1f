import { describe, expect, it } from 'vitest';
import { STATUS_COLOURS, statusColour } from './status-colour.js';

describe('statusColour (spec §4 "Status colours")', () => {
  it.each([
    ['delivered', 'green'],
    ['placed', 'blue'],
    ['pending', 'yellow'],
    ['warehouse', 'purple'],
    ['cancelled', 'red'],
    ['processing', 'neutral'],
    ['toString', 'neutral'],
    ['', 'neutral'],
    [null, 'neutral'],
    [undefined, 'neutral'],
  ])('%s → %s', (status, colour) => {
    expect(statusColour(status)).toBe(colour);
  });

  it('has the five spec colours', () => {
    expect(Object.keys(STATUS_COLOURS)).toHaveLength(5);
  });
});
