import type { SearchFacets } from '@souk/core';
import { Dictionary, type WordMatch } from './dictionary.js';
import { typoBudget, type WordAt, wordsAt, wordsOf } from './text.js';

/**
 * The catalogue's search engine: an in-process index of every product's words, read with Meilisearch's
 * documented rules.
 *
 * - Each query word may hold typos by its length (text.ts); the last word is also a prefix.
 * - A product matches when it holds every word; when none does, the products holding the most words
 *   answer instead (`showingResultsFor` names the words the best of them holds).
 * - Ranking, each rule breaking the ties of the one before: more query words matched, fewer typos,
 *   words closer together, the better field (name > brand > category > description), the product's
 *   name being the query / words typed in full over prefixes, then the chosen sort (price, rating,
 *   newest), then popularity (reviews), and the id so that every server answers in the same order.
 *
 * The engine is synchronous and holds no I/O: catalogue-index.ts loads it and keeps it current.
 */

export interface SearchDocument {
  id: string;
  sellerId: string;
  name: string;
  brand: string;
  category: string;
  description: string;
  /** The price the shopper pays, in cents (price less discount). */
  chargedCents: number;
  rating: number;
  /** Epoch milliseconds. */
  createdAt: number;
  /** Reviews written: how much shoppers buy and talk about it. */
  popularity: number;
}

export type SearchSortKey = 'price-asc' | 'price-desc' | 'rating' | 'newest';

export interface SearchOptions {
  sellerId?: string;
  category?: string;
  brand?: string;
  minRating?: number;
  /** Inclusive bounds on the charged price, in cents. */
  lowCents?: number;
  highCents?: number;
  sort?: SearchSortKey;
  offset?: number;
  limit?: number;
  facets?: boolean;
}

export interface SearchOutcome {
  /** One page of product ids, best first. */
  ids: string[];
  total: number;
  /** `[start, end)` ranges of each page product's name that matched a query word. */
  highlights: Record<string, [number, number][]>;
  /** The query words the results hold, when no product holds them all. */
  showingResultsFor?: string;
  /** A close spelling with results, when some query word matched nothing. */
  didYouMean?: string;
  facets?: SearchFacets;
}

/** Query words read at most; more words than a shopper types would only slow the search down. */
export const MAX_QUERY_WORDS = 10;
/** Facet values listed at most (the most frequent). */
const FACET_VALUES = 12;
/** Price bands of the facets, in cents: `min ≤ price < next min`, the last open-ended. */
const PRICE_BANDS = [0, 2500, 5000, 10000, 20000, 50000];

const FIELDS = ['name', 'brand', 'category', 'description'] as const;
/** The best (lowest) field of a posting's field mask. */
const BEST_FIELD = Array.from({ length: 16 }, (_, mask) => (mask === 0 ? 3 : 31 - Math.clz32(mask & -mask)));
/** Word pairs farther apart than this count as this far (Meilisearch caps proximity the same way). */
const MAX_PAIR_DISTANCE = 7;
/** Dead documents tolerated before the postings are rebuilt without them. */
const COMPACT_MIN_DEAD = 2000;

const popcount = (bits: number) => {
  let count = 0;
  for (let rest = bits; rest; rest &= rest - 1) count++;
  return count;
};

/** The search's filters, one test per facet so that each facet can be counted without its own. */
interface Filter {
  /** Seller and rating. */
  base: (doc: number) => boolean;
  categoryOk: (doc: number) => boolean;
  brandOk: (doc: number) => boolean;
  priceOk: (doc: number) => boolean;
  facets: (doc: number) => boolean;
}

interface QueryWord {
  /** As typed, for `showingResultsFor` and `didYouMean`. */
  typed: string;
  folded: string;
  prefix: boolean;
  matches: WordMatch[];
}

/** Per-search state, kept between searches so that a search allocates almost nothing. */
class Scratch {
  stamp = new Int32Array(0);
  hits = new Uint16Array(0);
  exact = new Uint16Array(0);
  typos = new Uint8Array(0);
  fields = new Uint8Array(0);
  capacity = 0;
  search = 0;

  reserve(docs: number): void {
    if (docs <= this.capacity) return;
    const capacity = Math.max(1024, docs * 2);
    this.stamp = new Int32Array(capacity);
    this.hits = new Uint16Array(capacity);
    this.exact = new Uint16Array(capacity);
    this.typos = new Uint8Array(capacity * MAX_QUERY_WORDS);
    this.fields = new Uint8Array(capacity * MAX_QUERY_WORDS);
    this.capacity = capacity;
    this.search = 0;
  }
}

