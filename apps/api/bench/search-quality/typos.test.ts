import { describe, expect, it } from 'vitest';
import { seededRandom } from './prng.js';
import { applyEdit, EDITS, isTypoWord, misspell, neighbourKeys, typoDistance } from './typos.js';

describe('neighbourKeys', () => {
  it('gives the touching keys of a QWERTY keyboard, both ways', () => {
    expect([...neighbourKeys('s')].sort().join('')).toBe('adewxz');
    expect([...neighbourKeys('q')].sort().join('')).toBe('aw');
    expect(neighbourKeys('G')).toMatch(/^[A-Z]+$/);
    for (const letter of 'abcdefghijklmnopqrstuvwxyz')
      for (const key of neighbourKeys(letter)) expect(neighbourKeys(key)).toContain(letter);
  });
});

describe('typoDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one typo each', () => {
    expect(typoDistance('leather', 'lether')).toBe(1);
    expect(typoDistance('leather', 'leatther')).toBe(1);
    expect(typoDistance('leather', 'leathwr')).toBe(1);
    expect(typoDistance('leather', 'laether')).toBe(1);
    expect(typoDistance('Leather', 'leather')).toBe(0);
    expect(typoDistance('handcrafted', 'hnadcrafetd')).toBe(2);
  });
});

describe('applyEdit', () => {
  it('makes one typo of the asked kind with letters only', () => {
    const next = seededRandom(3);
    for (const edit of EDITS)
      for (let n = 0; n < 200; n++) {
        const typo = applyEdit(next, 'Cardigan', edit);
        if (typo === null) continue;
        expect(typoDistance('Cardigan', typo)).toBe(1);
        expect(isTypoWord(typo)).toBe(true);
        if (edit === 'deletion') expect(typo).toHaveLength(7);
        if (edit === 'insertion') expect(typo).toHaveLength(9);
      }
  });

  it('substitutes a neighbouring key', () => {
    const next = seededRandom(5);
    for (let n = 0; n < 100; n++) {
      const typo = applyEdit(next, 'aaaaa', 'substitution') ?? '';
      const changed = [...typo].find((letter) => letter !== 'a') ?? '';
      expect(neighbourKeys('a')).toContain(changed);
    }
  });

  it('has no swap for a word of one repeated letter', () => {
    expect(applyEdit(seededRandom(1), 'aaaaa', 'swap')).toBeNull();
  });
});

describe('misspell', () => {
  const isWord = (folded: string) => ['jacket', 'jackets'].includes(folded);

  it('is exactly the asked number of typos away, long enough, and never a word', () => {
    const next = seededRandom(9);
    for (let n = 0; n < 200; n++) {
      const one = misspell(next, 'Jacket', { count: 1, minLength: 5, isWord }) ?? '';
      expect(typoDistance('Jacket', one)).toBe(1);
      expect(one.length).toBeGreaterThanOrEqual(5);
      expect(isWord(one.toLowerCase())).toBe(false);
      const two = misspell(next, 'Waterproof', { count: 2, minLength: 9, isWord }) ?? '';
      expect(typoDistance('Waterproof', two)).toBe(2);
      expect(two.length).toBeGreaterThanOrEqual(9);
    }
  });

  it('keeps a deletion from taking a word below its typo allowance', () => {
    expect(
      misspell(seededRandom(2), 'Boots', { count: 1, minLength: 5, isWord, edits: ['deletion'] }),
    ).toBeNull();
  });

  it('draws the same typo for the same seed', () => {
    const draw = () => misspell(seededRandom(42), 'Sweatshirt', { count: 2, minLength: 9, isWord });
    expect(draw()).toBe(draw());
  });
});
