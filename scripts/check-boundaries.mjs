#!/usr/bin/env node
// Enforced package boundaries (CONTRIBUTING.md "Boundaries"):
// - packages/core is headless: no React, no DOM globals, nothing from ui or apps, no node: built-ins;
// - packages/ui imports no app;
// - packages/web (the one web runtime) imports core, ui, React, React Router and TanStack Query — never an
//   app; its tooling folders (e2e, testing, vite) also their tools;
// - in apps, features do not import each other or the app layer, and shared code (lib, components,
//   stores, shop, config) imports no feature (bulletproof-react's unidirectional architecture).
// Exits non-zero with one line per violation. Tested by check-boundaries.test.mjs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const APP_PACKAGES = ['@souk/storefront', '@souk/search-portal', '@souk/api'];
const DOM_GLOBALS = new Set([
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
]);

/** The rules that apply to a file, by where it lives; null when none. */
export function rulesFor(file) {
  const rel = relative(root, file).split(sep).join('/');
  if (/\.(test|spec|stories)\.tsx?$/.test(rel)) return null;
  if (rel.startsWith('packages/core/src/')) return 'core';
  if (rel.startsWith('packages/ui/src/')) return 'ui';
  if (rel.startsWith('packages/web/src/')) return 'web';
  if (/^apps\/(storefront|search-portal)\/src\//.test(rel) && !rel.includes('/src/testing/')) return 'app';
  return null;
}

function isPackage(specifier, name) {
  return specifier === name || specifier.startsWith(`${name}/`);
}

/** `apps/<app>/src/features/<name>/…` → `{ app, area: 'features', feature }`; other areas by folder. */
function appArea(rel) {
  const match = /^apps\/([^/]+)\/src\/([^/]+)(?:\/([^/]+))?/.exec(rel);
  if (!match) return null;
  // files at the root of src (main.tsx) belong to the app layer
  const area = match[2]?.includes('.') ? 'app' : match[2];
  return { app: match[1], area, feature: area === 'features' ? match[3] : undefined };
}

function appViolation(file, specifier) {
  if (!specifier.startsWith('.')) return null;
  const from = appArea(relative(root, file).split(sep).join('/'));
  const to = appArea(
    relative(root, resolve(dirname(file), specifier))
      .split(sep)
      .join('/'),
  );
  if (!from || !to || from.app !== to.app) return null;
  if (from.area === 'features') {
    if (to.area === 'features' && to.feature !== from.feature)
      return `feature "${from.feature}" imports feature "${to.feature}"`;
    if (to.area === 'app') return `feature "${from.feature}" imports the app layer`;
    return null;
  }
  if (from.area !== 'app' && (to.area === 'features' || to.area === 'app')) {
    return `shared code (${from.area}) imports ${to.area === 'app' ? 'the app layer' : `feature "${to.feature}"`}`;
  }
  return null;
}

/** What the web runtime may import: the packages below it and the libraries it wraps (web-vitals lazily). */
const WEB_RUNTIME_IMPORTS = [
  '@souk/core',
  '@souk/ui',
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'web-vitals',
];
/** Folders of packages/web/src that run in Node or tests, with the tools they drive. */
const WEB_TOOLING = {
  e2e: ['@playwright/test', '@axe-core/playwright', 'node:'],
  testing: ['@testing-library/react'],
  vite: ['vite', 'vitest', '@vitejs/plugin-react', '@tailwindcss/vite', 'magic-string', 'node:'],
};

function webViolation(file, specifier) {
  const rel = relative(root, file).split(sep).join('/');
  if (specifier.startsWith('.')) {
    const target = relative(root, resolve(dirname(file), specifier))
      .split(sep)
      .join('/');
    return target.startsWith('packages/web/') ? null : `imports outside @souk/web: ${specifier}`;
  }
  const folder = /^packages\/web\/src\/([^/]+)\//.exec(rel)?.[1];
  const allowed = [...WEB_RUNTIME_IMPORTS, ...(WEB_TOOLING[folder] ?? [])];
  const ok = allowed.some((name) =>
    name.endsWith(':') ? specifier.startsWith(name) : isPackage(specifier, name),
  );
  return ok
    ? null
    : `imports ${specifier}: @souk/web may import core, ui, React, React Router, TanStack Query`;
}

function importViolation(kind, file, specifier) {
  if (kind === 'app') return appViolation(file, specifier);
  if (kind === 'web') return webViolation(file, specifier);
  if (kind === 'core') {
    if (isPackage(specifier, 'react') || isPackage(specifier, 'react-dom')) return 'imports React';
    if (isPackage(specifier, '@souk/ui')) return 'imports @souk/ui';
    if (specifier.startsWith('node:')) return 'imports a Node built-in';
  }
  if (APP_PACKAGES.some((name) => isPackage(specifier, name))) return `imports app package ${specifier}`;
  if (specifier.startsWith('.')) {
    const target = relative(root, resolve(dirname(file), specifier))
      .split(sep)
      .join('/');
    if (target.startsWith('apps/')) return `imports app code ${specifier}`;
    if (kind === 'core' && !target.startsWith('packages/core/'))
      return `imports outside @souk/core: ${specifier}`;
  }
  return null;
}

/** True when an identifier is a free reference (not a property name, key or declaration). */
function isFreeReference(node) {
  const parent = node.parent;
  if (!parent) return true;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isMethodDeclaration(parent)) &&
    parent.name === node
  )
    return false;
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isBindingElement(parent)) &&
    parent.name === node
  )
    return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  return true;
}

/** Violations of one source file: `file:line: message`. */
export function checkSource(file, source) {
  const kind = rulesFor(file);
  if (!kind) return [];
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const problems = [];
  const report = (node, message) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    problems.push(`${relative(root, file)}:${line + 1}: ${message}`);
  };
  const visit = (node) => {
    let specifier;
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifier = node.moduleSpecifier.text;
    } else if (
      ts.isCallExpression(node) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    ) {
      specifier = node.arguments[0].text;
    }
    if (specifier) {
      const violation = importViolation(kind, file, specifier);
      if (violation) report(node, violation);
    }
    if (kind === 'core' && ts.isIdentifier(node) && DOM_GLOBALS.has(node.text) && isFreeReference(node)) {
      report(node, `uses the DOM global \`${node.text}\`; take it as a parameter`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return problems;
}

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx|mts|js|jsx|mjs)$/.test(entry)) yield full;
  }
}

/** Checks every file of core, ui, web and the front-end apps; returns all violations. */
export function checkRepository() {
  const problems = [];
  const apps = readdirSync(join(root, 'apps')).map((name) => `apps/${name}/src`);
  for (const dir of ['packages/core/src', 'packages/ui/src', 'packages/web/src', ...apps]) {
    for (const file of sourceFiles(join(root, dir)))
      problems.push(...checkSource(file, readFileSync(file, 'utf8')));
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkRepository();
  if (problems.length > 0) {
    console.error(`Boundary check failed:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('Boundary check passed: core is headless, ui and web import no app, app features stay apart.');
}
