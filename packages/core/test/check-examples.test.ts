import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the core build, without declarations
import { checkExamples, exampleCode } from '../scripts/check-examples.mjs';

const work = mkdtempSync(join(tmpdir(), 'check-examples-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('check-examples (docs:check fails on an example that does not compile)', () => {
  it('reads a fenced example block, else the whole tag text', () => {
    expect(exampleCode('toCents(19.99) // 1999')).toBe('toCents(19.99) // 1999');
    expect(exampleCode('Prose first.\n```ts\nconst a = 1;\n```\n')).toBe('const a = 1;');
  });

  it('type-checks every example against the package: unknown names and wrong arguments are reported', () => {
    const dir = join(work, 'fixture');
    mkdirSync(join(dir, 'src'), { recursive: true });
    writeFileSync(
      join(dir, 'src/index.ts'),
      [
        '/** Doubles. @example double(2) // 4 */',
        'export function double(n: number) { return n * 2; }',
        '/**',
        ' * Halves.',
        ' * @example',
        ' * ```ts',
        ' * const four = double(2);',
        ' * half(four); // 2',
        ' * ```',
        ' */',
        'export function half(n: number) { return n / 2; }',
        "/** Triples. @example triple('3') */",
        'export function triple(n: number) { return n * 3; }',
        '/** A size. @example const size: Size = undefinedValue; */',
        'export type Size = number;',
      ].join('\n'),
    );
    writeFileSync(
      join(dir, 'package.json'),
      JSON.stringify({
        name: 'fixture',
        type: 'module',
        exports: { '.': { '@souk/source': './src/index.ts' } },
      }),
    );
    const { count, problems } = checkExamples(dir);
    expect(count).toBe(4);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^src\/index\.ts: triple's @example, line 1: Argument of type 'string'/);
    expect(problems[1]).toMatch(
      /^src\/index\.ts: Size's @example, line 1: Cannot find name 'undefinedValue'/,
    );
  });
});
