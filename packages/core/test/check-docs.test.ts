import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the core build, without declarations
import { audit } from '../scripts/check-docs.mjs';

interface Row {
  name: string;
  kind: string;
  missing: string[];
  entries: string[];
}

const work = mkdtempSync(join(tmpdir(), 'check-docs-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A package whose entry points are `files` (name → source), listed under `@souk/source` like core's. */
function fixturePackage(files: Record<string, string>): string {
  const dir = join(work, String(Object.keys(files).length) + Math.random().toString(36).slice(2));
  mkdirSync(join(dir, 'src'), { recursive: true });
  const exportsMap: Record<string, unknown> = {};
  for (const [name, source] of Object.entries(files)) {
    writeFileSync(join(dir, 'src', `${name}.ts`), source);
    exportsMap[name === 'index' ? '.' : `./${name}`] = { '@souk/source': `./src/${name}.ts` };
  }
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'fixture', type: 'module', exports: exportsMap }),
  );
  return dir;
}

describe('check-docs (docs:check fails on what it reports)', () => {
  it('asks every export for a description and an @example', () => {
    const dir = fixturePackage({
      pricing: [
        '/** Doubles. @example double(2) // 4 */',
        'export function double(n: number) { return n * 2; }',
        '/** Halves, without an example. */',
        'export const half = (n: number) => n / 2;',
        'export function triple(n: number) { return n * 3; }',
        '/** A limit. */',
        'export const LIMIT = 3;',
        '/** A size in units. @example const size: Units = 3; */',
        'export type Units = number;',
        'export type Size = number;',
        'export class Box {}',
      ].join('\n'),
      index: "export * from './pricing.js';",
    });
    const rows: Row[] = audit(dir);
    const missing = Object.fromEntries(rows.map((row) => [row.name, row.missing]));
    expect(missing).toEqual({
      double: [],
      half: ['an @example'],
      triple: ['a description', 'an @example'],
      LIMIT: ['an @example'],
      Units: [],
      Size: ['a description', 'an @example'],
      Box: ['a description', 'an @example'],
    });
    expect(rows.find((row) => row.name === 'double')?.entries).toEqual(['./pricing', '.']);
  });

  it('passes on the real package: every export of every entry point is documented', () => {
    const rows: Row[] = audit();
    expect(rows.length).toBeGreaterThan(800);
    expect(rows.filter((row) => row.missing.length > 0)).toEqual([]);
  });
});
