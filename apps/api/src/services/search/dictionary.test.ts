import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dictionary } from './dictionary.js';

/** Optimal string alignment distance, the textbook table, to check the trie walk against. */
function distance(a: string, b: string): number {
  const table = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = table[i] as number[];
      const above = table[i - 1] as number[];
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((table[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (table[a.length] as number[])[b.length] as number;
}

function dictionaryOf(words: string[]) {
  const dictionary = new Dictionary();
  for (const word of words) dictionary.add(word);
  return dictionary;
}

const found = (dictionary: Dictionary, query: string, budget: number, prefix: boolean) =>
  Object.fromEntries(
    dictionary.lookup(query, budget, prefix).map((match) => [dictionary.words[match.word], match.typos]),
  );

describe('Dictionary.lookup', () => {
  const dictionary = dictionaryOf(['headphones', 'headphone', 'heads', 'phones', 'shirt', 'shirts', 'short']);

  it('counts each kind of typo as one: a missing, wrong, extra or swapped letter', () => {
    expect(found(dictionary, 'hedphones', 1, false)).toEqual({ headphones: 1 });
    expect(found(dictionary, 'headphonez', 1, false)).toEqual({ headphones: 1, headphone: 1 });
    expect(found(dictionary, 'headphoness', 1, false)).toEqual({ headphones: 1 });
    expect(found(dictionary, 'haedphones', 1, false)).toEqual({ headphones: 1 });
  });

  it('keeps to the budget', () => {
    expect(found(dictionary, 'hadphnes', 1, false)).toEqual({});
    expect(found(dictionary, 'hadphnes', 2, false)).toEqual({ headphones: 2 });
    expect(found(dictionary, 'shirt', 0, false)).toEqual({ shirt: 0 });
  });

  it('as a prefix, finds every word that starts within the budget, with its fewest typos', () => {
    expect(found(dictionary, 'head', 0, true)).toEqual({ headphones: 0, headphone: 0, heads: 0 });
    expect(found(dictionary, 'hedph', 1, true)).toEqual({ headphones: 1, headphone: 1 });
    expect(found(dictionary, 'shrt', 1, true)).toEqual({ shirt: 1, shirts: 1, short: 1 });
  });

  it('says which match is the word itself and how much of a longer word the query covers', () => {
    const matches = dictionary.lookup('shirt', 1, true);
    const byWord = Object.fromEntries(matches.map((match) => [dictionary.words[match.word], match]));
    expect(byWord.shirt).toMatchObject({ exact: true, typos: 0, covered: 5 });
    expect(byWord.shirts).toMatchObject({ exact: false, typos: 0, covered: 5 });
    expect(byWord.short).toMatchObject({ exact: false, typos: 1 });
  });

  it('finds exactly the words within the budget, as the textbook distance counts them', () => {
    const word = fc.stringMatching(/^[a-e]{1,7}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 40 }),
        word,
        fc.integer({ min: 0, max: 2 }),
        (words, query, budget) => {
          const expected = Object.fromEntries(
            words.flatMap((candidate) => {
              const typos = distance(query, candidate);
              return typos <= budget ? [[candidate, typos]] : [];
            }),
          );
          expect(found(dictionaryOf(words), query, budget, false)).toEqual(expected);
        },
      ),
    );
  });

  it('as a prefix, finds the words one of whose starts is within the budget', () => {
    const word = fc.stringMatching(/^[a-d]{1,7}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(word, { minLength: 1, maxLength: 40 }),
        word,
        fc.integer({ min: 0, max: 2 }),
        (words, query, budget) => {
          const expected = Object.fromEntries(
            words.flatMap((candidate) => {
              const typos = Math.min(
                ...Array.from({ length: candidate.length + 1 }, (_, end) =>
                  distance(query, candidate.slice(0, end)),
                ),
              );
              return typos <= budget ? [[candidate, typos]] : [];
            }),
          );
          expect(found(dictionaryOf(words), query, budget, true)).toEqual(expected);
        },
      ),
    );
  });
});
