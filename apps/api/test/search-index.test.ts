import { randomUUID } from 'node:crypto';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema.js';
import { generateCatalogue } from '../src/demo/generate-catalogue.js';
import { chargedCents } from '../src/services/products.js';
import {
  SEARCH_MATCH_CAP,
  type SearchPageQuery,
  searchMatch,
  searchProducts,
  searchRank,
  searchTerms,
} from '../src/services/search.js';
import { compareIds, NameIndex, nameIndexState, readNamesVersion } from '../src/services/search-index.js';
import { TrigramQuery, trigramsOf } from '../src/services/trigrams.js';
import { insertProduct, insertSeller } from './fixtures.js';
import { createTestContext, type TestContext } from './harness.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  // a small catalogue of the benchmark's kind (names with brands, colours after an en dash, packs)
  await generateCatalogue(ctx.db, { products: 3000, sellers: 12, prefix: 'idx' });
});
afterAll(() => ctx.close());

const idsOf = (result: { products: { _id: string }[] }) => result.products.map((product) => product._id);

/** The search as the database alone defines it, without the cap (valid while the matches fit under it). */
async function reference(text: string, query: SearchPageQuery = {}) {
  const terms = searchTerms(text);
  if (!terms) throw new Error('no terms');
  const paged = query.page !== undefined || query.perPage !== undefined || query.sortPrice !== undefined;
  const perPage = paged ? (query.perPage ?? 24) : 60;
  const offset = paged ? ((query.page ?? 1) - 1) * perPage : 0;
  const rank = searchRank(terms);
  const order = query.sortPrice
    ? [
        query.sortPrice === 'high-to-low' ? desc(chargedCents) : asc(chargedCents),
        desc(rank),
        asc(products.id),
      ]
    : [desc(rank), desc(products.rating), desc(products.createdAt), asc(products.id)];
  const rows = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(searchMatch(terms))
    .orderBy(...order)
    .limit(perPage)
    .offset(offset);
  const [total] = await ctx.db.select({ n: count() }).from(products).where(searchMatch(terms));
  return { ids: rows.map((row) => row.id), total: Number(total?.n) };
}

/** Runs the search once with the name index (checking it was current) and once on the database alone. */
async function bothWays(text: string, query: SearchPageQuery = {}) {
  nameIndexState.reset(ctx.db);
  const index = await nameIndexState.rebuild(ctx.db);
  expect(index?.version).toBe(await readNamesVersion(ctx.db));
  const withIndex = await searchProducts(ctx.db, text, query);
  expect(nameIndexState.of(ctx.db).index).toBe(index);
  nameIndexState.disable(ctx.db);
  const databaseAlone = await searchProducts(ctx.db, text, query);
  nameIndexState.reset(ctx.db);
  return { withIndex, databaseAlone };
}

