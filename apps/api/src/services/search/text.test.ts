import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText, typoBudget, wordsAt, wordsOf } from './text.js';

describe('typoBudget (Meilisearch: 1–4 letters exact, 5–8 one typo, 9+ two)', () => {
  it.each([
    ['a', 0],
    ['mug', 0],
    ['lamp', 0],
    ['shirt', 1],
    ['sweaters', 1],
    ['headphone', 2],
    ['headphones', 2],
  ])('%s → %i', (word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });

  it('counts letters, not UTF-16 units', () => {
    expect(typoBudget('😀😀😀😀')).toBe(0);
  });
});

describe('reading words', () => {
  it('folds case and accents', () => {
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
    expect(wordsOf('CAFÉ Noir, T-Shirt')).toEqual(['cafe', 'noir', 't', 'shirt']);
  });

  it('places each word in the original text, also when folding changes its length', () => {
    const text = 'Grüße – Café';
    expect(wordsAt(text).map((at) => [at.word, text.slice(at.start, at.end)])).toEqual([
      ['grusse'.replace('ss', 'ß'), 'Grüße'],
      ['cafe', 'Café'],
    ]);
    expect(wordsAt('Café')[0]?.ends).toEqual([1, 2, 3, 4]);
    // a decomposed accent belongs to the letter before it
    expect(wordsAt('Cafe\u0301 au')[0]).toEqual({ word: 'cafe', start: 0, end: 5, ends: [1, 2, 3, 5] });
  });

  it('reads the same words with and without their places', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        expect(wordsAt(text).map((at) => at.word)).toEqual(wordsOf(text));
      }),
    );
  });
});