/** Strings interned as small numbers, for filters and facets. */
class Interned {
  readonly #ids = new Map<string, number>();
  readonly values: string[] = [];
  idOf(value: string): number {
    let id = this.#ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.values.push(value);
      this.#ids.set(value, id);
    }
    return id;
  }
  find(value: string): number {
    return this.#ids.get(value) ?? -1;
  }
}

export class SearchEngine {
  readonly #dictionary = new Dictionary();
  /** Per word: `doc * 16 + field mask`, by ascending doc. */
  #postings: number[][] = [];
  /** Per word: live documents holding it (for "did you mean", which prefers common words). */
  #frequency: number[] = [];
  readonly #docOf = new Map<string, number>();
  readonly #sellers = new Interned();
  readonly #categories = new Interned();
  readonly #brands = new Interned();
  // per document
  #ids: string[] = [];
  #alive: boolean[] = [];
  #docs: SearchDocument[] = [];
  /** Word ids of name, brand, category, description, one after the other. */
  #tokens: Int32Array[] = [];
  /** Where each field's words end in #tokens: four per document. */
  #fieldEnds: number[] = [];
  #seller: number[] = [];
  #category: number[] = [];
  #brand: number[] = [];
  #dead = 0;
  readonly #scratch = new Scratch();
  /** Per word, the query words it matches in the current search (bits), and the words set. */
  #queryBits: Uint16Array = new Uint16Array(0);
  #coveredBy: Uint8Array = new Uint8Array(0);
  #marked: number[] = [];

  /** Products in the index. */
  get size(): number {
    return this.#docOf.size;
  }

  /** Distinct words of the catalogue. */
  get vocabulary(): number {
    return this.#dictionary.size;
  }

  /** Adds a product or replaces it; a change of price, rating or reviews only updates those. */
  upsert(doc: SearchDocument): void {
    const existing = this.#docOf.get(doc.id);
    if (existing !== undefined) {
      const old = this.#docs[existing] as SearchDocument;
      if (
        old.name === doc.name &&
        old.brand === doc.brand &&
        old.category === doc.category &&
        old.description === doc.description &&
        old.sellerId === doc.sellerId
      ) {
        this.#docs[existing] = doc;
        return;
      }
      this.#kill(existing);
    }
    this.#append(doc);
    if (this.#dead >= COMPACT_MIN_DEAD && this.#dead > this.#docOf.size / 4) this.#compact();
  }

  /** Removes a product; unknown ids are ignored. */
  remove(id: string): void {
    const existing = this.#docOf.get(id);
    if (existing === undefined) return;
    this.#kill(existing);
    this.#docOf.delete(id);
  }

  /** The product ids in the index. */
  ids(): IterableIterator<string> {
    return this.#docOf.keys();
  }

  #append(doc: SearchDocument): void {
    const number = this.#ids.length;
    const tokens: number[] = [];
    const masks = new Map<number, number>();
    FIELDS.forEach((field, rank) => {
      for (const word of wordsOf(doc[field])) {
        const id = this.#dictionary.add(word);
        tokens.push(id);
        masks.set(id, (masks.get(id) ?? 0) | (1 << rank));
      }
      this.#fieldEnds.push(tokens.length);
    });
    for (const [word, mask] of masks) {
      if (word >= this.#postings.length) {
        this.#postings.push([]);
        this.#frequency.push(0);
      }
      (this.#postings[word] as number[]).push(number * 16 + mask);
      this.#frequency[word] = (this.#frequency[word] as number) + 1;
    }
    this.#ids.push(doc.id);
    this.#alive.push(true);
    this.#docs.push(doc);
    this.#tokens.push(Int32Array.from(tokens));
    this.#seller.push(this.#sellers.idOf(doc.sellerId));
    this.#category.push(this.#categories.idOf(doc.category));
    this.#brand.push(this.#brands.idOf(doc.brand));
    this.#docOf.set(doc.id, number);
  }

  #kill(number: number): void {
    if (!this.#alive[number]) return;
    this.#alive[number] = false;
    this.#dead++;
    for (const word of new Set(this.#tokens[number])) {
      this.#frequency[word] = (this.#frequency[word] as number) - 1;
    }
  }

  /** Renumbers the live documents and rebuilds the postings without the dead ones. */
  #compact(): void {
    const live = this.#docs.filter((_, number) => this.#alive[number]);
    this.#postings = this.#postings.map(() => []);
    this.#frequency = this.#frequency.map(() => 0);
    this.#docOf.clear();
    this.#ids = [];
    this.#alive = [];
    this.#docs = [];
    this.#tokens = [];
    this.#fieldEnds = [];
    this.#seller = [];
    this.#category = [];
    this.#brand = [];
    this.#dead = 0;
    for (const doc of live) this.#append(doc);
  }

  /**
   * One page of the products matching `text`, best first, with the total and what the page needs to
   * show them (highlights, facets, the fallback and a suggestion).
   * @example engine.search('hedphones', { limit: 10 }) // { ids: ['p-aura', …], total: 3, highlights: { 'p-aura': [[33, 43]] } }
   */
  search(text: string, options: SearchOptions = {}): SearchOutcome {
    const found = wordsAt(text);
    const words = this.#queryWords(text, found);
    if (words.length === 0) return { ids: [], total: 0, highlights: {} };
    try {
      return this.#run(
        words,
        found.map((at) => at.word),
        options,
        true,
      );
    } finally {
      this.#unmark();
    }
  }

