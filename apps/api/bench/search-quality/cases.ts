import { hashText, randomIndex, seededRandom } from './prng.js';
import type { IndexedFields, TokenIndex } from './token-index.js';
import { fold } from './tokens.js';
import { EDITS, type Edit, isTypoWord, misspell } from './typos.js';

/** The kinds of query the suite asks for every sampled product, in report order. */
export const CASE_KINDS = [
  'deletion',
  'substitution',
  'insertion',
  'swap',
  'two typos',
  'prefix',
  'two words, one typo',
  'two words, last a prefix',
  'exact name',
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

/** A query whose typo-free words more products than this hold cannot identify its product: skipped. */
export const SKIP_ABOVE = 10;
/** The engine's rules: a word of 5–8 letters allows one typo, 9 and more two. */
const ONE_TYPO_LENGTH = 5;
const TWO_TYPOS_LENGTH = 9;
/** A prefix keeps at least this many letters of the word it cuts. */
const PREFIX_KEEPS = 3;

export interface CaseProduct extends IndexedFields {
  id: string;
}

export interface QualityCase {
  kind: CaseKind;
  /** The product the query is meant to find. */
  id: string;
  name: string;
  query: string;
  /** Products holding the query's typo-free words (the last as a prefix), by the suite's token test. */
  matches: number;
  /** `matches` above {@link SKIP_ABOVE}: no engine can be asked to find the product, so it is not scored. */
  skipped: boolean;
}

/** A word of a name where the shopper typed it, and its folded token. */
interface NameWord {
  text: string;
  start: number;
  end: number;
  token: string;
}

function wordsOf(name: string): NameWord[] {
  return [...name.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
    token: fold(match[0]),
  }));
}

/** What a builder hands back: the query and its typo-free words (the last read as a prefix). */
interface Draft {
  query: string;
  typoFree: string[];
}

type Builder = (
  product: CaseProduct,
  words: NameWord[],
  next: () => number,
  index: TokenIndex,
) => Draft | null;

