import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HighlightSegment, highlightSegments } from './highlight-segments.js';

const NAME = 'Aura ANC Wireless Noise-Cancelling Headphones';

/** The segments as `plain[marked]` text, to read the examples at a glance. */
function marked(segments: HighlightSegment[]): string {
  return segments.map(({ text, highlighted }) => (highlighted ? `[${text}]` : text)).join('');
}

describe('highlightSegments (search highlights of a product name)', () => {
  it('marks the matched range of a name', () => {
    expect(highlightSegments(NAME, [[35, 45]])).toEqual([
      { text: 'Aura ANC Wireless Noise-Cancelling ', highlighted: false },
      { text: 'Headphones', highlighted: true },
    ]);
  });

  it('gives the whole text as one plain segment without ranges, and nothing for an empty text', () => {
    expect(highlightSegments('Braided Cable', undefined)).toEqual([
      { text: 'Braided Cable', highlighted: false },
    ]);
    expect(highlightSegments('Braided Cable', [])).toEqual([{ text: 'Braided Cable', highlighted: false }]);
    expect(highlightSegments('', [[0, 3]])).toEqual([]);
  });

  it('marks several words in text order, whatever the order of the ranges', () => {
    expect(
      marked(
        highlightSegments(NAME, [
          [35, 45],
          [5, 8],
        ]),
      ),
    ).toBe('Aura [ANC] Wireless Noise-Cancelling [Headphones]');
  });

  it('merges overlapping and touching ranges into one mark', () => {
    expect(
      marked(
        highlightSegments('Noise-Cancelling', [
          [0, 6],
          [3, 5],
          [6, 16],
        ]),
      ),
    ).toBe('[Noise-Cancelling]');
    expect(
      marked(
        highlightSegments('USB-C Hub', [
          [0, 3],
          [2, 5],
        ]),
      ),
    ).toBe('[USB-C] Hub');
  });

  it('clamps ranges that run past either end and drops empty, reversed or invalid ones', () => {
    expect(marked(highlightSegments('Hub', [[-4, 1]]))).toBe('[H]ub');
    expect(marked(highlightSegments('Hub', [[2, 99]]))).toBe('Hu[b]');
    expect(
      marked(
        highlightSegments('Hub', [
          [1, 1],
          [3, 0],
          [7, 9],
          [Number.NaN, 2],
        ]),
      ),
    ).toBe('Hub');
  });

  it('never splits a character made of a surrogate pair', () => {
    // '🎧' is two UTF-16 code units: a range ending or starting between them covers the whole character
    expect(marked(highlightSegments('🎧 Headphones', [[0, 1]]))).toBe('[🎧] Headphones');
    expect(marked(highlightSegments('Aura 🎧', [[6, 7]]))).toBe('Aura [🎧]');
  });

  it('always joins back to the text, alternates plain and marked runs, leaves no empty run, splits no pair', () => {
    const range = fc.tuple(fc.integer({ min: -5, max: 60 }), fc.integer({ min: -5, max: 60 }));
    fc.assert(
      fc.property(
        // letters, spaces, a surrogate pair and lone halves: the cases where a boundary can move
        fc.string({ unit: fc.constantFrom('a', 'É', ' ', '🎧', '\uD83C', '\uDFA7'), maxLength: 50 }),
        fc.array(range, { maxLength: 6 }),
        (text, ranges) => {
          const segments = highlightSegments(text, ranges);
          expect(segments.map((segment) => segment.text).join('')).toBe(text);
          const runs = segments.every(
            (segment, index) =>
              segment.text !== '' &&
              (index === 0 || segment.highlighted !== segments[index - 1]?.highlighted),
          );
          expect(runs).toBe(true);
          const splitsPair = segments.some(
            (segment, index) =>
              index > 0 &&
              /^[\uDC00-\uDFFF]/.test(segment.text) &&
              /[\uD800-\uDBFF]$/.test(segments[index - 1]?.text ?? ''),
          );
          expect(splitsPair).toBe(false);
        },
      ),
    );
  });

  it('marks exactly the code units the ranges cover, in text without surrogate pairs', () => {
    const range = fc.tuple(fc.integer({ min: -5, max: 45 }), fc.integer({ min: -5, max: 45 }));
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.array(range, { maxLength: 6 }), (text, ranges) => {
        const covered = [...text].map((_, index) =>
          ranges.some(([start, end]) => index >= start && index < end),
        );
        const flags = highlightSegments(text, ranges).flatMap((segment) =>
          [...segment.text].map(() => segment.highlighted),
        );
        expect(flags).toEqual(covered);
      }),
    );
  });
});
