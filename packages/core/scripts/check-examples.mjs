#!/usr/bin/env node
// Every `@example` of @souk/core's exports must compile: each becomes a TypeScript module that imports
// every export of the package by name and holds the example's code in a block (so an example may declare
// names of its own), and the lot is type-checked under `strict`. An example that uses a name it never
// defines, calls a function with the wrong arguments or reads a field that does not exist fails the build.
// An example is the tag's fenced code, or, without a fence, the tag's whole text.
// Usage: node scripts/check-examples.mjs [--keep]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { audit } from './check-docs.mjs';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const FENCED = /```[\w-]*\n([\s\S]*?)```/g;

/** The code of one `@example` tag's text: its fenced blocks, else the whole text. */
export function exampleCode(text) {
  const blocks = [...text.matchAll(FENCED)].map((match) => match[1]);
  return (blocks.length > 0 ? blocks.join('\n') : text).trim();
}

/** Every example of every export: `{ name, file, code }`. */
export function examples(rows = audit()) {
  return rows.flatMap((row) =>
    row.examples.map((text) => ({ name: row.name, file: row.file, code: exampleCode(text) })),
  );
}

/**
 * Type-checks every example of the package in `dir`; returns `{ count, problems }`, one problem per
 * diagnostic, naming the export and the line of its example.
 */
export function checkExamples(dir = packageDir, { keep = false } = {}) {
  const rows = audit(dir);
  const all = examples(rows);
  const values = rows
    .filter((row) => row.kind !== 'type' && row.entries.includes('.'))
    .map((row) => row.name);
  const types = rows.filter((row) => row.kind === 'type' && row.entries.includes('.')).map((row) => row.name);
  const header =
    `import { ${values.join(', ')} } from '@souk/core';\n` +
    `import type { ${types.join(', ')} } from '@souk/core';\n` +
    'export {};\n';
  const headerLines = header.split('\n').length - 1;

  const work = mkdtempSync(join(tmpdir(), 'souk-core-examples-'));
  const files = all.map((example, index) => {
    const path = join(work, `example-${index}.ts`);
    writeFileSync(path, `${header}{\n${example.code}\n}\n`);
    return path;
  });
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    customConditions: ['@souk/source'],
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    paths: { '@souk/core': [join(dir, 'src/index.ts')] },
  });
  const wanted = new Set(files);
  const problems = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName;
    if (!file || !wanted.has(file)) continue;
    const example = all[files.indexOf(file)];
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    problems.push(`${example.file}: ${example.name}'s @example, line ${line - headerLines}: ${text}`);
  }
  if (keep) console.log(`examples kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
  return { count: all.length, exports: rows.filter((row) => row.exampled).length, problems };
}

function main(argv) {
  const { count, exports, problems } = checkExamples(packageDir, { keep: argv.includes('--keep') });
  console.log(`@souk/core examples: ${count} examples of ${exports} exports type-checked`);
  if (problems.length === 0) return 0;
  console.error(problems.join('\n'));
  console.error(
    `\n${problems.length} problem(s) in the examples: each must compile against the package's exports`,
  );
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
