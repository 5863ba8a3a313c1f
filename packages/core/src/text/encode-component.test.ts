import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeComponent, wellFormed } from './encode-component.js';

describe('encodeComponent', () => {
  it('encodes like encodeURIComponent for well-formed text', () => {
    expect(encodeComponent('tea & coffee/milk?')).toBe('tea%20%26%20coffee%2Fmilk%3F');
    expect(encodeComponent('Zoë 😀')).toBe(encodeURIComponent('Zoë 😀'));
  });

  it('never throws, whatever the text', () => {
    expect(encodeComponent('a\uD800b')).toBe('a%EF%BF%BDb');
    expect(wellFormed('\uDC00x\uD83D\uDE00')).toBe('\uFFFDx\uD83D\uDE00');
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(decodeURIComponent(encodeComponent(text))).toBe(wellFormed(text));
      }),
    );
  });
});
