import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SearchDocument, SearchEngine } from './engine.js';

let serial = 0;
function doc(fields: Partial<SearchDocument> & { name: string }): SearchDocument {
  serial++;
  return {
    id: `p${String(serial).padStart(4, '0')}`,
    sellerId: 's1',
    brand: '',
    category: '',
    description: '',
    chargedCents: 1000,
    rating: 0,
    createdAt: serial,
    popularity: 0,
    ...fields,
  };
}

function engineOf(docs: SearchDocument[]): SearchEngine {
  const engine = new SearchEngine();
  for (const item of docs) engine.upsert(item);
  return engine;
}

const idsOf = (engine: SearchEngine, text: string, options = {}) => engine.search(text, options).ids;

describe('typo tolerance', () => {
  const headphones = doc({ id: 'headphones', name: 'Wireless Headphones' });
  const mug = doc({ id: 'mug', name: 'Stoneware Mug' });
  const shirt = doc({ id: 'shirt', name: 'Linen Shirt' });
  const engine = engineOf([headphones, mug, shirt]);

  it('allows none in words of 1–4 letters', () => {
    expect(idsOf(engine, 'mug')).toEqual(['mug']);
    expect(idsOf(engine, 'mig ')).toEqual([]);
  });

  it('allows one in words of 5–8 letters', () => {
    expect(idsOf(engine, 'shirtt ')).toEqual(['shirt']);
    // the budget is the typed word's: "shrt" has 4 letters
    expect(idsOf(engine, 'shrt ')).toEqual([]);
    expect(idsOf(engine, 'linnen shirt')).toEqual(['shirt']);
    // "lnn" (3 letters) matches nothing: the results are for "shirt" alone
    expect(engine.search('lnn shirt').showingResultsFor).toBe('shirt');
  });

  it('allows two in words of 9 letters or more', () => {
    expect(idsOf(engine, 'hedphnes')).toEqual([]); // 8 letters: one typo only
    expect(idsOf(engine, 'headfones')).toEqual(['headphones']);
    expect(idsOf(engine, 'hedphonez')).toEqual(['headphones']);
    expect(idsOf(engine, 'hdfonez')).toEqual([]);
  });

  it('counts a swap of two adjacent letters as one typo', () => {
    expect(idsOf(engine, 'sihrt ')).toEqual(['shirt']);
    expect(idsOf(engine, 'wierless headphones')).toEqual(['headphones']);
  });

  it('folds case and accents on both sides', () => {
    const cafe = engineOf([doc({ id: 'cafe', name: 'Café Crème' })]);
    expect(idsOf(cafe, 'CAFE creme')).toEqual(['cafe']);
    expect(idsOf(engineOf([doc({ id: 'plain', name: 'Cafe' })]), 'café')).toEqual(['plain']);
  });
});

describe('prefixes', () => {
  const engine = engineOf([
    doc({ id: 'cotton', name: 'Cotton Tee' }),
    doc({ id: 'cottage', name: 'Cottage Loaf' }),
  ]);

  it('reads the last word as the start of a word', () => {
    expect(idsOf(engine, 'cott').sort()).toEqual(['cottage', 'cotton']);
    expect(idsOf(engine, 'cotton t')).toEqual(['cotton']);
  });

  it('reads earlier words whole, and a last word followed by a space whole', () => {
    // "cott" whole matches nothing: only "tee" is left to match
    expect(engine.search('cott tee')).toMatchObject({ ids: ['cotton'], showingResultsFor: 'tee' });
    expect(idsOf(engine, 'cott ')).toEqual([]);
  });
});

describe('every word must match, else the best partial matches', () => {
  const engine = engineOf([
    doc({ id: 'red-mug', name: 'Red Mug' }),
    doc({ id: 'blue-mug', name: 'Blue Mug' }),
    doc({ id: 'red-cap', name: 'Red Cap' }),
  ]);

  it('answers only products holding every word', () => {
    expect(engine.search('red mug')).toMatchObject({ ids: ['red-mug'], total: 1 });
    expect(engine.search('red mug').showingResultsFor).toBeUndefined();
  });

  it('falls back to the products with the most words, and says which words', () => {
    const outcome = engine.search('green mug');
    expect(outcome.ids.sort()).toEqual(['blue-mug', 'red-mug']);
    expect(outcome.showingResultsFor).toBe('mug');
    const twoOfThree = engine.search('red mug zebra');
    expect(twoOfThree.ids[0]).toBe('red-mug');
    expect(twoOfThree.showingResultsFor).toBe('red mug');
  });
});