function shuffled<T>(next: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomIndex(next, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The name with one word replaced by `typo`. */
function replaced(name: string, word: NameWord, typo: string): string {
  return name.slice(0, word.start) + typo + name.slice(word.end);
}

/** The name with `count` typos in one of its long enough words (tried in random order). */
function typoInName(count: 1 | 2, edits: readonly Edit[]): Builder {
  return (product, words, next, index) => {
    const length = count === 1 ? ONE_TYPO_LENGTH : TWO_TYPOS_LENGTH;
    const eligible = words.filter((word) => isTypoWord(word.text) && word.text.length >= length);
    for (const word of shuffled(next, eligible)) {
      const typo = misspell(next, word.text, { count, minLength: length, isWord: isWordOf(index), edits });
      if (typo) return { query: replaced(product.name, word, typo), typoFree: words.map((w) => w.token) };
    }
    return null;
  };
}

/** The name cut inside its last word that has letters to spare, keeping at least three of them. */
const prefix: Builder = (product, words, next) => {
  const word = words.findLast((w) => isTypoWord(w.text) && w.text.length > PREFIX_KEEPS);
  if (!word) return null;
  const keep = PREFIX_KEEPS + randomIndex(next, word.text.length - PREFIX_KEEPS);
  const query = product.name.slice(0, word.start + keep);
  return { query, typoFree: wordsOf(query).map((w) => w.token) };
};

/**
 * The two words of the name, in its order, that the fewest products hold together (ties drawn at
 * random); `fits` says which pairs the kind can use.
 */
function bestPair(
  words: NameWord[],
  next: () => number,
  index: TokenIndex,
  fits: (first: NameWord, second: NameWord) => boolean,
): [NameWord, NameWord] | null {
  let best: [NameWord, NameWord][] = [];
  let fewest = Number.POSITIVE_INFINITY;
  words.forEach((first, i) => {
    for (const second of words.slice(i + 1)) {
      if (first.token === second.token || first.token.length < 2 || second.token.length < 2) continue;
      if (!fits(first, second)) continue;
      const count = index.countAll([first.token, second.token]);
      if (count < fewest) {
        fewest = count;
        best = [];
      }
      if (count === fewest) best.push([first, second]);
    }
  });
  return best[randomIndex(next, best.length)] ?? null;
}

const isWordOf = (index: TokenIndex) => (folded: string) => index.has(folded);

const canTakeTypo = (word: NameWord) => isTypoWord(word.text) && word.text.length >= ONE_TYPO_LENGTH;

const twoWordsOneTypo: Builder = (_product, words, next, index) => {
  const pair = bestPair(words, next, index, (a, b) => canTakeTypo(a) || canTakeTypo(b));
  if (!pair) return null;
  for (const target of shuffled(next, pair.filter(canTakeTypo))) {
    const typo = misspell(next, target.text, {
      count: 1,
      minLength: ONE_TYPO_LENGTH,
      isWord: isWordOf(index),
    });
    if (!typo) continue;
    const [first, second] = pair.map((word) => (word === target ? typo : word.text));
    return { query: `${first} ${second}`, typoFree: pair.map((word) => word.token) };
  }
  return null;
};

const twoWordsLastPrefix: Builder = (_product, words, next, index) => {
  const pair = bestPair(words, next, index, (_a, b) => isTypoWord(b.text) && b.text.length > PREFIX_KEEPS);
  if (!pair) return null;
  const [first, second] = pair;
  const cut = second.text.slice(0, PREFIX_KEEPS + randomIndex(next, second.text.length - PREFIX_KEEPS));
  return { query: `${first.text} ${cut}`, typoFree: [first.token, fold(cut)] };
};

const exactName: Builder = (product, words) => ({ query: product.name, typoFree: words.map((w) => w.token) });

const BUILDERS: Record<CaseKind, Builder> = {
  deletion: typoInName(1, ['deletion']),
  substitution: typoInName(1, ['substitution']),
  insertion: typoInName(1, ['insertion']),
  swap: typoInName(1, ['swap']),
  'two typos': typoInName(2, EDITS),
  prefix,
  'two words, one typo': twoWordsOneTypo,
  'two words, last a prefix': twoWordsLastPrefix,
  'exact name': exactName,
};

/**
 * Up to `names` cases of every kind, drawn reproducibly from `seed`: products whose name no other product
 * shares (so the intended product is the only right answer) in one seeded order; each kind takes the
 * first `names` of them it can build a query for (a name without a word of nine letters has no two-typo
 * case). A case whose typo-free words more than {@link SKIP_ABOVE} products hold is kept but skipped.
 */
export function buildCases(
  products: readonly CaseProduct[],
  index: TokenIndex,
  { names, seed }: { names: number; seed: number },
): QualityCase[] {
  const nameCounts = new Map<string, number>();
  const keyOf = (product: CaseProduct) =>
    wordsOf(product.name)
      .map((word) => word.token)
      .join(' ');
  for (const product of products) nameCounts.set(keyOf(product), (nameCounts.get(keyOf(product)) ?? 0) + 1);
  const unique = products.filter((product) => nameCounts.get(keyOf(product)) === 1);
  const order = shuffled(seededRandom(seed), unique);

  const cases: QualityCase[] = [];
  for (const kind of CASE_KINDS) {
    const next = seededRandom(seed ^ hashText(kind));
    let built = 0;
    for (const product of order) {
      if (built >= names) break;
      const words = wordsOf(product.name);
      const draft = BUILDERS[kind](product, words, next, index);
      if (!draft) continue;
      built++;
      const matches = index.countWithPrefix(draft.typoFree);
      cases.push({
        kind,
        id: product.id,
        name: product.name,
        query: draft.query,
        matches,
        skipped: matches > SKIP_ABOVE,
      });
    }
  }
  return cases;
}
