#!/usr/bin/env node
// Enforced package boundaries (CONTRIBUTING.md "Boundaries"):
// - packages/core is headless: no React, no DOM globals, nothing from ui or apps, no node: built-ins;
// - packages/ui imports no app;
// - packages/emails (the mail templates) imports core, React and React Email only — never an app;
// - packages/web (the one web runtime) imports core, ui, React, React Router and TanStack Query — never an
//   app; its tooling folders (e2e, testing, vite) also their tools;
// - in apps, features do not import each other or the app layer, and shared code (lib, components,
//   stores, shop, config) imports no feature (bulletproof-react's unidirectional architecture);
// - in the API, dependencies point one way: routes → services → db/lib, never back (`apiViolation`);
// - no import circles anywhere in apps/ and packages/, type-only imports included (`findImportCycles`).
// Exits non-zero with one line per violation. Tested by check-boundaries.test.mjs.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every app's package name (`apps/<folder>/package.json`): no package may import an app. */
const APP_PACKAGES = readdirSync(join(root, 'apps'))
  .map((folder) => join(root, 'apps', folder, 'package.json'))
  .filter((file) => existsSync(file))
  .map((file) => JSON.parse(readFileSync(file, 'utf8')).name);

/** The front ends' folders, from frontends.json (the list the server and pnpm size read too). */
const FRONTEND_DIRS = JSON.parse(readFileSync(join(root, 'frontends.json'), 'utf8')).frontends.map(
  (frontend) => frontend.dir,
);
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
  if (rel.startsWith('packages/emails/src/')) return 'emails';
  if (FRONTEND_DIRS.some((dir) => rel.startsWith(`${dir}/src/`)) && !rel.includes('/src/testing/'))
    return 'app';
  if (rel.startsWith('apps/api/src/')) return 'api';
  return null;
}

/**
 * The API's layers (ARCHITECTURE.md): what each folder of apps/api/src may not import. Routes parse, call
 * services and reply — never the database; services know nothing of HTTP; lib, domain and db sit below.
 */
const API_LAYERS = {
  routes: {
    folders: ['db', 'providers', 'cli'],
    packages: ['drizzle-orm', 'pg', '@electric-sql/pglite'],
    why: 'a route calls services; it never touches the database or a provider',
  },
  services: {
    folders: ['routes', 'plugins', 'cli', 'demo', 'subscribers'],
    files: ['app.ts', 'types.ts', 'server.ts'],
    packages: ['fastify', '@fastify/'],
    why: 'services know nothing of HTTP',
  },
  plugins: { folders: ['routes', 'cli', 'demo'], why: 'plugins serve routes and never import them' },
  events: {
    folders: ['routes', 'plugins', 'services', 'subscribers', 'demo', 'cli', 'providers'],
    packages: ['fastify', '@fastify/'],
    why: 'the outbox sits below the services that emit to it and the subscribers it delivers to',
  },
  subscribers: {
    folders: ['routes', 'plugins', 'cli', 'demo'],
    packages: ['fastify', '@fastify/'],
    why: 'subscribers react through services, after commit, outside any request',
  },
  providers: {
    folders: ['routes', 'plugins', 'services', 'db', 'demo', 'cli', 'events'],
    packages: ['fastify', '@fastify/'],
    why: 'provider clients only speak to their provider',
  },
  db: {
    folders: ['routes', 'plugins', 'services', 'demo', 'cli', 'events', 'providers'],
    packages: ['fastify', '@fastify/'],
    why: 'the database layer sits below the services',
  },
  lib: {
    folders: ['routes', 'plugins', 'services', 'db', 'demo', 'cli', 'events', 'providers', 'domain'],
    packages: ['fastify', '@fastify/', 'drizzle-orm'],
    why: 'lib is the bottom layer: plain helpers',
  },
  domain: {
    folders: ['routes', 'plugins', 'services', 'db', 'demo', 'cli', 'events', 'providers', 'lib'],
    packages: ['fastify', '@fastify/', 'drizzle-orm'],
    why: 'the domain words (errors, owners) depend on nothing',
  },
};