  #queryWords(text: string, found: WordAt[]): QueryWord[] {
    // a trailing space ends the last word: only a word still being typed is a prefix
    const typing = !/[\s\p{P}]$/u.test(text);
    const seen = new Set<string>();
    const words: QueryWord[] = [];
    for (const at of found) {
      if (seen.has(at.word)) continue;
      seen.add(at.word);
      words.push({ typed: text.slice(at.start, at.end), folded: at.word, prefix: false, matches: [] });
      if (words.length === MAX_QUERY_WORDS) break;
    }
    const last = words[words.length - 1];
    if (last && typing && found[found.length - 1]?.word === last.folded) last.prefix = true;
    for (const word of words) {
      word.matches = this.#dictionary.lookup(word.folded, typoBudget(word.folded), word.prefix);
    }
    return words;
  }

  /** `sequence`: every word of the query in order, repeats included (for the whole-name rule). */
  #run(words: QueryWord[], sequence: string[], options: SearchOptions, suggest: boolean): SearchOutcome {
    const docCount = this.#ids.length;
    const scratch = this.#scratch;
    scratch.reserve(docCount);
    if (this.#queryBits.length < this.#dictionary.size) {
      this.#queryBits = new Uint16Array(this.#dictionary.size * 2);
      this.#coveredBy = new Uint8Array(this.#dictionary.size * 2);
    }
    const search = ++scratch.search;
    const { stamp, hits, exact, typos, fields, capacity } = scratch;
    const touched: number[] = [];
    const alive = this.#alive;

    words.forEach((word, index) => {
      const bit = 1 << index;
      const base = index * capacity;
      for (const match of word.matches) {
        this.#mark(match, bit);
        const postings = this.#postings[match.word];
        if (!postings) continue;
        for (let at = 0; at < postings.length; at++) {
          const posting = postings[at] as number;
          const doc = Math.floor(posting / 16);
          if (!alive[doc]) continue;
          const field = BEST_FIELD[posting & 15] as number;
          if (stamp[doc] !== search) {
            stamp[doc] = search;
            hits[doc] = 0;
            exact[doc] = 0;
            touched.push(doc);
          }
          const cell = base + doc;
          if (!((hits[doc] as number) & bit) || match.typos < (typos[cell] as number)) {
            hits[doc] = (hits[doc] as number) | bit;
            typos[cell] = match.typos;
            fields[cell] = field;
            exact[doc] = match.exact ? (exact[doc] as number) | bit : (exact[doc] as number) & ~bit;
          } else if (match.typos === typos[cell]) {
            if (field < (fields[cell] as number)) fields[cell] = field;
            if (match.exact) exact[doc] = (exact[doc] as number) | bit;
          }
        }
      }
    });

    const all = (1 << words.length) - 1;
    const filter = this.#filter(options);
    let complete = 0;
    for (const doc of touched) if (hits[doc] === all && filter.base(doc)) complete++;
    const partial = complete === 0;
    const matching = (doc: number) => (partial ? (hits[doc] as number) !== 0 : hits[doc] === all);

    const candidates: number[] = [];
    const facetDocs: number[] = [];
    for (const doc of touched) {
      if (!matching(doc) || !filter.base(doc)) continue;
      if (options.facets) facetDocs.push(doc);
      if (filter.facets(doc)) candidates.push(doc);
    }

    const outcome: SearchOutcome = { ids: [], total: candidates.length, highlights: {} };
    if (options.facets) outcome.facets = this.#facets(facetDocs, filter);
    const offset = options.offset ?? 0;
    const limit = options.limit ?? 10;
    const page = this.#rank(candidates, words, sequence, options.sort, offset + limit).slice(
      offset,
      offset + limit,
    );
    outcome.ids = page.map((doc) => this.#ids[doc] as string);
    for (const doc of page) {
      const ranges = this.#highlight(doc);
      if (ranges.length > 0) outcome.highlights[this.#ids[doc] as string] = ranges;
    }
    if (partial && candidates.length > 0) {
      const best = hits[page[0] ?? (candidates[0] as number)] as number;
      outcome.showingResultsFor = words
        .filter((_, index) => best & (1 << index))
        .map((word) => word.typed)
        .join(' ');
    }
    if (suggest && (candidates.length === 0 || partial) && words.some((word) => word.matches.length === 0)) {
      const suggestion = this.#suggestion(words, options);
      if (suggestion) outcome.didYouMean = suggestion;
    }
    return outcome;
  }

  /** Remembers, for highlighting and proximity, which query words a catalogue word matches. */
  #mark(match: WordMatch, bit: number): void {
    const word = match.word;
    if (this.#queryBits[word] === 0) this.#marked.push(word);
    this.#queryBits[word] = (this.#queryBits[word] as number) | bit;
    const covered = Math.min(255, match.covered);
    if (covered > (this.#coveredBy[word] as number)) this.#coveredBy[word] = covered;
  }

  #unmark(): void {
    for (const word of this.#marked) {
      this.#queryBits[word] = 0;
      this.#coveredBy[word] = 0;
    }
    this.#marked = [];
  }

  #filter(options: SearchOptions): Filter {
    const seller = options.sellerId === undefined ? -2 : this.#sellers.find(options.sellerId);
    const category = options.category ? this.#categories.find(options.category) : -2;
    const brand = options.brand ? this.#brands.find(options.brand) : -2;
    const { minRating, lowCents, highCents } = options;
    const docs = this.#docs;
    const base = (doc: number) =>
      (seller === -2 || this.#seller[doc] === seller) &&
      (minRating === undefined || (docs[doc] as SearchDocument).rating >= minRating);
    const categoryOk = (doc: number) => category === -2 || this.#category[doc] === category;
    const brandOk = (doc: number) => brand === -2 || this.#brand[doc] === brand;
    const priceOk = (doc: number) => {
      const price = (docs[doc] as SearchDocument).chargedCents;
      return (lowCents === undefined || price >= lowCents) && (highCents === undefined || price <= highCents);
    };
    return {
      base,
      categoryOk,
      brandOk,
      priceOk,
      facets: (doc: number) => categoryOk(doc) && brandOk(doc) && priceOk(doc),
    };
  }

  /** Each facet counted over the matches that the other facets' choices leave. */
  #facets(docs: number[], filter: Filter): SearchFacets {
    const categories = new Map<number, number>();
    const brands = new Map<number, number>();
    const bands = new Array<number>(PRICE_BANDS.length).fill(0);
    for (const doc of docs) {
      const inCategory = filter.categoryOk(doc);
      const inBrand = filter.brandOk(doc);
      const inPrice = filter.priceOk(doc);
      if (inBrand && inPrice) {
        const category = this.#category[doc] as number;
        categories.set(category, (categories.get(category) ?? 0) + 1);
      }
      if (inCategory && inPrice) {
        const brand = this.#brand[doc] as number;
        brands.set(brand, (brands.get(brand) ?? 0) + 1);
      }
      if (inCategory && inBrand) {
        const price = (this.#docs[doc] as SearchDocument).chargedCents;
        let band = PRICE_BANDS.length - 1;
        while (band > 0 && price < (PRICE_BANDS[band] as number)) band--;
        bands[band] = (bands[band] as number) + 1;
      }
    }
    const top = (counts: Map<number, number>, values: string[]) =>
      [...counts]
        .map(([id, count]) => ({ value: values[id] as string, count }))
        .filter((entry) => entry.value.trim() !== '')
        .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
        .slice(0, FACET_VALUES);
    return {
      categories: top(categories, this.#categories.values),
      brands: top(brands, this.#brands.values),
      prices: PRICE_BANDS.flatMap((min, band) => {
        const count = bands[band] as number;
        const next = PRICE_BANDS[band + 1];
        return count > 0 ? [{ min: min / 100, max: next === undefined ? null : next / 100, count }] : [];
      }),
    };
  }

  /** The best `need` candidates in ranking order. */
  #rank(
    candidates: number[],
    words: QueryWord[],
    sequence: string[],
    sort: SearchSortKey | undefined,
    need: number,
  ): number[] {
    const { hits, exact, typos, fields, capacity } = this.#scratch;
    const count = words.length;
    const queryIds = sequence.map((word) => this.#dictionary.idOf(word));
    const keys = new Float64Array(candidates.length);
    const docs = this.#docs;
    const secondaries = new Float64Array(candidates.length);
    candidates.forEach((doc, at) => {
      const matched = hits[doc] as number;
      let typoSum = 0;
      let fieldSum = 0;
      for (let index = 0; index < count; index++) {
        if (!(matched & (1 << index))) continue;
        typoSum += typos[index * capacity + doc] as number;
        fieldSum += fields[index * capacity + doc] as number;
      }
      const proximity = count > 1 ? this.#proximity(doc, count, matched) : 0;
      const wholeName = matched === (1 << count) - 1 && typoSum === 0 && this.#nameIs(doc, queryIds);
      const notExact = popcount(matched & ~(exact[doc] as number));
      const words = MAX_QUERY_WORDS - popcount(matched);
      const relevance = ((words * 32 + Math.min(typoSum, 31)) * 64 + Math.min(proximity, 63)) * 64;
      keys[at] = (relevance + Math.min(fieldSum, 63)) * 32 + (wholeName ? 0 : 16) + notExact;
      const product = docs[doc] as SearchDocument;
      secondaries[at] =
        sort === 'price-asc'
          ? product.chargedCents
          : sort === 'price-desc'
            ? -product.chargedCents
            : sort === 'rating'
              ? -product.rating
              : sort === 'newest'
                ? -product.createdAt
                : 0;
    });
    const ids = this.#ids;
    /** Negative when candidate `a` ranks before `b`. */
    const compare = (a: number, b: number): number => {
      const byRelevance = (keys[a] as number) - (keys[b] as number);
      if (byRelevance !== 0) return byRelevance;
      const bySort = (secondaries[a] as number) - (secondaries[b] as number);
      if (bySort !== 0) return bySort;
      const productA = docs[candidates[a] as number] as SearchDocument;
      const productB = docs[candidates[b] as number] as SearchDocument;
      const byPopularity = productB.popularity - productA.popularity || productB.rating - productA.rating;
      if (byPopularity !== 0) return byPopularity;
      const idA = ids[candidates[a] as number] as string;
      const idB = ids[candidates[b] as number] as string;
      return idA < idB ? -1 : idA > idB ? 1 : 0;
    };
    const best =
      need * 2 >= candidates.length
        ? candidates.map((_, at) => at)
        : selectBest(candidates.length, need, compare);
    return best.sort(compare).map((at) => candidates[at] as number);
  }

  /** The document's name is the query word for word (typed in full, nothing more). */
  #nameIs(doc: number, queryIds: number[]): boolean {
    const tokens = this.#tokens[doc] as Int32Array;
    const nameEnd = this.#fieldEnds[doc * 4] as number;
    if (nameEnd !== queryIds.length) return false;
    for (let at = 0; at < nameEnd; at++) if (tokens[at] !== queryIds[at]) return false;
    return true;
  }

  /**
   * How far apart the matched query words sit: for each pair of consecutive matched words, the fewest
   * words between them in one field (one more when in the opposite order), capped; a pair never in one
   * field counts as the cap plus one.
   */
  #proximity(doc: number, count: number, matched: number): number {
    const tokens = this.#tokens[doc] as Int32Array;
    const queryBits = this.#queryBits;
    const pairs = new Int32Array(count).fill(MAX_PAIR_DISTANCE + 1);
    const last = new Int32Array(count);
    let start = 0;
    for (let field = 0; field < 4; field++) {
      const end = this.#fieldEnds[doc * 4 + field] as number;
      last.fill(-1);
      for (let at = start; at < end; at++) {
        const bits = (queryBits[tokens[at] as number] as number) & matched;
        if (bits === 0) continue;
        const position = at - start;
        for (let index = 0; index < count; index++) {
          if (!(bits & (1 << index))) continue;
          const before = index > 0 ? (last[index - 1] as number) : -1;
          if (before >= 0) pairs[index - 1] = Math.min(pairs[index - 1] as number, position - before - 1);
          const after = index + 1 < count ? (last[index + 1] as number) : -1;
          if (after >= 0) pairs[index] = Math.min(pairs[index] as number, position - after);
          last[index] = position;
        }
      }
      start = end;
    }
    // pairs of consecutive matched words (in the fallback some words are missing)
    let sum = 0;
    let previous = -1;
    for (let index = 0; index < count; index++) {
      if (!(matched & (1 << index))) continue;
      if (previous >= 0) {
        sum +=
          previous === index - 1
            ? Math.min(pairs[previous] as number, MAX_PAIR_DISTANCE + 1)
            : MAX_PAIR_DISTANCE + 1;
      }
      previous = index;
    }
    return sum;
  }

  /** Where the name holds a word that matched: the typed part of a prefix, the whole word otherwise. */
  #highlight(doc: number): [number, number][] {
    const name = (this.#docs[doc] as SearchDocument).name;
    const ranges: [number, number][] = [];
    for (const at of wordsAt(name)) {
      const id = this.#dictionary.idOf(at.word);
      if (id < 0 || !this.#queryBits[id]) continue;
      const covered = Math.max(1, Math.min(this.#coveredBy[id] as number, at.ends.length));
      ranges.push([at.start, at.ends[covered - 1] as number]);
    }
    return ranges;
  }

  /**
   * A spelling of the query that has results: each word that matched nothing replaced by the closest
   * catalogue word a typo further than it is allowed (the most frequent among equally close ones).
   */
  #suggestion(words: QueryWord[], options: SearchOptions): string | undefined {
    let changed = false;
    const corrected = words.map((word) => {
      if (word.matches.length > 0 || word.folded.length < 3) return word;
      const budget = Math.min(typoBudget(word.folded) + 1, 3);
      const found = this.#dictionary.lookup(word.folded, budget, false);
      let best: WordMatch | undefined;
      for (const match of found) {
        const frequency = this.#frequency[match.word] ?? 0;
        if (frequency === 0) continue;
        if (
          !best ||
          match.typos < best.typos ||
          (match.typos === best.typos && frequency > (this.#frequency[best.word] ?? 0))
        ) {
          best = match;
        }
      }
      if (!best) return word;
      changed = true;
      const folded = this.#dictionary.words[best.word] as string;
      return {
        typed: folded,
        folded,
        prefix: false,
        matches: [{ word: best.word, typos: 0, exact: true, covered: folded.length }],
      };
    });
    if (!changed) return undefined;
    this.#unmark();
    const check = this.#run(
      corrected,
      corrected.map((word) => word.folded),
      { ...options, offset: 0, limit: 0, facets: false },
      false,
    );
    if (check.total === 0 || check.showingResultsFor !== undefined) return undefined;
    return corrected.map((word) => word.typed).join(' ');
  }
}

/**
 * The `need` smallest of `0 … count - 1` by `compare`, in no particular order: a bounded heap with the
 * worst kept on top, so that most items cost one comparison.
 */
function selectBest(count: number, need: number, compare: (a: number, b: number) => number): number[] {
  const heap: number[] = [];
  if (need <= 0) return heap;
  const down = (from: number) => {
    let at = from;
    for (;;) {
      const left = at * 2 + 1;
      const right = left + 1;
      let worst = at;
      if (left < heap.length && compare(heap[left] as number, heap[worst] as number) > 0) worst = left;
      if (right < heap.length && compare(heap[right] as number, heap[worst] as number) > 0) worst = right;
      if (worst === at) return;
      [heap[at], heap[worst]] = [heap[worst] as number, heap[at] as number];
      at = worst;
    }
  };
  for (let item = 0; item < count; item++) {
    if (heap.length < need) {
      heap.push(item);
      let at = heap.length - 1;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (compare(heap[at] as number, heap[parent] as number) <= 0) break;
        [heap[at], heap[parent]] = [heap[parent] as number, heap[at] as number];
        at = parent;
      }
    } else if (compare(item, heap[0] as number) < 0) {
      heap[0] = item;
      down(0);
    }
  }
  return heap;
}
