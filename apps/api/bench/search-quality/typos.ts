import { randomIndex } from './prng.js';

/** The single edits of a typo (Damerau): a letter left out, hit beside, added, or two swapped. */
export type Edit = 'deletion' | 'substitution' | 'insertion' | 'swap';
export const EDITS: readonly Edit[] = ['deletion', 'substitution', 'insertion', 'swap'];

const QWERTY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'] as const;

/**
 * The keys around each letter on a QWERTY keyboard: the same row's neighbours, and the touching keys of
 * the rows above and below (each row sits half a key right of the one above).
 */
const NEIGHBOURS: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  QWERTY_ROWS.forEach((row, r) => {
    for (let i = 0; i < row.length; i++) {
      const keys = [row[i - 1], row[i + 1], QWERTY_ROWS[r - 1]?.[i], QWERTY_ROWS[r - 1]?.[i + 1]];
      keys.push(QWERTY_ROWS[r + 1]?.[i - 1], QWERTY_ROWS[r + 1]?.[i]);
      map.set(row.charAt(i), keys.filter((key) => key !== undefined).join(''));
    }
  });
  return map;
})();

/** The keys a thumb hits instead of `letter` (case kept), e.g. `s` → `awedxz`. */
export function neighbourKeys(letter: string): string {
  const keys = NEIGHBOURS.get(letter.toLowerCase()) ?? '';
  return letter === letter.toLowerCase() ? keys : keys.toUpperCase();
}

/** A word the suite may misspell: ASCII letters only (so every edit is a keyboard slip). */
export function isTypoWord(word: string): boolean {
  return /^[A-Za-z]+$/.test(word);
}

/**
 * One random edit of `word`, or null when this edit cannot change it (a swap in `aaaa`). Substitutions
 * and insertions use a key next to a letter of the word: the slips a phone keyboard makes.
 */
export function applyEdit(next: () => number, word: string, edit: Edit): string | null {
  const at = (index: number) => word.charAt(index);
  switch (edit) {
    case 'deletion': {
      const index = randomIndex(next, word.length);
      return word.slice(0, index) + word.slice(index + 1);
    }
    case 'substitution': {
      const index = randomIndex(next, word.length);
      const keys = neighbourKeys(at(index));
      if (!keys) return null;
      return word.slice(0, index) + keys.charAt(randomIndex(next, keys.length)) + word.slice(index + 1);
    }
    case 'insertion': {
      // a key beside the letter before or after the gap, pressed together with it
      const index = randomIndex(next, word.length + 1);
      const beside =
        index === 0 ? at(0) : index === word.length ? at(index - 1) : at(index - (next() < 0.5 ? 1 : 0));
      const keys = neighbourKeys(beside).toLowerCase();
      if (!keys) return null;
      return word.slice(0, index) + keys.charAt(randomIndex(next, keys.length)) + word.slice(index);
    }
    case 'swap': {
      const candidates = [];
      for (let index = 0; index + 1 < word.length; index++)
        if (at(index).toLowerCase() !== at(index + 1).toLowerCase()) candidates.push(index);
      if (candidates.length === 0) return null;
      const index = candidates[randomIndex(next, candidates.length)] as number;
      return word.slice(0, index) + at(index + 1) + at(index) + word.slice(index + 2);
    }
  }
}

/**
 * Damerau distance (optimal string alignment: insertions, deletions, substitutions and adjacent swaps),
 * case-insensitive: how many typos separate a misspelling from its word.
 * @example typoDistance('leather', 'lether') // 1
 */
export function typoDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1])
        best = Math.min(best, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (rows[s.length] as number[])[t.length] as number;
}

/**
 * `count` random edits of `word` that leave it exactly `count` typos away, at least `minLength` letters
 * long (the engine allows typos by the length of the word typed, so a deletion must not take it below
 * its allowance) and no word the catalogue holds (`isWord`, on the folded misspelling): a real typo, never
 * another word. Null after `attempts` draws without one.
 */
export function misspell(
  next: () => number,
  word: string,
  {
    count,
    minLength,
    isWord,
    edits = EDITS,
  }: {
    count: 1 | 2;
    minLength: number;
    isWord: (folded: string) => boolean;
    edits?: readonly Edit[];
  },
): string | null {
  for (let attempt = 0; attempt < 60; attempt++) {
    let typo: string | null = word;
    for (let n = 0; n < count && typo !== null; n++)
      typo = applyEdit(next, typo, edits[randomIndex(next, edits.length)] as Edit);
    if (typo === null || typo.length < minLength || typoDistance(word, typo) !== count) continue;
    if (!isWord(typo.toLowerCase())) return typo;
  }
  return null;
}
