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
 *   newest), then popularity (reviews) and rating, and a hash of the id so that every server answers in
 *   the same order.
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

/** The filters of a search as the candidate pass reads them (-2: no such filter). */
interface CandidateFilter {
  sellerId: number;
  categoryId: number;
  brandId: number;
  minRating: number;
  low: number;
  high: number;
  categoryCounts: Int32Array | null;
  brandCounts: Int32Array | null;
  bandCounts: Int32Array;
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
  /** Per candidate (not per document): the ranking's numbers. */
  keys = new Float64Array(0);
  secondaries = new Float64Array(0);
  lasts = new Float64Array(0);
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
    this.keys = new Float64Array(capacity);
    this.secondaries = new Float64Array(capacity);
    this.lasts = new Float64Array(capacity);
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

/** FNV-1a of an id: a numeric tie-break that is the same on every server. */
function hashId(id: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) hash = Math.imul(hash ^ id.charCodeAt(index), 0x01000193);
  return hash >>> 0;
}

/** Per-document numbers in typed arrays, grown by doubling: what filters, facets and ranking read. */
class Columns {
  capacity = 0;
  alive = new Uint8Array(0);
  seller = new Int32Array(0);
  category = new Int32Array(0);
  brand = new Int32Array(0);
  charged = new Float64Array(0);
  rating = new Float64Array(0);
  created = new Float64Array(0);
  popularity = new Float64Array(0);
  hash = new Uint32Array(0);
  /** The price band of the facets the charged price falls in. */
  band = new Uint8Array(0);
  /** Words in the name, brand, category and description, four per document. */
  fieldEnds = new Int32Array(0);

  ensure(size: number): void {
    if (size <= this.capacity) return;
    const capacity = Math.max(1024, size * 2);
    const grow = <T extends Uint8Array | Int32Array | Uint32Array | Float64Array>(
      old: T,
      make: (n: number) => T,
      per = 1,
    ) => {
      const next = make(capacity * per);
      next.set(old);
      return next;
    };
    this.alive = grow(this.alive, (n) => new Uint8Array(n));
    this.seller = grow(this.seller, (n) => new Int32Array(n));
    this.category = grow(this.category, (n) => new Int32Array(n));
    this.brand = grow(this.brand, (n) => new Int32Array(n));
    this.charged = grow(this.charged, (n) => new Float64Array(n));
    this.rating = grow(this.rating, (n) => new Float64Array(n));
    this.created = grow(this.created, (n) => new Float64Array(n));
    this.popularity = grow(this.popularity, (n) => new Float64Array(n));
    this.hash = grow(this.hash, (n) => new Uint32Array(n));
    this.band = grow(this.band, (n) => new Uint8Array(n));
    this.fieldEnds = grow(this.fieldEnds, (n) => new Int32Array(n), 4);
    this.capacity = capacity;
  }

  setNumbers(doc: number, product: SearchDocument): void {
    this.charged[doc] = product.chargedCents;
    let band = PRICE_BANDS.length - 1;
    while (band > 0 && product.chargedCents < (PRICE_BANDS[band] as number)) band--;
    this.band[doc] = band;
    this.rating[doc] = product.rating;
    this.created[doc] = product.createdAt;
    this.popularity[doc] = product.popularity;
  }
}

export class SearchEngine {
  readonly #dictionary = new Dictionary();
  /** Per word: `doc * 16 + field mask`, by ascending doc. */
  #postings: number[][] = [];
  /**
   * Per first letter: `doc * 32 + field mask * 2 + 1 if the letter is a word of the doc`, by ascending
   * doc — a one-letter search reads one list instead of every word the letter starts.
   */
  readonly #initials = new Map<string, number[]>();
  /** Per word: live documents holding it (for "did you mean", which prefers common words). */
  #frequency: number[] = [];
  readonly #docOf = new Map<string, number>();
  readonly #sellers = new Interned();
  readonly #categories = new Interned();
  readonly #brands = new Interned();
  // per document
  #ids: string[] = [];
  #docs: SearchDocument[] = [];
  /** Word ids of name, brand, category, description, one after the other. */
  #tokens: Int32Array[] = [];
  #columns = new Columns();
  #dead = 0;
  readonly #scratch = new Scratch();
  /** Per word, the query words it matches in the current search (bits), and how much of it they cover. */
  #queryBits: Uint16Array = new Uint16Array(0);
  #coveredBy: Uint8Array = new Uint8Array(0);
  #marked: number[] = [];
  /** Scratch of {@link #collect}: the products the search reached. */
  readonly #touched: number[] = [];
  /** Scratch of {@link #proximity}. */
  readonly #pairs = new Int32Array(MAX_QUERY_WORDS);
  readonly #last = new Int32Array(MAX_QUERY_WORDS);

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
        this.#columns.setNumbers(existing, doc);
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

