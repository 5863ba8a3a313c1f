import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUICK_VIEW_DESCRIPTION_LIMIT, truncateDescription } from './truncate-description.js';

describe('truncateDescription (spec §2, §9)', () => {
  it('keeps descriptions of up to 200 characters', () => {
    const text = 'a'.repeat(200);
    expect(truncateDescription(text)).toBe(text);
    expect(truncateDescription('Short')).toBe('Short');
  });

  it('cuts at 200 characters and marks the cut', () => {
    expect(truncateDescription('a'.repeat(201))).toBe(`${'a'.repeat(200)}...`);
    expect(truncateDescription(`${'a'.repeat(199)} tail`)).toBe(`${'a'.repeat(199)}...`);
    expect(QUICK_VIEW_DESCRIPTION_LIMIT).toBe(200);
  });

  it('counts emoji as one character and never splits them', () => {
    expect(truncateDescription('😀😀😀', 2)).toBe('😀😀...');
  });

  it('reads missing text as empty', () => {
    expect(truncateDescription(null)).toBe('');
    expect(truncateDescription(undefined)).toBe('');
  });

  it('keeps short text whole and cuts long text to a prefix of at most the limit', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 300 }),
        fc.integer({ min: 1, max: 250 }),
        (text, limit) => {
          const cut = truncateDescription(text, limit);
          if (Array.from(text).length <= limit) {
            expect(cut).toBe(text);
            return;
          }
          expect(cut.endsWith('...')).toBe(true);
          const body = cut.slice(0, -3);
          expect(Array.from(body).length).toBeLessThanOrEqual(limit);
          expect(text.startsWith(body)).toBe(true);
        },
      ),
    );
  });
});
