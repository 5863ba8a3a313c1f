import { describe, expect, it } from 'vitest';
import { packSizeText } from './pack-size-text.js';

describe('packSizeText (spec §2)', () => {
  it.each([
    [6, 'Pack Size: 6'],
    [2, 'Pack Size: 2'],
    [1, null],
    [0, null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (packSize, text) => {
    expect(packSizeText(packSize)).toBe(text);
  });
});
