/**
 * pg_trgm's `word_similarity`, computed in JavaScript the way the extension computes it, for the text it
 * can be sure to read the same way as the database.
 *
 * pg_trgm splits a string into words (runs of alphanumeric characters), lower-cases each word, pads it
 * with two spaces in front and one behind and takes every run of three characters. Which characters are
 * alphanumeric and how they lower-case depends on the database's locale for anything beyond ASCII, so
 * only ASCII text — plus punctuation and spaces of any script, which are separators in every locale — is
 * read here ({@link trigramsOf} answers `null` for anything else and the caller asks the database).
 *
 * A trigram of the alphabet `' '`, `a`–`z`, `0`–`9` fits a 16-bit code (37³ < 65 536).
 */

/** Distinct trigram codes. */
export const TRIGRAM_CODES = 37 * 37 * 37;

/** Punctuation and spaces outside ASCII: never part of a word, whatever the locale. */
const SEPARATOR = /[\p{P}\p{Zs}]/u;

/** The letter code of a word character (1–36), 0 for a separator, -1 when the locale decides. */
function charCode(code: number, char: string): number {
  if (code >= 97 && code <= 122) return code - 96; // a–z
  if (code >= 65 && code <= 90) return code - 64; // A–Z, lower-cased
  if (code >= 48 && code <= 57) return code - 21; // 0–9 → 27–36
  if (code < 128) return 0;
  return SEPARATOR.test(char) ? 0 : -1;
}

/**
 * The trigrams of `text` in pg_trgm's order (word by word, left to right, repeats kept), or `null` when
 * the text holds a character whose reading depends on the database's locale.
 * @example trigramsOf('T-Shirt')?.length // 8: "  t", " t ", "  s", " sh", "shi", "hir", "irt", "rt "
 * @example trigramsOf('café') // null
 */
export function trigramsOf(text: string): Uint16Array | null {
  const out: number[] = [];
  let previous2 = 0; // the two letters before the current one, in the padded word
  let previous1 = 0;
  let inWord = false;
  for (const char of text) {
    const letter = charCode(char.codePointAt(0) ?? 0, char);
    if (letter < 0) return null;
    if (letter === 0) {
      if (inWord) out.push(previous2 * 1369 + previous1 * 37); // "xy "
      inWord = false;
      continue;
    }
    if (!inWord) {
      previous2 = 0;
      previous1 = 0;
      inWord = true;
    }
    out.push(previous2 * 1369 + previous1 * 37 + letter);
    previous2 = previous1;
    previous1 = letter;
  }
  if (inWord) out.push(previous2 * 1369 + previous1 * 37);
  return Uint16Array.from(out);
}

/** `(float4) count / (float4) (len1 + len2 - count)`, as pg_trgm's CALCSML. */
const similarity = (count: number, len1: number, len2: number) => Math.fround(count / (len1 + len2 - count));

/**
 * pg_trgm's iterate_word_similarity (plain mode), step for step so that the float4 results are the same:
 * the greatest similarity between the search's trigram set (`uniqueQuery` trigrams) and a run of the
 * text's trigrams, found by the extension's own greedy procedure. The text is `classes[from..to)`, each
 * trigram as a small number; `found[class]` tells a trigram of the search; `lastPosition` is scratch, -1
 * for every class on entry, and left so.
 */
function iterate(
  classes: ArrayLike<number>,
  from: number,
  to: number,
  found: Uint8Array,
  lastPosition: Int32Array,
  uniqueQuery: number,
): number {
  let uniqueText = 0;
  let count = 0;
  let lower = -1;
  let best = 0;
  const length = to - from;
  for (let index = 0; index < length; index++) {
    const code = classes[from + index] as number;
    if (lower >= 0 || found[code]) {
      if ((lastPosition[code] as number) < 0) {
        uniqueText++;
        if (found[code]) count++;
      }
      lastPosition[code] = index;
    }
    if (!found[code]) continue;
    const upper = index;
    if (lower === -1) {
      lower = index;
      uniqueText = 1;
    }
    let current = similarity(count, uniqueQuery, uniqueText);
    // try to move the lower bound right for a greater similarity
    let tryCount = count;
    let tryUnique = uniqueText;
    const previousLower = lower;
    for (let tryLower = lower; tryLower <= upper; tryLower++) {
      const candidate = similarity(tryCount, uniqueQuery, tryUnique);
      if (candidate > current) {
        current = candidate;
        uniqueText = tryUnique;
        lower = tryLower;
        count = tryCount;
      }
      const dropped = classes[from + tryLower] as number;
      if (lastPosition[dropped] === tryLower) {
        tryUnique--;
        if (found[dropped]) tryCount--;
      }
    }
    if (current > best) best = current;
    for (let dropLower = previousLower; dropLower < lower; dropLower++) {
      const dropped = classes[from + dropLower] as number;
      if (lastPosition[dropped] === dropLower) lastPosition[dropped] = -1;
    }
  }
  for (let index = from; index < to; index++) lastPosition[classes[index] as number] = -1;
  return best;
}

