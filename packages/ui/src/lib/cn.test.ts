import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn.js';

const repo = resolve(fileURLToPath(import.meta.url), '../../../../..');

/** Every class-like word in a string literal of the kit and the apps: what `cn` is ever asked to merge. */
function classesWritten(): string[] {
  const dirs = [
    join(repo, 'packages/ui/src'),
    // the front ends' sources (the API's strings, such as CSP directives, are no classes)
    ...readdirSync(join(repo, 'apps'))
      .filter((app) => app !== 'api')
      .map((app) => join(repo, 'apps', app, 'src')),
  ];
  const words = new Set<string>();
  for (const dir of dirs) {
    let files: string[];
    try {
      files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
        (file) => /\.tsx?$/.test(file) && !/(^|\/)cn(\.test)?\.ts$/.test(file),
      );
    } catch {
      continue; // an app folder without src
    }
    for (const file of files) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const [, single, double, template] of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
        const literal = (single ?? double ?? template ?? '').replace(/\$\{[^}]*\}/g, ' ');
        for (const word of literal.split(/\s+/))
          if (/^[!-]?[a-z[*][^\s'"`]*[^-]$/.test(word)) words.add(word);
      }
    }
  }
  return [...words].sort();
}

/** A repeatable pseudo-random sequence in [0, 1) (Lehmer). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/** A class's variants in a stable order (`md:hover:p-2` and `hover:md:p-2` alike), `!` left out. */
function variantsOf(word: string): string {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < word.length; index++) {
    const char = word[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      variants.push(word.slice(start, index));
      start = index + 1;
    }
  }
  return variants.sort().join(':');
}

describe('cn', () => {
  it('joins conditional classes, the later of two conflicting utilities winning', () => {
    expect(cn('px-4 text-sm text-ink', false, undefined, ['px-2', { 'text-white': true }])).toBe(
      'text-sm px-2 text-white',
    );
    expect(cn('rounded-lg p-4', 'rounded-r-none px-2')).toBe('rounded-lg p-4 rounded-r-none px-2');
    expect(cn('px-2 py-1', 'p-4')).toBe('p-4');
    expect(cn('hover:bg-white bg-ink', 'bg-white')).toBe('hover:bg-white bg-white');
    expect(cn('my-card  block', '')).toBe('my-card block');
  });

  // tailwind-merge is the reference: the same answer for every pair of classes the repo writes
  describe('matches tailwind-merge on the classes written in packages/ui and the apps', () => {
    const words = classesWritten();
    const known = words.filter((word) => twMerge(`${word} ${word}`) === word);

    it('knows exactly the Tailwind classes', () => {
      const differ = words.filter((word) => cn(`${word} ${word}`) !== twMerge(`${word} ${word}`));
      expect(differ).toEqual([]);
    });

    it('overrides exactly where tailwind-merge does', () => {
      // two classes can only conflict when they carry the same variants (in any order): every such pair is
      // checked; pairs across variant sets, which neither merges, are checked on a fixed sample (all of them
      // grow as the square of the classes the apps write)
      const byVariants = new Map<string, string[]>();
      for (const word of known) {
        const key = variantsOf(word);
        byVariants.set(key, [...(byVariants.get(key) ?? []), word]);
      }
      const differ: string[] = [];
      const check = (pair: string) => {
        if (cn(pair) !== twMerge(pair)) differ.push(pair);
      };
      for (const group of byVariants.values()) {
        for (const first of group) for (const second of group) check(`${first} ${second}`);
      }
      const random = seeded(7);
      for (let round = 0; round < 50_000; round++) {
        const first = known[Math.floor(random() * known.length)];
        const second = known[Math.floor(random() * known.length)];
        check(`${first} ${second}`);
      }
      expect(differ).toEqual([]);
      // about a million pairs: seconds alone, a minute on a 2-core CI machine running other suites at once
    }, 180_000);

    it('merges longer lists the same way', () => {
      // neighbours in the sorted list share a prefix, so these lists are dense in conflicts
      const differ: string[] = [];
      const random = seeded(1);
      for (let round = 0; round < 20_000; round++) {
        const at = Math.floor(random() * known.length);
        const list = Array.from({ length: 2 + Math.floor(random() * 5) }, () => {
          const index = Math.min(known.length - 1, Math.max(0, at + Math.floor(random() * 12) - 6));
          return known[index];
        }).join(' ');
        if (cn(list) !== twMerge(list)) differ.push(list);
      }
      expect(differ).toEqual([]);
    });
  });
});