describe('ranking, rule by rule', () => {
  it('1. more query words matched first (in the fallback)', () => {
    const engine = engineOf([
      doc({ id: 'one', name: 'Garden Lantern', popularity: 100 }),
      doc({ id: 'two', name: 'Garden Hose Lantern' }),
    ]);
    expect(idsOf(engine, 'garden hose lamp')).toEqual(['two', 'one']);
  });

  it('2. fewer typos first', () => {
    const engine = engineOf([
      doc({ id: 'typo', name: 'Mahogany Table', popularity: 100 }),
      doc({ id: 'exact', name: 'Mahogani Table' }),
    ]);
    expect(idsOf(engine, 'mahogani ')).toEqual(['exact', 'typo']);
  });

  it('3. words closer together first, in order before reversed', () => {
    const engine = engineOf([
      doc({ id: 'apart', name: 'Water Flask and Bottle', popularity: 100 }),
      doc({ id: 'reversed', name: 'Bottle Water', popularity: 50 }),
      doc({ id: 'together', name: 'Insulated Water Bottle' }),
    ]);
    expect(idsOf(engine, 'water bottle')).toEqual(['together', 'reversed', 'apart']);
  });

  it('4. the better field first: name, brand, category, description', () => {
    const engine = engineOf([
      doc({ id: 'description', name: 'Tote', description: 'Made by alpine', popularity: 30 }),
      doc({ id: 'category', name: 'Boots', category: 'Alpine', popularity: 20 }),
      doc({ id: 'brand', name: 'Jacket', brand: 'Alpine', popularity: 10 }),
      doc({ id: 'name', name: 'Alpine Tent' }),
    ]);
    expect(idsOf(engine, 'alpine')).toEqual(['name', 'brand', 'category', 'description']);
  });

  it('5. the name being the query first, then words typed in full over prefixes', () => {
    const engine = engineOf([
      doc({ id: 'prefix', name: 'Teapots Set', popularity: 100 }),
      doc({ id: 'longer', name: 'Teapot Set Deluxe', popularity: 50 }),
      doc({ id: 'whole', name: 'Teapot Set' }),
    ]);
    expect(idsOf(engine, 'teapot set')).toEqual(['whole', 'longer', 'prefix']);
    expect(idsOf(engine, 'teapot')).toEqual(['longer', 'whole', 'prefix']);
  });

  it('6. then the chosen sort, 7. then popularity, then the id', () => {
    const engine = engineOf([
      doc({ id: 'b', name: 'Clay Pot', chargedCents: 500, rating: 3, createdAt: 3, popularity: 1 }),
      doc({ id: 'a', name: 'Clay Vase', chargedCents: 900, rating: 5, createdAt: 1, popularity: 1 }),
      doc({ id: 'c', name: 'Clay Bowl', chargedCents: 700, rating: 4, createdAt: 2, popularity: 9 }),
      doc({ id: 'd', name: 'Clay Jug', chargedCents: 100, createdAt: 9, popularity: 99 }),
    ]);
    // every name holds "clay": equally relevant, so the sort decides
    expect(idsOf(engine, 'clay', { sort: 'price-asc' })).toEqual(['d', 'b', 'c', 'a']);
    expect(idsOf(engine, 'clay', { sort: 'price-desc' })).toEqual(['a', 'c', 'b', 'd']);
    expect(idsOf(engine, 'clay', { sort: 'rating' })).toEqual(['a', 'c', 'b', 'd']);
    expect(idsOf(engine, 'clay', { sort: 'newest' })).toEqual(['d', 'b', 'c', 'a']);
    // no sort: popularity, then rating
    expect(idsOf(engine, 'clay')).toEqual(['d', 'c', 'a', 'b']);
  });
});

describe('filters, facets, pages', () => {
  const engine = engineOf([
    doc({
      id: 'a1',
      sellerId: 'north',
      name: 'Wool Scarf',
      brand: 'Fell',
      category: 'Scarves',
      chargedCents: 1500,
      rating: 4.5,
    }),
    doc({
      id: 'a2',
      sellerId: 'north',
      name: 'Wool Hat',
      brand: 'Fell',
      category: 'Hats',
      chargedCents: 3000,
      rating: 3,
    }),
    doc({
      id: 'a3',
      sellerId: 'south',
      name: 'Wool Socks',
      brand: 'Dale',
      category: 'Socks',
      chargedCents: 60000,
    }),
  ]);

  it('narrows to one shop, a category, a brand, a rating and a price range', () => {
    expect(idsOf(engine, 'wool', { sellerId: 'north' }).sort()).toEqual(['a1', 'a2']);
    expect(idsOf(engine, 'wool', { sellerId: 'nobody' })).toEqual([]);
    expect(idsOf(engine, 'wool', { category: 'Hats' })).toEqual(['a2']);
    expect(idsOf(engine, 'wool', { brand: 'Dale' })).toEqual(['a3']);
    expect(idsOf(engine, 'wool', { minRating: 4 })).toEqual(['a1']);
    expect(idsOf(engine, 'wool', { lowCents: 1500, highCents: 3000 }).sort()).toEqual(['a1', 'a2']);
  });

  it('counts each facet without its own choice', () => {
    const { facets } = engine.search('wool', { brand: 'Fell', facets: true });
    expect(facets).toEqual({
      categories: [
        { value: 'Hats', count: 1 },
        { value: 'Scarves', count: 1 },
      ],
      brands: [
        { value: 'Dale', count: 1 },
        { value: 'Fell', count: 2 },
      ].sort((a, b) => b.count - a.count),
      prices: [
        { min: 0, max: 25, count: 1 },
        { min: 25, max: 50, count: 1 },
      ],
    });
    expect(engine.search('wool', { facets: true }).facets?.prices.at(-1)).toEqual({
      min: 500,
      max: null,
      count: 1,
    });
  });

  it('pages through the ranked matches', () => {
    const all = idsOf(engine, 'wool', { limit: 10 });
    expect([
      ...idsOf(engine, 'wool', { limit: 2 }),
      ...idsOf(engine, 'wool', { offset: 2, limit: 2 }),
    ]).toEqual(all);
  });
});