/**
 * Many texts' trigrams in two flat arrays: each text's distinct trigrams (`codes`) and its trigram
 * sequence as positions in that list (`classes`), so that comparing a search with a text only touches
 * a few small arrays.
 */
export class TrigramTexts {
  readonly #classes: Uint16Array;
  readonly #classStart: Uint32Array;
  readonly #codes: Uint16Array;
  readonly #codeStart: Uint32Array;
  /** Scratch: positions of the search's trigrams in a text, and the repeated trigrams before each. */
  #positions = new Int32Array(64);
  #repeatsBefore = new Int32Array(64);
  #repeatAt = new Uint8Array(64);
  /** Scratch: the last call that saw each trigram of a text. */
  #seenIn = new Int32Array(64);
  #call = 0;

  /** `null` texts (unreadable) get no trigrams. */
  constructor(texts: readonly (Uint16Array | null)[]) {
    let positions = 0;
    let distinct = 0;
    const seenIn = new Int32Array(TRIGRAM_CODES).fill(-1);
    texts.forEach((text, index) => {
      if (!text) return;
      positions += text.length;
      for (const code of text) {
        if (seenIn[code] === index) continue;
        seenIn[code] = index;
        distinct++;
      }
    });
    this.#classes = new Uint16Array(positions);
    this.#classStart = new Uint32Array(texts.length + 1);
    this.#codes = new Uint16Array(distinct);
    this.#codeStart = new Uint32Array(texts.length + 1);
    const classOf = new Int32Array(TRIGRAM_CODES);
    seenIn.fill(-1);
    let position = 0;
    let code = 0;
    texts.forEach((text, index) => {
      this.#classStart[index] = position;
      this.#codeStart[index] = code;
      if (!text) return;
      const first = code;
      for (const trigram of text) {
        if (seenIn[trigram] !== index) {
          seenIn[trigram] = index;
          classOf[trigram] = code - first;
          this.#codes[code++] = trigram;
        }
        this.#classes[position++] = classOf[trigram] as number;
      }
    });
    this.#classStart[texts.length] = position;
    this.#codeStart[texts.length] = code;
  }

  /** The distinct trigrams of text `index`. */
  codesOf(index: number): Uint16Array {
    return this.#codes.subarray(this.#codeStart[index], this.#codeStart[index + 1]);
  }

  /** `word_similarity(search, text)` of text `index`. */
  similarity(query: TrigramQuery, index: number): number {
    return this.#compare(query, index);
  }