  #append(doc: SearchDocument): void {
    const number = this.#ids.length;
    const columns = this.#columns;
    columns.ensure(number + 1);
    const tokens: number[] = [];
    const masks = new Map<number, number>();
    FIELDS.forEach((field, rank) => {
      for (const word of wordsOf(doc[field])) {
        const id = this.#dictionary.add(word);
        tokens.push(id);
        masks.set(id, (masks.get(id) ?? 0) | (1 << rank));
      }
      columns.fieldEnds[number * 4 + rank] = tokens.length;
    });
    /** Per first letter: the fields of the words it starts, and whether the letter is a word itself. */
    const initials = new Map<string, number>();
    for (const [word, mask] of masks) {
      while (word >= this.#postings.length) {
        this.#postings.push([]);
        this.#frequency.push(0);
      }
      (this.#postings[word] as number[]).push(number * 16 + mask);
      this.#frequency[word] = (this.#frequency[word] as number) + 1;
      const text = this.#dictionary.words[word] as string;
      const letter = text.charAt(0);
      initials.set(letter, (initials.get(letter) ?? 0) | (mask << 1) | (text.length === 1 ? 1 : 0));
    }
    for (const [letter, entry] of initials) {
      let list = this.#initials.get(letter);
      if (!list) {
        list = [];
        this.#initials.set(letter, list);
      }
      list.push(number * 32 + entry);
    }
    this.#ids.push(doc.id);
    this.#docs.push(doc);
    this.#tokens.push(Int32Array.from(tokens));
    columns.alive[number] = 1;
    columns.seller[number] = this.#sellers.idOf(doc.sellerId);
    columns.category[number] = this.#categories.idOf(doc.category);
    columns.brand[number] = this.#brands.idOf(doc.brand);
    columns.hash[number] = hashId(doc.id);
    columns.setNumbers(number, doc);
    this.#docOf.set(doc.id, number);
  }

