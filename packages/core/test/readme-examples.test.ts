import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script of the package check, without declarations
import { readmeExamples, readReadmeExamples } from '../scripts/readme-examples.mjs';

interface Example {
  file: string;
  lang: string;
  code: string;
  output: string;
}

const fence = '```';

describe('README examples (the package check runs each against the packed tarball)', () => {
  it('reads a block that names its file with the output block after it, also inside a list item', () => {
    const markdown = [
      '# Demo',
      `${fence}js`,
      '// file: a.mjs',
      "console.log('a');",
      fence,
      '',
      'It prints:',
      '',
      `${fence}text`,
      'a',
      fence,
      '',
      '- CommonJS:',
      '',
      `  ${fence}js`,
      '  // file: b.cjs',
      "  console.log('b');",
      `  ${fence}`,
      '',
      `  ${fence}text`,
      '  b',
      `  ${fence}`,
      '',
      `${fence}sh`,
      'npm install @souk/core',
      fence,
    ].join('\n');
    const examples: Example[] = readmeExamples(markdown);
    expect(examples.map(({ file, lang, code, output }) => ({ file, lang, code, output }))).toEqual([
      { file: 'a.mjs', lang: 'js', code: "console.log('a');\n", output: 'a' },
      { file: 'b.cjs', lang: 'js', code: "console.log('b');\n", output: 'b' },
    ]);
  });

  it('refuses an example without its output, and a file name used twice', () => {
    expect(() =>
      readmeExamples([`${fence}js`, '// file: a.mjs', 'x', fence, 'Prose.', 'More prose.'].join('\n')),
    ).toThrow(/example a\.mjs needs a ```text block/);
    const twice = [`${fence}js`, '// file: a.mjs', 'x', fence, `${fence}text`, 'x', fence];
    expect(() => readmeExamples([...twice, ...twice].join('\n'))).toThrow(/a\.mjs appears twice/);
  });

  it('finds an example for every family the README shows, each with an output', () => {
    const examples: Example[] = readReadmeExamples(fileURLToPath(new URL('../README.md', import.meta.url)));
    const imported = new Set(
      examples.flatMap((example) => [...example.code.matchAll(/'@souk\/core\/([\w-]+)'/g)].map((m) => m[1])),
    );
    for (const family of [
      'pricing',
      'stock',
      'phone',
      'validation',
      'schemas',
      'api-client',
      'payments',
      'errors',
    ]) {
      expect(imported).toContain(family);
    }
    expect(examples.some((example) => example.lang === 'ts')).toBe(true);
    for (const example of examples) expect(example.output.trim()).not.toBe('');
  });
});
