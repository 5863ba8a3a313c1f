#!/usr/bin/env node
// The reference documentation's floor, checked in every CI run (`pnpm --filter @souk/core docs:check`):
// every export of every entry point of package.json (function, class, constant, schema and type) has a
// TSDoc description and at least one `@example`; scripts/check-examples.mjs then type-checks every example.
// TypeDoc renders the same comments (typedoc.json); this script is what makes a missing one fail.
// Usage: node scripts/check-docs.mjs [--list]   (--list prints every export with its kind)
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The TypeScript source of every entry point: the `@souk/source` condition of each `exports` key. */
export function entryPoints(dir = packageDir) {
  const { exports } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  return Object.entries(exports)
    .filter(([, target]) => typeof target === 'object' && target['@souk/source'])
    .map(([key, target]) => ({ key, file: join(dir, target['@souk/source']) }));
}

function kindOf(symbol, checker, declaration) {
  if (symbol.flags & ts.SymbolFlags.Class) return 'class';
  if (symbol.flags & ts.SymbolFlags.Function) return 'function';
  if (symbol.flags & (ts.SymbolFlags.Variable | ts.SymbolFlags.Property)) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
    return type.getCallSignatures().length > 0 ? 'function' : 'constant';
  }
  return 'type';
}

/** Every export of every entry point, with what its documentation lacks. */
export function audit(dir = packageDir) {
  const entries = entryPoints(dir);
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
    },
  );
  const checker = program.getTypeChecker();
  const seen = new Map();
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${entry.file}: not a module`);
    for (const exported of checker.getExportsOfModule(moduleSymbol)) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.[0];
      if (!declaration) continue;
      const file = relative(dir, declaration.getSourceFile().fileName);
      const id = `${file}#${exported.name}`;
      if (seen.has(id)) {
        seen.get(id).entries.push(entry.key);
        continue;
      }
      const kind = kindOf(symbol, checker, declaration);
      const described = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim() !== '';
      const examples = symbol
        .getJsDocTags(checker)
        .filter((tag) => tag.name === 'example')
        .map((tag) => ts.displayPartsToString(tag.text ?? []));
      const exampled = examples.length > 0;
      const missing = [];
      if (!described) missing.push('a description');
      if (!exampled) missing.push('an @example');
      seen.set(id, { name: exported.name, file, kind, missing, exampled, examples, entries: [entry.key] });
    }
  }
  return [...seen.values()];
}

function main(argv) {
  const rows = audit();
  if (argv.includes('--list')) {
    for (const row of rows) console.log(`${row.kind}\t${row.name}\t${row.file}\t${row.entries.join(' ')}`);
  }
  const lacking = rows.filter((row) => row.missing.length > 0);
  const count = (kind) => rows.filter((row) => row.kind === kind).length;
  const examples = rows.filter((row) => row.exampled).length;
  console.log(
    `@souk/core docs: ${rows.length} exports (${count('function')} functions, ${count('class')} classes, ` +
      `${count('constant')} constants and schemas, ${count('type')} types), ${examples} with an @example`,
  );
  if (lacking.length === 0) return 0;
  for (const row of lacking)
    console.error(`${row.file}: ${row.name} (${row.kind}) needs ${row.missing.join(' and ')}`);
  console.error(
    `\n${lacking.length} export(s) lack documentation: every export needs a TSDoc description and an @example`,
  );
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = main(process.argv.slice(2));