  #kill(number: number): void {
    if (!this.#columns.alive[number]) return;
    this.#columns.alive[number] = 0;
    this.#dead++;
    for (const word of new Set(this.#tokens[number])) {
      this.#frequency[word] = (this.#frequency[word] as number) - 1;
    }
  }

  /** Renumbers the live documents and rebuilds the postings without the dead ones. */
  #compact(): void {
    const live = this.#docs.filter((_, number) => this.#columns.alive[number]);
    this.#postings = this.#postings.map(() => []);
    this.#initials.clear();
    this.#frequency = this.#frequency.map(() => 0);
    this.#docOf.clear();
    this.#ids = [];
    this.#docs = [];
    this.#tokens = [];
    this.#columns = new Columns();
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
    const scratch = this.#scratch;
    scratch.reserve(this.#ids.length);
    if (this.#queryBits.length < this.#dictionary.size) {
      this.#queryBits = new Uint16Array(this.#dictionary.size * 2);
      this.#coveredBy = new Uint8Array(this.#dictionary.size * 2);
    }
    const { hits } = scratch;
    for (let index = 0; index < words.length; index++) {
      for (const match of (words[index] as QueryWord).matches) this.#mark(match, 1 << index);
    }
    // the rarest word first: only its products can hold every word
    const sizes = words.map((word) =>
      word.matches.reduce((sum, match) => sum + (this.#postings[match.word]?.length ?? 0), 0),
    );
    const order = words.map((_, index) => index).sort((a, b) => (sizes[a] as number) - (sizes[b] as number));
    let touched = this.#collect(words, order, true);
    // filters: seller and rating always; category, brand and price also, except for their own facet
    const { seller, rating } = this.#columns;
    const sellerId = options.sellerId === undefined ? -2 : this.#sellers.find(options.sellerId);
    const categoryId = options.category ? this.#categories.find(options.category) : -2;
    const brandId = options.brand ? this.#brands.find(options.brand) : -2;
    const minRating = options.minRating ?? Number.NEGATIVE_INFINITY;
    const low = options.lowCents ?? Number.NEGATIVE_INFINITY;
    const high = options.highCents ?? Number.POSITIVE_INFINITY;
    const all = (1 << words.length) - 1;
    let partial = true;
    for (const doc of touched) {
      if (
        hits[doc] === all &&
        (sellerId === -2 || seller[doc] === sellerId) &&
        (rating[doc] as number) >= minRating
      ) {
        partial = false;
        break;
      }
    }
    // no product holds every word: every product holding one is a candidate
    if (partial && words.length > 1) touched = this.#collect(words, order, false);

    const facets = options.facets === true;
    const categoryCounts = facets ? new Int32Array(this.#categories.values.length) : null;
    const brandCounts = facets ? new Int32Array(this.#brands.values.length) : null;
    const bandCounts = new Int32Array(PRICE_BANDS.length);
    const candidates = this.#candidates(touched, partial ? -1 : all, {
      sellerId,
      categoryId,
      brandId,
      minRating,
      low,
      high,
      categoryCounts,
      brandCounts,
      bandCounts,
    });

    const outcome: SearchOutcome = { ids: [], total: candidates.length, highlights: {} };
    if (categoryCounts && brandCounts) {
      outcome.facets = {
        categories: this.#topValues(categoryCounts, this.#categories.values),
        brands: this.#topValues(brandCounts, this.#brands.values),
        prices: PRICE_BANDS.flatMap((min, band) => {
          const count = bandCounts[band] as number;
          const next = PRICE_BANDS[band + 1];
          return count > 0 ? [{ min: min / 100, max: next === undefined ? null : next / 100, count }] : [];
        }),
      };
    }
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

  /**
   * The products holding the query's words, with each word's fewest typos, best field and exactness in
   * the scratch arrays. With `intersect`, only products holding every word taken so far are followed
   * (the others cannot hold them all), which keeps a broad word after a rare one cheap.
   */
  #collect(words: QueryWord[], order: number[], intersect: boolean): number[] {
    const scratch = this.#scratch;
    const search = ++scratch.search;
    const { stamp, hits, exact, typos, fields, capacity } = scratch;
    const touched = this.#touched;
    touched.length = 0;
    const alive = this.#columns.alive;
    let required = 0;
    for (let step = 0; step < order.length; step++) {
      const index = order[step] as number;
      const bit = 1 << index;
      const base = index * capacity;
      const first = step === 0 || !intersect;
      const word = words[index] as QueryWord;
      const initials = word.prefix && word.folded.length === 1 ? this.#initials.get(word.folded) : undefined;
      if (initials) {
        // one letter being typed: every word it starts, one list (no typos in one letter)
        for (let at = 0; at < initials.length; at++) {
          const entry = initials[at] as number;
          const doc = (entry - (entry & 31)) / 32;
          if (stamp[doc] !== search) {
            if (!first || !alive[doc]) continue;
            stamp[doc] = search;
            hits[doc] = 0;
            exact[doc] = 0;
            touched.push(doc);
          }
          const had = hits[doc] as number;
          if ((had & required) !== required) continue;
          hits[doc] = had | bit;
          typos[base + doc] = 0;
          fields[base + doc] = BEST_FIELD[(entry >> 1) & 15] as number;
          exact[doc] = entry & 1 ? (exact[doc] as number) | bit : (exact[doc] as number) & ~bit;
        }
        if (intersect) required |= bit;
        continue;
      }
      for (const match of word.matches) {
        const postings = this.#postings[match.word];
        if (!postings) continue;
        const matchTypos = match.typos;
        const matchExact = match.exact;
        for (let at = 0; at < postings.length; at++) {
          const posting = postings[at] as number;
          const doc = (posting - (posting & 15)) / 16;
          if (stamp[doc] !== search) {
            if (!first || !alive[doc]) continue;
            stamp[doc] = search;
            hits[doc] = 0;
            exact[doc] = 0;
            touched.push(doc);
          }
          const had = hits[doc] as number;
          if ((had & required) !== required) continue;
          const field = BEST_FIELD[posting & 15] as number;
          const cell = base + doc;
          if (!(had & bit) || matchTypos < (typos[cell] as number)) {
            hits[doc] = had | bit;
            typos[cell] = matchTypos;
            fields[cell] = field;
            exact[doc] = matchExact ? (exact[doc] as number) | bit : (exact[doc] as number) & ~bit;
          } else if (matchTypos === typos[cell]) {
            if (field < (fields[cell] as number)) fields[cell] = field;
            if (matchExact) exact[doc] = (exact[doc] as number) | bit;
          }
        }
      }
      if (intersect) required |= bit;
    }
    return touched;
  }

  /**
   * The touched products that match (`all`: every word's bits, or -1 for any word) and pass the filters,
   * counting the facets on the way when asked (each facet without its own filter).
   */
  #candidates(touched: number[], all: number, filter: CandidateFilter): number[] {
    const { hits } = this.#scratch;
    const { seller, rating, category, brand, charged, band: bands } = this.#columns;
    const { sellerId, categoryId, brandId, minRating, low, high, categoryCounts, brandCounts, bandCounts } =
      filter;
    const candidates: number[] = [];
    for (let at = 0; at < touched.length; at++) {
      const doc = touched[at] as number;
      const matched = hits[doc] as number;
      if (all < 0 ? matched === 0 : matched !== all) continue;
      if ((sellerId !== -2 && seller[doc] !== sellerId) || (rating[doc] as number) < minRating) continue;
      const inCategory = categoryId === -2 || category[doc] === categoryId;
      const inBrand = brandId === -2 || brand[doc] === brandId;
      const price = charged[doc] as number;
      const inPrice = price >= low && price <= high;
      if (inCategory && inBrand && inPrice) candidates.push(doc);
      if (!categoryCounts || !brandCounts) continue;
      if (inBrand && inPrice) {
        const id = category[doc] as number;
        categoryCounts[id] = (categoryCounts[id] as number) + 1;
      }
      if (inCategory && inPrice) {
        const id = brand[doc] as number;
        brandCounts[id] = (brandCounts[id] as number) + 1;
      }
      if (inCategory && inBrand) {
        const band = bands[doc] as number;
        bandCounts[band] = (bandCounts[band] as number) + 1;
      }
    }
    return candidates;
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

  /** The most frequent values of a facet (blank values left out), ties by value. */
  #topValues(counts: Int32Array, values: string[]): { value: string; count: number }[] {
    const listed: { value: string; count: number }[] = [];
    counts.forEach((count, id) => {
      const value = values[id] as string;
      if (count > 0 && value.trim() !== '') listed.push({ value, count });
    });
    return listed
      .sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0))
      .slice(0, FACET_VALUES);
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
    const all = (1 << count) - 1;
    const queryIds = sequence.map((word) => this.#dictionary.idOf(word));
    const { charged, rating, created, popularity, hash } = this.#columns;
    const { keys, secondaries, lasts } = this.#scratch;
    // lasts: popularity, then rating (one decimal, at most 5) as one number
    for (let at = 0; at < candidates.length; at++) {
      const doc = candidates[at] as number;
      const matched = hits[doc] as number;
      let typoSum = 0;
      let fieldSum = 0;
      for (let index = 0; index < count; index++) {
        if (!(matched & (1 << index))) continue;
        typoSum += typos[index * capacity + doc] as number;
        fieldSum += fields[index * capacity + doc] as number;
      }
      const proximity = count > 1 ? this.#proximity(doc, count, matched) : 0;
      const wholeName = matched === all && typoSum === 0 && this.#nameIs(doc, queryIds);
      const notExact = popcount(matched & ~(exact[doc] as number));
      const missing = MAX_QUERY_WORDS - popcount(matched);
      const relevance = ((missing * 32 + Math.min(typoSum, 31)) * 64 + Math.min(proximity, 63)) * 64;
      keys[at] = (relevance + Math.min(fieldSum, 63)) * 32 + (wholeName ? 0 : 16) + notExact;
      secondaries[at] =
        sort === 'price-asc'
          ? (charged[doc] as number)
          : sort === 'price-desc'
            ? -(charged[doc] as number)
            : sort === 'rating'
              ? -(rating[doc] as number)
              : sort === 'newest'
                ? -(created[doc] as number)
                : 0;
      lasts[at] = -((popularity[doc] as number) * 64 + (rating[doc] as number));
    }
    const ids = this.#ids;
    /** Negative when candidate `a` ranks before `b`. */
    const compare = (a: number, b: number): number => {
      const byRelevance = (keys[a] as number) - (keys[b] as number);
      if (byRelevance !== 0) return byRelevance;
      const bySort = (secondaries[a] as number) - (secondaries[b] as number);
      if (bySort !== 0) return bySort;
      const byPopularity = (lasts[a] as number) - (lasts[b] as number);
      if (byPopularity !== 0) return byPopularity;
      const docA = candidates[a] as number;
      const docB = candidates[b] as number;
      const byHash = (hash[docA] as number) - (hash[docB] as number);
      if (byHash !== 0) return byHash;
      const idA = ids[docA] as string;
      const idB = ids[docB] as string;
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
    const nameEnd = this.#columns.fieldEnds[doc * 4] as number;
    if (nameEnd !== queryIds.length) return false;
    const tokens = this.#tokens[doc] as Int32Array;
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
    const fieldEnds = this.#columns.fieldEnds;
    const pairs = this.#pairs;
    const last = this.#last;
    pairs.fill(MAX_PAIR_DISTANCE + 1);
    let start = 0;
    for (let field = 0; field < 4; field++) {
      const end = fieldEnds[doc * 4 + field] as number;
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
      if (this.#adjacent(count, matched)) break;
    }
    // pairs of consecutive matched words (in the fallback some words are missing)
    let sum = 0;
    let previous = -1;
    for (let index = 0; index < count; index++) {
      if (!(matched & (1 << index))) continue;
      if (previous >= 0) {
        sum += previous === index - 1 ? (pairs[previous] as number) : MAX_PAIR_DISTANCE + 1;
      }
      previous = index;
    }
    return sum;
  }

  /** Every pair of consecutive matched words is already side by side: no field can do better. */
  #adjacent(count: number, matched: number): boolean {
    for (let index = 0; index + 1 < count; index++) {
      if (matched & (1 << index) && matched & (1 << (index + 1)) && (this.#pairs[index] as number) > 0)
        return false;
    }
    return true;
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