describe('highlights and suggestions', () => {
  const engine = engineOf([
    doc({ id: 'hp', name: 'Aura <script>Headphones</script>' }),
    doc({ id: 'mug', name: 'Café Mug' }),
  ]);

  it('gives the ranges of the name that matched: a prefix up to where it was typed', () => {
    expect(engine.search('hedphones').highlights).toEqual({ hp: [[13, 23]] });
    expect(engine.search('head').highlights).toEqual({ hp: [[13, 17]] });
    expect(engine.search('cafe mug').highlights).toEqual({
      mug: [
        [0, 4],
        [5, 8],
      ],
    });
  });

  it('suggests a close spelling that has results when a word matches nothing', () => {
    expect(engine.search('hedphonesxx')).toMatchObject({ ids: [], didYouMean: 'headphones' });
    expect(engine.search('muug').didYouMean).toBe('mug');
    expect(engine.search('qqqqqqq').didYouMean).toBeUndefined();
  });
});

describe('keeping current', () => {
  it('reflects an update, a rename and a removal', () => {
    const engine = engineOf([doc({ id: 'x', name: 'Brass Bell', chargedCents: 100 })]);
    engine.upsert(doc({ id: 'x', name: 'Brass Bell', chargedCents: 900 }));
    expect(engine.search('bell', { highCents: 500 }).ids).toEqual([]);
    engine.upsert(doc({ id: 'x', name: 'Copper Bell' }));
    expect(idsOf(engine, 'brass')).toEqual([]);
    expect(idsOf(engine, 'copper')).toEqual(['x']);
    engine.remove('x');
    expect(idsOf(engine, 'copper')).toEqual([]);
    expect(engine.size).toBe(0);
  });

  it('answers the same after many rewrites compact the index', () => {
    const engine = new SearchEngine();
    for (let round = 0; round < 3; round++) {
      for (let index = 0; index < 1500; index++) {
        engine.upsert(
          doc({ id: `item-${index}`, name: `Item ${round === 2 ? 'Final' : `Draft${round}`} ${index}` }),
        );
      }
    }
    expect(engine.size).toBe(1500);
    expect(engine.search('final').total).toBe(1500);
    expect(engine.search('draft0').total).toBe(0);
  });
});

/** Names of 1–4 words from a small alphabet, so that names share words and near-words. */
const nameArbitrary = fc
  .array(fc.stringMatching(/^[a-f]{1,13}$/), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '));

/**
 * One typo (two in a word of 11+ letters) in a word long enough that the typed word still has its
 * budget: 5+ letters for one typo, 9+ for two (the budget is the typed word's).
 */
function withTypo(name: string, pick: number, kind: number, letter: string): string | null {
  const words = name.split(' ');
  const long = words.map((word, index) => [word, index] as const).filter(([word]) => word.length >= 6);
  if (long.length === 0) return null;
  const [word, index] = long[pick % long.length] as readonly [string, number];
  const at = pick % word.length;
  const edit = (text: string, which: number) => {
    const place = Math.min(at, text.length - 2);
    switch (which % 4) {
      case 0:
        return text.slice(0, place) + text.slice(place + 1);
      case 1:
        return text.slice(0, place) + letter + text.slice(place + 1);
      case 2:
        return text.slice(0, place) + letter + text.slice(place);
      default:
        return text.slice(0, place) + text.charAt(place + 1) + text.charAt(place) + text.slice(place + 2);
    }
  };
  let typo = edit(word, kind);
  if (word.length >= 11) typo = edit(typo, kind + 1);
  words[index] = typo;
  return words.join(' ');
}

describe('properties', () => {
  it("a product's exact name always finds it first", () => {
    fc.assert(
      fc.property(fc.uniqueArray(nameArbitrary, { minLength: 1, maxLength: 30 }), fc.nat(), (names, pick) => {
        const docs = names.map((name, index) => doc({ id: `n${index}`, name, popularity: index }));
        const target = docs[pick % docs.length] as SearchDocument;
        expect(engineOf(docs).search(target.name).ids[0]).toBe(target.id);
      }),
    );
  });

  it('a typo within the budget never loses the product from the first page', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(nameArbitrary, { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...'abcdefxyz'),
        (names, pick, kind, letter) => {
          const docs = names.map((name, index) => doc({ id: `t${index}`, name }));
          const target = docs[pick % docs.length] as SearchDocument;
          const query = withTypo(target.name, pick, kind, letter);
          fc.pre(query !== null);
          expect(engineOf(docs).search(query as string, { limit: 10 }).ids).toContain(target.id);
        },
      ),
    );
  });
});