  /**
   * `word_similarity(search, text)` of text `index` when it reaches `threshold`, else 0 — sooner than
   * {@link similarity} for most texts that miss it: the procedure's result is the similarity of some run
   * of the text's trigrams, so it is at most the greatest one, which a few additions over the positions
   * of the search's trigrams bound.
   */
  similarityFrom(query: TrigramQuery, index: number, threshold: number): number {
    const from = this.#classStart[index] as number;
    const to = this.#classStart[index + 1] as number;
    if (!this.#reachable(query, index, from, to, threshold)) return 0;
    const similarity = this.#compare(query, index);
    return similarity >= threshold ? similarity : 0;
  }

  /**
   * Whether some run of the text's trigrams can reach `threshold`. A run from one of the search's
   * trigrams to another holds at most as many of them as it has positions (capped at the search's
   * count) and at least as many distinct trigrams as positions less the repeats inside it; the
   * similarity grows with the first and falls with the second, and needs `neededTrigrams` of the search.
   */
  #reachable(query: TrigramQuery, index: number, from: number, to: number, threshold: number): boolean {
    const codeStart = this.#codeStart[index] as number;
    const distinct = (this.#codeStart[index + 1] as number) - codeStart;
    if (this.#positions.length < to - from) {
      this.#positions = new Int32Array((to - from) * 2);
      this.#repeatsBefore = new Int32Array((to - from) * 2);
      this.#repeatAt = new Uint8Array((to - from) * 2);
    }
    if (this.#seenIn.length < distinct) this.#seenIn = new Int32Array(distinct * 2);
    const call = ++this.#call;
    const positions = this.#positions;
    const repeatsBefore = this.#repeatsBefore;
    const repeatAt = this.#repeatAt;
    const seenIn = this.#seenIn;
    const bits = query.bits;
    let hits = 0;
    let repeats = 0;
    for (let at = from; at < to; at++) {
      const local = this.#classes[at] as number;
      const repeat = seenIn[local] === call ? 1 : 0;
      seenIn[local] = call;
      const code = this.#codes[codeStart + local] as number;
      if (((bits[code >>> 5] as number) >>> (code & 31)) & 1) {
        positions[hits] = at;
        repeatsBefore[hits] = repeats;
        repeatAt[hits] = repeat;
        hits++;
      }
      repeats += repeat;
    }
    const base = query.codes.length;
    const needed = neededTrigrams(threshold, base);
    // exact arithmetic, with a margin below the threshold for float4's rounding up
    const limit = threshold - 1e-6;
    for (let first = 0; first + needed <= hits; first++)
      for (let last = first + needed - 1; last < hits; last++) {
        const count = Math.min(base, last - first + 1);
        const span = (positions[last] as number) - (positions[first] as number) + 1;
        const unique =
          span -
          ((repeatsBefore[last] as number) + (repeatAt[last] as number) - (repeatsBefore[first] as number));
        const denominator = base + unique - count;
        if (denominator <= 0 || count >= limit * denominator) return true;
      }
    return false;
  }

  #compare(query: TrigramQuery, index: number): number {
    const codeStart = this.#codeStart[index] as number;
    const distinct = (this.#codeStart[index + 1] as number) - codeStart;
    query.reserve(distinct);
    const found = query.localFound;
    let any = 0;
    for (let at = 0; at < distinct; at++) {
      const code = this.#codes[codeStart + at] as number;
      const hit = ((query.bits[code >>> 5] as number) >>> (code & 31)) & 1;
      found[at] = hit;
      any |= hit;
    }
    if (!any) return 0;
    const from = this.#classStart[index] as number;
    const to = this.#classStart[index + 1] as number;
    return iterate(this.#classes, from, to, found, query.localLastPosition, query.codes.length);
  }
}

/**
 * The fewest of its `count` distinct trigrams a text must share with a search to reach `threshold`
 * (word_similarity is at most the shared share; the margin covers float4's rounding up).
 */
export function neededTrigrams(threshold: number, count: number): number {
  return Math.max(1, Math.ceil(threshold * count * (1 - 1e-6)));
}

/** The trigram set of a search text, ready to be compared with many strings. */
export class TrigramQuery {
  /** 1 for a trigram of the search text. */
  readonly found = new Uint8Array(TRIGRAM_CODES);
  /** The same as bits: 6 kB, which stay in the processor's first cache. */
  readonly bits = new Uint32Array(Math.ceil(TRIGRAM_CODES / 32));
  /** The distinct trigrams. */
  readonly codes: Uint16Array;
  #lastPosition?: Int32Array;
  /** Scratch for {@link TrigramTexts.similarity}: per trigram of the text, 1 for one of the search. */
  localFound = new Uint8Array(64);
  /** Scratch for {@link TrigramTexts.similarity}: all -1 between calls. */
  localLastPosition = new Int32Array(64).fill(-1);

  constructor(trigrams: Uint16Array) {
    const distinct: number[] = [];
    for (const code of trigrams) {
      if (!this.found[code]) distinct.push(code);
      this.found[code] = 1;
      this.bits[code >>> 5] = (this.bits[code >>> 5] as number) | (1 << (code & 31));
    }
    this.codes = Uint16Array.from(distinct);
  }

  /** Makes the scratch arrays hold a text of `distinct` trigrams. */
  reserve(distinct: number): void {
    if (this.localFound.length >= distinct) return;
    this.localFound = new Uint8Array(distinct * 2);
    this.localLastPosition = new Int32Array(distinct * 2).fill(-1);
  }

  /** pg_trgm's `word_similarity(search, text)` for a text whose trigrams are `text` (in order). */
  wordSimilarity(text: Uint16Array): number {
    this.#lastPosition ??= new Int32Array(TRIGRAM_CODES).fill(-1);
    return iterate(text, 0, text.length, this.found, this.#lastPosition, this.codes.length);
  }
}
