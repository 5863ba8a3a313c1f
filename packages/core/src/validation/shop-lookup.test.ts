import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeShopInput, prepareShopLookup } from './shop-lookup.js';

describe('normalizeShopInput', () => {
  it('turns each space into a hyphen as the visitor types', () => {
    expect(normalizeShopInput('my shop')).toBe('my-shop');
    expect(normalizeShopInput('my  shop ')).toBe('my--shop-');
    expect(normalizeShopInput('Tea\tHouse')).toBe('Tea-House');
    expect(normalizeShopInput('')).toBe('');
  });

  it('is idempotent and never leaves whitespace', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const once = normalizeShopInput(typed);
        expect(normalizeShopInput(once)).toBe(once);
        expect(once).not.toMatch(/\s/);
        expect(once).toHaveLength(typed.length);
      }),
    );
  });
});

describe('prepareShopLookup', () => {
  it('trims, then turns spaces into hyphens', () => {
    expect(prepareShopLookup('  my shop ')).toBe('my-shop');
    expect(prepareShopLookup('Tea House Co')).toBe('Tea-House-Co');
    expect(prepareShopLookup('already-hyphenated')).toBe('already-hyphenated');
  });

  it.each(['', '   ', null, undefined])('does not submit an empty value (%j)', (text) => {
    expect(prepareShopLookup(text)).toBeNull();
  });

  it('submits exactly the trimmed, hyphenated text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const name = prepareShopLookup(text);
        expect(name).toBe(text.trim() === '' ? null : normalizeShopInput(text.trim()));
      }),
    );
  });
});