describe("the name index's word similarity", () => {
  it("is pg_trgm's word_similarity, to the bit, for every text it reads", async () => {
    const names = (await ctx.db.select({ name: products.name }).from(products).limit(400)).map(
      (row) => row.name,
    );
    const tricky = [
      'T-Shirt',
      'USB-C Hub (10-Pack)',
      'Slim Linen Shirt – Sand',
      'aaaa aaa aa a',
      'Leather Letter Tray',
      'x',
      '',
      '  ',
      '4K 1080p Wi-Fi',
      'ABC_def/ghi.jkl',
      "O'Brien’s “Best” Mug",
      'lether lether leather',
    ];
    const queries = [
      'a',
      's',
      'cotton',
      'lether',
      'leather boots',
      'oxfrd shirt',
      't-shirt',
      '10 pack',
      'aa a',
    ];
    const texts: string[] = [];
    const targets: string[] = [];
    for (const query of queries)
      for (const target of [...names, ...tricky]) {
        texts.push(query);
        targets.push(target);
      }
    const result = (await ctx.db.execute(
      sql`select word_similarity(t.q, lower(t.n))::float8 as similarity, t.q <% lower(t.n) as match from unnest(${sql.param(texts)}::text[], ${sql.param(targets)}::text[]) with ordinality as t(q, n, position) order by t.position`,
    )) as unknown as { rows: { similarity: number; match: boolean }[] };
    let compared = 0;
    result.rows.forEach((row, position) => {
      const text = trigramsOf(texts[position] as string);
      const target = trigramsOf(targets[position] as string);
      if (!text || !target) throw new Error(`not readable: ${targets[position]}`);
      const similarity = new TrigramQuery(text).wordSimilarity(target);
      expect(similarity, `${texts[position]} / ${targets[position]}`).toBe(row.similarity);
      expect(similarity >= 0.6).toBe(row.match);
      compared++;
    });
    expect(compared).toBeGreaterThan(3000);
  });

  it('finds every name that reaches the threshold, however the names repeat their trigrams', () => {
    // a tiny alphabet: many repeated and shared trigrams, the hard cases of the index's shortcuts
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const word = () =>
      Array.from({ length: 1 + Math.floor(next() * 7) }, () => 'abcde'[Math.floor(next() * 5)]).join('');
    const text = (words: number) => Array.from({ length: words }, word).join(next() < 0.5 ? ' ' : '-');
    const names = Array.from({ length: 3000 }, () => text(1 + Math.floor(next() * 5)));
    const trigrams = names.map((name) => trigramsOf(name));
    const index = new NameIndex(
      '0',
      0.6,
      names.map((_, position) => `n${position}`),
      trigrams,
      new Float64Array(names.length),
    );
    let matched = 0;
    for (let round = 0; round < 60; round++) {
      const search = text(1 + Math.floor(next() * 2));
      const query = new TrigramQuery(trigramsOf(search) as Uint16Array);
      const expected = names.flatMap((_, position) => {
        const similarity = query.wordSimilarity(trigrams[position] as Uint16Array);
        return similarity >= 0.6 ? [`n${position}:${similarity}`] : [];
      });
      const found = index.fuzzy(query).map((match) => `${match.id}:${match.similarity}`);
      expect(found.sort(), search).toEqual(expected.sort());
      matched += found.length;
    }
    expect(matched).toBeGreaterThan(1000);
  });

  it('leaves text with letters outside ASCII to the database', () => {
    expect(trigramsOf('café')).toBeNull();
    expect(trigramsOf('耳机')).toBeNull();
    expect(trigramsOf('x̃')).toBeNull();
    // punctuation and spaces of any script separate words in every locale
    expect(trigramsOf('a–b c’d')).toEqual(trigramsOf('a b c d'));
  });

  it('orders ids as the database does', async () => {
    const ids = ['b', 'a-2', 'a_1', 'A', 'a10', 'a9', 'Z', 'gen-product-0000010', 'gen-product-0000009', '0'];
    const result = (await ctx.db.execute(
      sql`select array_agg(s order by s) as sorted from unnest(${sql.param(ids)}::text[]) as s`,
    )) as unknown as { rows: { sorted: string[] }[] };
    expect([...ids].sort(compareIds)).toEqual(result.rows[0]?.sorted);
  });
});

