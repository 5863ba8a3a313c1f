import { tokensOf } from './tokens.js';

/** The searchable fields of a product, as the engine indexes them. */
export interface IndexedFields {
  name: string;
  brand: string;
  category: string;
  description: string;
}

/**
 * The suite's own plain token test, independent of any engine: which products hold every word of a
 * query in one of their four fields (the last word as a prefix). It decides what a query can identify at
 * all (the skip rule) and which word pairs identify a product best.
 */
export class TokenIndex {
  readonly size: number;
  /** Product positions holding each word, ascending. */
  readonly #postings = new Map<string, number[]>();
  /** Every word, sorted, for prefix lookups. */
  readonly #vocabulary: string[];

  constructor(products: readonly IndexedFields[]) {
    this.size = products.length;
    products.forEach((product, position) => {
      const text = `${product.name} ${product.brand} ${product.category} ${product.description}`;
      for (const token of tokensOf(text)) {
        const list = this.#postings.get(token);
        if (!list) this.#postings.set(token, [position]);
        else if (list[list.length - 1] !== position) list.push(position);
      }
    });
    this.#vocabulary = [...this.#postings.keys()].sort();
  }

  /** Whether some product holds this (folded) word. */
  has(word: string): boolean {
    return this.#postings.has(word);
  }

  /** Products holding every one of `words` (folded, exact). */
  countAll(words: readonly string[]): number {
    return this.#matching(words).length;
  }

  /** Products holding every word but the last, and a word starting with the last. */
  countWithPrefix(words: readonly string[]): number {
    const last = words[words.length - 1];
    if (last === undefined) return 0;
    const prefixLists = this.#prefixLists(last);
    if (words.length === 1) {
      const seen = new Set<number>();
      for (const list of prefixLists) for (const position of list) seen.add(position);
      return seen.size;
    }
    const candidates = new Set(this.#matching(words.slice(0, -1)));
    const hit = new Set<number>();
    for (const list of prefixLists)
      for (const position of list) if (candidates.has(position)) hit.add(position);
    return hit.size;
  }

  #matching(words: readonly string[]): number[] {
    const lists = [...new Set(words)].map((word) => this.#postings.get(word) ?? []);
    lists.sort((a, b) => a.length - b.length);
    const [first, ...rest] = lists;
    if (!first) return [];
    // the rarest word's products, kept while every other list holds them (binary search: lists are sorted)
    return rest.reduce((kept, list) => kept.filter((position) => holds(list, position)), first);
  }

  #prefixLists(prefix: string): number[][] {
    let low = 0;
    let high = this.#vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.#vocabulary[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    const lists: number[][] = [];
    for (let index = low; index < this.#vocabulary.length; index++) {
      const word = this.#vocabulary[index] as string;
      if (!word.startsWith(prefix)) break;
      lists.push(this.#postings.get(word) ?? []);
    }
    return lists;
  }
}

function holds(sorted: readonly number[], value: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return sorted[low] === value;
}
