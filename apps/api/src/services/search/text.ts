/**
 * How the search engine reads text: words are runs of letters and digits, compared with case and accents
 * folded (`Café` and `cafe` are one word). Indexing reads many texts and needs only the words;
 * highlighting reads a few names and needs where each word sits in the original text.
 */

/** A word longer than any real one is cut: the prefix still finds the product. */
export const MAX_WORD_LENGTH = 40;

const MARKS = /\p{M}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/**
 * Case and accents folded: lower case, canonical decomposition, combining marks dropped, and the
 * final sigma read as sigma (lower-casing a whole text writes `ς` at a word's end, a single letter `σ`).
 * @example foldText('Crème Brûlée') // 'creme brulee'
 */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(MARKS, '').replaceAll('ς', 'σ');
}

/**
 * The folded words of a text, in order.
 * @example wordsOf('T-Shirt, Café Noir') // ['t', 'shirt', 'cafe', 'noir']
 */
export function wordsOf(text: string): string[] {
  const words = foldText(text).match(WORD);
  if (!words) return [];
  return words.map((word) => (word.length > MAX_WORD_LENGTH ? word.slice(0, MAX_WORD_LENGTH) : word));
}

/** A word of a text with where it sits in the original (UTF-16 offsets, `end` exclusive). */
export interface WordAt {
  word: string;
  start: number;
  end: number;
  /**
   * `ends[k]`: the original offset just after the word's first `k + 1` folded characters, so that a
   * prefix match can be highlighted up to where the typed part ends.
   */
  ends: number[];
}

/**
 * The words of a text with their places in it, folded character by character so that the offsets
 * refer to the original text (a folded character can be several, or none).
 * @example wordsAt('Café au lait')[0] // { word: 'cafe', start: 0, end: 4, ends: [1, 2, 3, 4] }
 */
export function wordsAt(text: string): WordAt[] {
  const out: WordAt[] = [];
  let current: WordAt | null = null;
  let offset = 0;
  for (const char of text) {
    const next = offset + char.length;
    const folded = foldText(char);
    const wordChars = folded.match(WORD)?.join('') ?? '';
    if (folded === '') {
      // a combining mark belongs to the letter before it
      if (current) {
        current.end = next;
        current.ends[current.ends.length - 1] = next;
      }
    } else if (wordChars === '') {
      if (current) out.push(current);
      current = null;
    } else {
      current ??= { word: '', start: offset, end: offset, ends: [] };
      for (const letter of wordChars) {
        if (current.word.length >= MAX_WORD_LENGTH) break;
        current.word += letter;
        current.ends.push(next);
      }
      current.end = next;
    }
    offset = next;
  }
  if (current) out.push(current);
  return out;
}

/**
 * Typos a query word may hold (Meilisearch's defaults): none up to 4 letters, one from 5, two from 9.
 * @example typoBudget('tea') // 0
 * @example typoBudget('phone') // 1
 * @example typoBudget('headphones') // 2
 */
export function typoBudget(word: string): number {
  const length = [...word].length;
  if (length >= 9) return 2;
  if (length >= 5) return 1;
  return 0;
}