describe('the global search with and without the name index', () => {
  const queries: [string, SearchPageQuery][] = [
    ['a', {}],
    ['s', {}],
    ['cotton', {}],
    ['leather boots', {}],
    ['lether', {}],
    ['lether', { sortPrice: 'high-to-low' }],
    ['oxfrd shirt', {}],
    ['wireles headphnes', { page: 2, perPage: 5 }],
    ['shirt', { page: 3, sortPrice: 'low-to-high' }],
    ['shirt', { page: 2, sortPrice: 'high-to-low', perPage: 7 }],
    ['a', { page: 17, perPage: 60 }],
    ['cotton', { page: 41, perPage: 25, sortPrice: 'low-to-high' }],
    ['mug', { page: 1000, perPage: 60 }],
    ['idxnotaword', {}],
  ];

  it('answers the same products in the same order', async () => {
    for (const [text, query] of queries) {
      const { withIndex, databaseAlone } = await bothWays(text, query);
      expect(withIndex, `${text} ${JSON.stringify(query)}`).toEqual(databaseAlone);
    }
  });

  it('finds what searchMatch matches and orders it by searchRank, while the matches fit under the cap', async () => {
    let checked = 0;
    for (const [text, query] of queries) {
      const expected = await reference(text, query);
      if (expected.total > SEARCH_MATCH_CAP) continue;
      const { withIndex, databaseAlone } = await bothWays(text, query);
      expect(withIndex.totalProduct, text).toBe(expected.total);
      expect(idsOf(withIndex), `${text} ${JSON.stringify(query)}`).toEqual(expected.ids);
      expect(idsOf(databaseAlone)).toEqual(expected.ids);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('caps a broad search at the full-text matches in storage order', async () => {
    const { withIndex } = await bothWays('a', { page: 1, perPage: 60, sortPrice: 'low-to-high' });
    expect(withIndex.totalProduct).toBe(SEARCH_MATCH_CAP);
    const firstMatches = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.searchVector} @@ to_tsquery('simple', 'a:*')`)
      .limit(SEARCH_MATCH_CAP);
    const capped = new Set(firstMatches.map((row) => row.id));
    const all: string[] = [];
    for (let page = 1; page <= SEARCH_MATCH_CAP / 100; page++) {
      const result = await searchProducts(ctx.db, 'a', { page, perPage: 100, sortPrice: 'low-to-high' });
      all.push(...idsOf(result));
    }
    expect(new Set(all)).toEqual(capped);
  });
});

describe('a search past the cap of full-text matches', () => {
  it('fills the cap with the closest typo matches, closest first', async () => {
    const shop = await insertSeller(ctx.db, { name: 'wombat-works', shopName: 'Wombat Works' });
    const exact = SEARCH_MATCH_CAP - 3;
    await ctx.db.insert(products).values(
      Array.from({ length: exact }, (_, index) => ({
        id: `wombat-${String(index).padStart(4, '0')}`,
        sellerId: shop.id,
        name: `Wombat Plush ${index}`,
        slug: `wombat-plush-${index}`,
        priceCents: 1000,
      })),
    );
    // typo matches of "wombat" that are no full-text match (word similarity 0.6, then three of 0.71, then
    // one below the threshold): the first one inserted is the one left out
    const typos = ['Womb Bat Mug', 'Wombax Mug', 'Awombat Mug', 'Womba Mug', 'Wombta Mug'];
    for (const [index, name] of typos.entries())
      await insertProduct(ctx.db, shop.id, { id: `typo-${index}`, name, slug: `typo-${index}` });
    const similarity = new TrigramQuery(trigramsOf('wombat') as Uint16Array);
    const typoMatches = typos
      .map((name, index) => ({
        id: `typo-${index}`,
        similarity: similarity.wordSimilarity(trigramsOf(name) as Uint16Array),
      }))
      .filter((match) => match.similarity >= 0.6)
      .sort((a, b) => b.similarity - a.similarity || compareIds(a.id, b.id));
    expect(typoMatches.map((match) => match.id)).toEqual(['typo-1', 'typo-2', 'typo-3', 'typo-0']);

    const { withIndex, databaseAlone } = await bothWays('wombat', { page: 1, perPage: 1000 });
    expect(withIndex).toEqual(databaseAlone);
    expect(withIndex.totalProduct).toBe(SEARCH_MATCH_CAP);
    const found = new Set(idsOf(withIndex));
    expect(typoMatches.map((match) => found.has(match.id))).toEqual(
      typoMatches.map((_, index) => index < SEARCH_MATCH_CAP - exact),
    );
  });
});

describe('the name index after catalogue writes', () => {
  const search = async (text: string) => idsOf(await searchProducts(ctx.db, text));

  it('sees a new, renamed or deleted product with the very next search', async () => {
    nameIndexState.reset(ctx.db);
    await nameIndexState.rebuild(ctx.db);
    const shop = await insertSeller(ctx.db, { name: 'quetzal-corner', shopName: 'Quetzal Corner' });
    const product = await insertProduct(ctx.db, shop.id, { name: 'Quetzel Feather Pen' });
    // "quetzal" is a typo match of "Quetzel" only
    expect(await search('quetzal')).toEqual([product.id]);
    await nameIndexState.rebuild(ctx.db);
    expect(await search('quetzal')).toEqual([product.id]);

    await ctx.db.update(products).set({ name: 'Kestrel Feather Pen' }).where(eq(products.id, product.id));
    expect(await search('quetzal')).toEqual([]);
    expect(await search('kestrle')).toEqual([product.id]);
    await nameIndexState.rebuild(ctx.db);
    expect(await search('quetzal')).toEqual([]);
    expect(await search('kestrle')).toEqual([product.id]);

    await ctx.db.delete(products).where(eq(products.id, product.id));
    expect(await search('kestrle')).toEqual([]);
  });

  it('stays current through writes that keep the names', async () => {
    const index = await nameIndexState.rebuild(ctx.db);
    await ctx.db.update(products).set({ stock: 3 }).where(sql`${products.id} like 'idx-product-00000%'`);
    expect(await readNamesVersion(ctx.db)).toBe(index?.version);
  });

  it('leaves names with letters outside ASCII to the database, with the same answers', async () => {
    const shop = await insertSeller(ctx.db, { name: 'cafe-corner', shopName: 'Café Corner' });
    await insertProduct(ctx.db, shop.id, { id: randomUUID(), name: 'Café Lanterne Brûlée' });
    await insertProduct(ctx.db, shop.id, { id: randomUUID(), name: 'Cafe Lantern' });
    for (const text of ['lanterne', 'cafe lantren', 'brulee', 'café']) {
      const { withIndex, databaseAlone } = await bothWays(text);
      expect(withIndex, text).toEqual(databaseAlone);
      const expected = await reference(text);
      expect(idsOf(withIndex), text).toEqual(expected.ids);
    }
  });
});
