/**
 * Every word of the catalogue in a trie, with the typo-tolerant lookup the engine needs: the words within
 * a number of typos of a query word — as a whole word, or (for the word being typed) as the start of a
 * word. A typo is an insertion, a deletion, a substitution or a swap of two adjacent letters (the
 * optimal-string-alignment form of the Damerau–Levenshtein distance). The walk carries one row of the
 * edit-distance table per trie level and leaves a branch as soon as every cell of its row is over the
 * budget, so it visits a small part of the trie however large the catalogue.
 */

interface TrieNode {
  /** Child letters (UTF-16 code units, as the words are folded) and the nodes they lead to. */
  letters: number[];
  children: TrieNode[];
  /** The word ending here, or -1. */
  word: number;
}

/** A catalogue word within the budget of a query word. */
export interface WordMatch {
  word: number;
  /** Typos between the query word and the word (or, for a prefix match, the word's closest start). */
  typos: number;
  /** The word is the query word itself, neither a longer word nor a typo away. */
  exact: boolean;
  /** Folded characters of the word the query covers (the whole word unless the query is a prefix). */
  covered: number;
}

const newNode = (): TrieNode => ({ letters: [], children: [], word: -1 });

export class Dictionary {
  readonly #root = newNode();
  readonly #ids = new Map<string, number>();
  /** The words by id. */
  readonly words: string[] = [];

  /** The id of `word`, adding it when new. */
  add(word: string): number {
    const known = this.#ids.get(word);
    if (known !== undefined) return known;
    const id = this.words.length;
    this.words.push(word);
    this.#ids.set(word, id);
    let node = this.#root;
    for (let index = 0; index < word.length; index++) {
      const letter = word.charCodeAt(index);
      const at = node.letters.indexOf(letter);
      if (at >= 0) node = node.children[at] as TrieNode;
      else {
        const child = newNode();
        node.letters.push(letter);
        node.children.push(child);
        node = child;
      }
    }
    node.word = id;
    return id;
  }

  /** The id of `word`, or -1. */
  idOf(word: string): number {
    return this.#ids.get(word) ?? -1;
  }

  get size(): number {
    return this.words.length;
  }

  /**
   * The words within `budget` typos of `query`; with `prefix`, the words that start within `budget` typos
   * of it (`hedph` finds `headphones`), each with its fewest typos.
   * @example dictionary.lookup('hedphones', 2, false) // [{ word: <headphones>, typos: 1, exact: false, covered: 10 }]
   */
  lookup(query: string, budget: number, prefix: boolean): WordMatch[] {
    const length = query.length;
    const width = length + 1;
    const letters = new Uint16Array(length);
    for (let index = 0; index < length; index++) letters[index] = query.charCodeAt(index);
    // rows[d * width + j]: typos between the trie path's first d letters and the query's first j
    const rows = new Int32Array((MAX_DEPTH + 2) * width);
    for (let j = 0; j <= length; j++) rows[j] = j;
    const path = new Uint16Array(MAX_DEPTH + 1);
    const out: WordMatch[] = [];

    /**
     * `best`: fewest typos between the query and a start of the path so far (prefix lookups), and
     * `bestDepth` where it was reached (how much of the word the query covers).
     */
    const visit = (node: TrieNode, depth: number, best: number, bestDepth: number) => {
      const row = depth * width;
      if (node.word >= 0) {
        const whole = rows[row + length] as number;
        if (prefix) {
          const typos = Math.min(best, whole);
          if (typos <= budget) {
            out.push({
              word: node.word,
              typos,
              exact: whole === 0 && depth === length,
              covered: whole <= best ? depth : bestDepth,
            });
          }
        } else if (whole <= budget) {
          out.push({ word: node.word, typos: whole, exact: whole === 0, covered: depth });
        }
      }
      if (depth >= MAX_DEPTH) return;
      const next = row + width;
      for (let child = 0; child < node.letters.length; child++) {
        const letter = node.letters[child] as number;
        path[depth] = letter;
        rows[next] = depth + 1;
        let smallest = depth + 1;
        for (let j = 1; j <= length; j++) {
          const cost = letters[j - 1] === letter ? 0 : 1;
          let cell = Math.min(
            (rows[row + j] as number) + 1,
            (rows[next + j - 1] as number) + 1,
            (rows[row + j - 1] as number) + cost,
          );
          // a swap of two adjacent letters is one typo
          if (
            j > 1 &&
            depth > 0 &&
            letters[j - 1] === path[depth - 1] &&
            letters[j - 2] === letter &&
            cost === 1
          ) {
            cell = Math.min(cell, (rows[row - width + j - 2] as number) + 1);
          }
          rows[next + j] = cell;
          if (cell < smallest) smallest = cell;
        }
        const whole = rows[next + length] as number;
        const childBest = Math.min(whole, best);
        const childBestDepth = whole < best ? depth + 1 : bestDepth;
        // every cell over the budget: no longer path comes back within it
        if (smallest > budget && !(prefix && childBest <= budget)) continue;
        visit(node.children[child] as TrieNode, depth + 1, childBest, childBestDepth);
      }
    };
    visit(this.#root, 0, prefix ? length : Number.POSITIVE_INFINITY, 0);
    return out;
  }
}

/** Words are cut at 40 letters when read (text.ts); the walk never goes deeper. */
const MAX_DEPTH = 41;
