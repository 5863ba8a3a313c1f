import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HighlightRange, highlightSegments } from './highlight-segments.js';

const NAME = 'Aura ANC Wireless Noise-Cancelling Headphones';
const plain = (text: string) => ({ text, highlighted: false });
const mark = (text: string) => ({ text, highlighted: true });

describe('highlightSegments', () => {
  it('gives the whole name as one plain segment without ranges, and nothing for an empty name', () => {
    expect(highlightSegments(NAME, undefined)).toEqual([plain(NAME)]);
    expect(highlightSegments(NAME, null)).toEqual([plain(NAME)]);
    expect(highlightSegments(NAME, [])).toEqual([plain(NAME)]);
    expect(highlightSegments('', [[0, 3]])).toEqual([]);
  });

  it('marks one match inside, at the start and at the end of the name', () => {
    expect(highlightSegments(NAME, [[9, 17]])).toEqual([
      plain('Aura ANC '),
      mark('Wireless'),
      plain(' Noise-Cancelling Headphones'),
    ]);
    expect(highlightSegments(NAME, [[0, 4]])).toEqual([mark('Aura'), plain(NAME.slice(4))]);
    expect(highlightSegments(NAME, [[35, 45]])).toEqual([plain(NAME.slice(0, 35)), mark('Headphones')]);
    expect(highlightSegments('Tea', [[0, 3]])).toEqual([mark('Tea')]);
  });

  it('marks several matches in order, whatever order they come in', () => {
    const expected = [
      mark('Aura'),
      plain(' ANC '),
      mark('Wireless'),
      plain(NAME.slice(17, 35)),
      mark('Headphones'),
    ];
    expect(
      highlightSegments(NAME, [
        [0, 4],
        [9, 17],
        [35, 45],
      ]),
    ).toEqual(expected);
    expect(
      highlightSegments(NAME, [
        [35, 45],
        [0, 4],
        [9, 17],
      ]),
    ).toEqual(expected);
  });

  it('joins overlapping, nested, repeated and touching matches into one mark', () => {
    expect(
      highlightSegments('Headphones', [
        [0, 4],
        [2, 6],
      ]),
    ).toEqual([mark('Headph'), plain('ones')]);
    expect(
      highlightSegments('Headphones', [
        [0, 8],
        [2, 4],
      ]),
    ).toEqual([mark('Headphon'), plain('es')]);
    expect(
      highlightSegments('Headphones', [
        [4, 8],
        [4, 8],
      ]),
    ).toEqual([plain('Head'), mark('phon'), plain('es')]);
    expect(
      highlightSegments('Headphones', [
        [0, 4],
        [4, 10],
      ]),
    ).toEqual([mark('Headphones')]);
  });

  it('clips ranges to the name and drops empty, reversed, outside and NaN ones', () => {
    expect(highlightSegments('Tea pot', [[-3, 3]])).toEqual([mark('Tea'), plain(' pot')]);
    expect(highlightSegments('Tea pot', [[4, 99]])).toEqual([plain('Tea '), mark('pot')]);
    expect(highlightSegments('Tea pot', [[-5, 50]])).toEqual([mark('Tea pot')]);
    expect(highlightSegments('Tea pot', [[4, Number.POSITIVE_INFINITY]])).toEqual([
      plain('Tea '),
      mark('pot'),
    ]);
    for (const range of [
      [2, 2],
      [5, 1],
      [7, 9],
      [40, 50],
      [-4, -1],
      [Number.NaN, 3],
      [0, Number.NaN],
    ] satisfies HighlightRange[]) {
      expect(highlightSegments('Tea pot', [range])).toEqual([plain('Tea pot')]);
    }
  });

  it('widens a fractional bound to the whole code unit', () => {
    expect(highlightSegments('Tea pot', [[0.5, 2.5]])).toEqual([mark('Tea'), plain(' pot')]);
  });

  it('never splits a character made of a surrogate pair', () => {
    // '🎧' is two UTF-16 code units: 0–2
    expect(highlightSegments('🎧 Aura', [[1, 2]])).toEqual([mark('🎧'), plain(' Aura')]);
    expect(highlightSegments('🎧 Aura', [[0, 1]])).toEqual([mark('🎧'), plain(' Aura')]);
    expect(highlightSegments('Aura 🎧', [[5, 6]])).toEqual([plain('Aura '), mark('🎧')]);
  });

  it('keeps text that looks like markup as text', () => {
    expect(highlightSegments('<b>Tea</b>', [[3, 6]])).toEqual([plain('<b>'), mark('Tea'), plain('</b>')]);
  });

  const anyRanges = fc.array(fc.tuple(fc.integer({ min: -20, max: 80 }), fc.integer({ min: -20, max: 80 })), {
    maxLength: 8,
  });

  it('always joins back to the name, with no empty segment and never two alike in a row', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), anyRanges, (name, ranges) => {
        const segments = highlightSegments(name, ranges);
        expect(segments.map((segment) => segment.text).join('')).toBe(name);
        for (const [index, segment] of segments.entries()) {
          expect(segment.text).not.toBe('');
          expect(segment.highlighted).not.toBe(segments[index - 1]?.highlighted);
        }
      }),
    );
  });

  it('marks exactly the code units some range covers (names without surrogate pairs)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), anyRanges, (name, ranges) => {
        const covered = Array.from(name, (_, index) =>
          ranges.some(([start, end]) => start <= index && index < end),
        );
        const marked = highlightSegments(name, ranges).flatMap((segment) =>
          Array.from(segment.text, () => segment.highlighted),
        );
        expect(marked).toEqual(covered);
      }),
    );
  });
});
