import { describe, expect, it } from 'vitest';
import { buildCases, CASE_KINDS, type CaseProduct, SKIP_ABOVE } from './cases.js';
import { TokenIndex } from './token-index.js';
import { typoDistance } from './typos.js';

const product = (id: string, name: string, description = ''): CaseProduct => ({
  id,
  name,
  brand: 'Nordvik',
  category: 'Apparel',
  description,
});

const CATALOGUE: CaseProduct[] = [
  product('p1', 'Lightweight Merino Cardigan'),
  product('p2', 'Waterproof Leather Hiking Boots'),
  product('p3', 'Handcrafted Walnut Cutting Board'),
  product('p4', 'Classic Linen Shirt'),
  product('p5', 'Classic Linen Shirt'),
  // twelve shirts that all hold "classic cotton shirt": none of them can be found by those words alone
  ...Array.from({ length: 12 }, (_, n) =>
    product(`s${n}`, `Classic Cotton Shirt ${String.fromCharCode(97 + n)}${n}`),
  ),
];

describe('TokenIndex', () => {
  const index = new TokenIndex(CATALOGUE);

  it('counts the products holding every word, in any field, the last one as a prefix', () => {
    expect(index.countAll(['linen', 'shirt'])).toBe(2);
    expect(index.countAll(['nordvik', 'walnut'])).toBe(1);
    expect(index.countWithPrefix(['walnut', 'cut'])).toBe(1);
    expect(index.countWithPrefix(['cla'])).toBe(14);
    expect(index.countWithPrefix(['classic', 'shi'])).toBe(14);
    expect(index.has('merino')).toBe(true);
    expect(index.has('merin')).toBe(false);
  });
});

describe('buildCases', () => {
  const index = new TokenIndex(CATALOGUE);
  const cases = buildCases(CATALOGUE, index, { names: 50, seed: 7 });

  it('asks only for products whose name no other product shares', () => {
    expect(cases.some((c) => c.id === 'p4' || c.id === 'p5')).toBe(false);
    expect(new Set(cases.map((c) => c.kind))).toEqual(new Set(CASE_KINDS));
  });

  it('puts typos in long enough words only, each a real typo of the name', () => {
    for (const c of cases.filter((c) => ['deletion', 'substitution', 'insertion', 'swap'].includes(c.kind))) {
      const typed = c.query.split(' ');
      const words = c.name.split(' ');
      const changed = typed.filter((word, position) => word !== words[position]);
      expect(changed, c.query).toHaveLength(1);
      const position = typed.indexOf(changed[0] ?? '');
      expect(typoDistance(words[position] ?? '', changed[0] ?? '')).toBe(1);
      expect(words[position]?.length).toBeGreaterThanOrEqual(5);
    }
    for (const c of cases.filter((c) => c.kind === 'two typos')) {
      const words = c.name.split(' ');
      const typed = c.query.split(' ');
      const position = typed.findIndex((word, i) => word !== words[i]);
      expect(words[position]?.length).toBeGreaterThanOrEqual(9);
      expect(typoDistance(words[position] ?? '', typed[position] ?? '')).toBe(2);
    }
  });

  it('cuts prefixes inside a word, keeping three letters at least', () => {
    for (const c of cases.filter((c) => c.kind === 'prefix')) {
      expect(c.name.startsWith(c.query)).toBe(true);
      const last = c.query.split(' ').at(-1) ?? '';
      expect(last.length).toBeGreaterThanOrEqual(3);
      expect(c.name.split(' ')).not.toContain(last);
    }
  });

  it('takes the two words that identify a product best', () => {
    const boots = cases.find((c) => c.kind === 'two words, last a prefix' && c.id === 'p2');
    expect(boots?.query.split(' ')).toHaveLength(2);
    expect(boots?.matches).toBe(1);
  });

  it('skips a case whose typo-free words more than ten products hold', () => {
    const shirts = cases.filter((c) => c.kind === 'two words, last a prefix' && c.id.startsWith('s'));
    for (const c of shirts) expect(c.skipped).toBe(c.matches > SKIP_ABOVE);
    expect(cases.filter((c) => c.kind === 'exact name' && c.skipped)).toEqual([]);
  });

  it('draws the same cases for the same seed, other cases for another', () => {
    expect(buildCases(CATALOGUE, index, { names: 50, seed: 7 })).toEqual(cases);
    expect(buildCases(CATALOGUE, index, { names: 50, seed: 8 })).not.toEqual(cases);
  });
});
