#!/usr/bin/env node
// The shop's message catalogue (issue 22), kept in step with the code. Every text a shopper reads is an
// English message, written where it is shown as `t('…')` (or, for a constant defined elsewhere, marked
// where it is written: `/*i18n*/ 'Your cart is empty'`). This script
//   - extracts those messages from the sources into packages/ui/locales/en.json (Lingui's minimal JSON
//     format: message → translation, English to itself);
//   - keeps each translation in ar.json and fr.json, adds the new messages (empty, to be translated) and
//     drops those no code uses any more;
//   - compiles each catalogue with Lingui's compiler into packages/ui/src/i18n/catalogues/<language>.ts,
//     the chunks the shop loads (English: for tests and stories).
// `--check` changes nothing and fails when a file is not what the sources make it, when a translation is
// missing, or when one does not use exactly its message's placeholders: CI runs it (pnpm lint).
// Usage: node scripts/i18n-catalogue.mjs [--check]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES = join(root, 'packages/ui/locales');
const COMPILED = join(root, 'packages/ui/src/i18n/catalogues');
const SOURCE = 'en';
const TRANSLATED = ['ar', 'fr'];
/** Where a shopper's texts are written. */
const SOURCE_DIRS = ['packages/ui/src', 'packages/web/src', 'packages/core/src', 'apps/storefront/src'];
const SKIPPED = /\.(test|stories)\.tsx?$|[\\/](e2e|testing|catalogues)[\\/]/;
const MARK = /\/\*\s*i18n\s*\*\/\s*$/;

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') && !SKIPPED.test(path) ? [path] : [];
  });
}

const literalText = (node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null;

/** The messages of one file: first arguments of `t(…)` and literals marked `/*i18n*\/`, with their places. */
export function messagesOf(path, code = readFileSync(path, 'utf8')) {
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found = [];
  const place = (node) =>
    `${relative(root, path)}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 't') {
      const [first] = node.arguments;
      const text = first && literalText(first);
      if (text !== null && text !== undefined) found.push({ message: text, place: place(first) });
    }
    const text = literalText(node);
    if (text !== null && MARK.test(code.slice(node.getFullStart(), node.getStart()))) {
      found.push({ message: text, place: place(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every message of the sources, sorted, each with the first place it is written. */
export function extract() {
  const messages = new Map();
  for (const dir of SOURCE_DIRS) {
    for (const path of sourceFiles(join(root, dir))) {
      for (const { message, place } of messagesOf(path))
        if (!messages.has(message)) messages.set(message, place);
    }
  }
  return new Map([...messages].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The names of a message's placeholders (`{count}`, `{count, plural, …}`), sorted. */
export function placeholders(message) {
  const names = new Set();
  const walk = (tokens) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , options] = token;
      if (typeof name === 'string') names.add(name);
      if (options && typeof options === 'object')
        for (const branch of Object.values(options)) if (Array.isArray(branch)) walk(branch);
    }
  };
  const compiled = compileMessage(message);
  if (Array.isArray(compiled)) walk(compiled);
  names.delete('#');
  return [...names].sort();
}

const readJson = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
};
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
/**
 * A language's compiled catalogue. English (tests and stories only: the apps' builds compile English where
 * it is written) keeps only the messages compiling changes (a value, a plural).
 */
function compiledModule(language, catalogue) {
  const messages = Object.fromEntries(
    Object.entries(catalogue)
      .map(([message, translation]) => [message, compileMessage(translation || message)])
      .filter(
        ([message, compiled]) =>
          language !== SOURCE || JSON.stringify(compiled) !== JSON.stringify([message]),
      ),
  );
  return `// Generated by scripts/i18n-catalogue.mjs from packages/ui/locales/${language}.json: do not edit.\nimport type { Messages } from '@lingui/core';\n\nexport const messages: Messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
}

function main() {
  const check = process.argv.includes('--check');
  const problems = [];
  const extracted = extract();
  const files = new Map();

  const source = Object.fromEntries([...extracted.keys()].map((message) => [message, message]));
  for (const [message, place] of extracted) {
    try {
      compileMessage(message);
    } catch (error) {
      problems.push(`${place}: "${message}" is not a valid ICU message (${error.message})`);
    }
  }
  files.set(join(LOCALES, `${SOURCE}.json`), json(source));
  files.set(join(COMPILED, `${SOURCE}.ts`), compiledModule(SOURCE, source));

  for (const language of TRANSLATED) {
    const previous = readJson(join(LOCALES, `${language}.json`));
    const catalogue = Object.fromEntries(
      [...extracted.keys()].map((message) => [message, previous[message] ?? '']),
    );
    for (const [message, translation] of Object.entries(catalogue)) {
      if (!translation) {
        problems.push(`${language}: "${message}" (${extracted.get(message)}) is not translated`);
        continue;
      }
      try {
        const expected = placeholders(message).join(', ');
        const actual = placeholders(translation).join(', ');
        if (expected !== actual) {
          problems.push(
            `${language}: "${translation}" has placeholders {${actual}}, its message "${message}" {${expected}}`,
          );
        }
      } catch (error) {
        problems.push(`${language}: "${translation}" is not a valid ICU message (${error.message})`);
      }
    }
    files.set(join(LOCALES, `${language}.json`), json(catalogue));
    files.set(join(COMPILED, `${language}.ts`), compiledModule(language, catalogue));
  }

  for (const [path, content] of files) {
    let current = null;
    try {
      current = readFileSync(path, 'utf8');
    } catch {}
    if (current === content) continue;
    if (check) problems.push(`${relative(root, path)} is not what the sources make it: run pnpm i18n`);
    else writeFileSync(path, content);
  }
  console.log(`${extracted.size} messages`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    if (check) process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