/** The layer of a file of apps/api/src (its first folder), and the layer an import reaches. */
function apiViolation(file, specifier) {
  const rel = relative(join(root, 'apps/api/src'), file).split(sep).join('/');
  const layer = API_LAYERS[rel.split('/')[0]];
  if (!layer) return null;
  if (!specifier.startsWith('.')) {
    const banned = (layer.packages ?? []).find((name) =>
      name.endsWith('/') ? specifier.startsWith(name) : isPackage(specifier, name),
    );
    return banned ? `imports ${specifier}: ${layer.why}` : null;
  }
  const target = relative(join(root, 'apps/api/src'), resolve(dirname(file), specifier))
    .split(sep)
    .join('/');
  const folder = target.split('/')[0];
  const named = target.replace(/\.js$/, '.ts');
  if ((layer.folders ?? []).includes(folder) || (layer.files ?? []).includes(named)) {
    return `imports ${target.replace(/\.(js|ts)$/, '')}: ${layer.why}`;
  }
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
  vite: [
    'vite',
    'vitest',
    '@vitejs/plugin-react',
    '@tailwindcss/vite',
    'magic-string',
    '@lingui/message-utils',
    'node:',
  ],
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

/** What the mail templates may import: core's rules, React and React Email (they render on the server). */
const EMAILS_IMPORTS = ['@souk/core', 'react', 'react-dom', '@react-email/'];

function emailsViolation(file, specifier) {
  if (specifier.startsWith('.')) {
    const target = relative(root, resolve(dirname(file), specifier))
      .split(sep)
      .join('/');
    return target.startsWith('packages/emails/') ? null : `imports outside @souk/emails: ${specifier}`;
  }
  const ok = EMAILS_IMPORTS.some((name) =>
    name.endsWith('/') ? specifier.startsWith(name) : isPackage(specifier, name),
  );
  return ok ? null : `imports ${specifier}: @souk/emails may import core, React and React Email`;
}

function importViolation(kind, file, specifier) {
  if (kind === 'app') return appViolation(file, specifier);
  if (kind === 'emails') return emailsViolation(file, specifier);
  if (kind === 'api') return apiViolation(file, specifier);
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

/** Every module specifier a source imports or re-exports, type-only ones included. */
function importSpecifiers(file, source) {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const specifiers = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return specifiers;
}

/** The file an import names: a relative path (`.js` written for `.ts`), or a workspace package's entry. */
function resolveImport(from, specifier, known) {
  const workspace = /^@souk\/([a-z-]+)$/.exec(specifier);
  if (workspace) {
    const entry = join(root, 'packages', workspace[1] ?? '', 'src/index.ts');
    return known.has(entry) ? entry : null;
  }
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (known.has(candidate)) return candidate;
  }
  return null;
}

/** The import graph of these sources (file → the files it imports). */
export function importGraph(sources) {
  const known = new Set(sources.keys());
  const graph = new Map();
  for (const [file, source] of sources) {
    const targets = importSpecifiers(file, source)
      .map((specifier) => resolveImport(file, specifier, known))
      .filter((target) => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every import circle of a graph, as the files that import each other round (Tarjan's strongly connected components). */
export function findImportCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  const connect = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node), index.get(target)));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(group.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) connect(node);
  return cycles;
}

/** The source folders the checks read: every package's and every app's `src`. */
function sourceRoots() {
  const roots = [];
  for (const top of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, top))) roots.push(`${top}/${name}/src`);
  }
  return roots;
}

/** Checks every source file of the repository; returns all violations, import circles included. */
export function checkRepository() {
  const problems = [];
  const sources = new Map();
  for (const dir of sourceRoots()) {
    for (const file of sourceFiles(join(root, dir))) sources.set(file, readFileSync(file, 'utf8'));
  }
  for (const [file, source] of sources) problems.push(...checkSource(file, source));
  for (const cycle of findImportCycles(importGraph(sources))) {
    problems.push(`import circle: ${cycle.map((file) => relative(root, file)).join(' → ')}`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkRepository();
  if (problems.length > 0) {
    console.error(`Boundary check failed:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(
    'Boundary check passed: core is headless, ui and web import no app, app features stay apart, the API layers point one way, no import circles.',
  );
}
