import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER, PGLITE_OPTIONS, pgliteDatabase } from '../db/client.js';
import { buildDemoRows, seedDemoIfEmpty } from './seed.js';

/**
 * The demo template: a PGlite data folder, migrated and seeded with the demo shops, that the build writes
 * next to the compiled server (`dist/demo-template.tar.gz`). A first start on an empty DATA_DIR loads it
 * instead of running initdb, the migrations and the seed (≈ 4 s of the first start); the server then
 * applies any newer migration as usual. The manifest beside it says what the template was made from.
 */
export const DEMO_TEMPLATE_FILES = {
  tarball: fileURLToPath(new URL('../demo-template.tar.gz', import.meta.url)),
  manifest: fileURLToPath(new URL('../demo-template.json', import.meta.url)),
};

export type DemoTemplateFiles = typeof DEMO_TEMPLATE_FILES;

/** What a template was made from; it is loaded only into a server made from the same. */
export interface DemoTemplateFingerprint {
  /** The PGlite version (its data folder format). */
  pglite: string;
  /** A digest of every demo row the seed inserts. */
  seed: string;
  /** The migrations applied, in order (`folderMillis:hash`, as Drizzle records them). */
  migrations: string[];
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // …/@electric-sql/pglite/dist/index.cjs
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The fingerprint of this server: its PGlite, its demo rows and its migrations folder. */
export function demoTemplateFingerprint(): DemoTemplateFingerprint {
  return {
    pglite: pgliteVersion(),
    seed: createHash('sha256').update(JSON.stringify(buildDemoRows())).digest('hex'),
    migrations: readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(
      (migration) => `${migration.folderMillis}:${migration.hash}`,
    ),
  };
}

/**
 * True when a template made from `made` can stand for a fresh seed on this server: the same PGlite and
 * demo rows, and migrations that are the first ones of this server's (the newer ones are applied after
 * loading, exactly as on any existing database).
 */
export function templateFits(made: DemoTemplateFingerprint, now: DemoTemplateFingerprint): boolean {
  return (
    made.pglite === now.pglite &&
    made.seed === now.seed &&
    made.migrations.length <= now.migrations.length &&
    made.migrations.every((migration, index) => now.migrations[index] === migration)
  );
}

/**
 * Makes the template the way a first start makes the database (migrate, then `seedDemoIfEmpty`, which needs
 * no configuration: every demo shop sets its own fee) and writes it with its manifest.
 */
export async function writeDemoTemplate(files: DemoTemplateFiles = DEMO_TEMPLATE_FILES): Promise<void> {
  const fingerprint = demoTemplateFingerprint();
  const client = await PGlite.create(PGLITE_OPTIONS);
  try {
    const database = pgliteDatabase(client);
    await database.migrate();
    await seedDemoIfEmpty(database.db, { shippingFeeDefault: 0 });
    await client.query('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    // written under a temporary name first: a server never sees half a template
    writeFileSync(`${files.tarball}.tmp`, Buffer.from(await dump.arrayBuffer()));
    writeFileSync(`${files.manifest}.tmp`, `${JSON.stringify(fingerprint, null, 2)}\n`);
    renameSync(`${files.tarball}.tmp`, files.tarball);
    renameSync(`${files.manifest}.tmp`, files.manifest);
  } finally {
    await client.close();
  }
}

const text = (block: Buffer, start: number, length: number): string => {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
};

/**
 * Writes the folders and files of a tar archive (as `dumpDataDir` makes it: ustar, paths from the data
 * folder's root) into `dir`. Natively, in one pass: about twice as fast as PGlite's own `loadDataDir`, which
 * writes every file through its WebAssembly file system.
 * @throws on anything but plain files and folders, or a path leaving `dir`
 */
export function extractTar(tar: Buffer, dir: string): void {
  const root = resolve(dir);
  const folders = new Set([root]);
  const folder = (path: string) => {
    if (folders.has(path)) return;
    mkdirSync(path, { recursive: true, mode: 0o700 });
    folders.add(path);
  };
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const name = text(header, 0, 100);
    const prefix = text(header, 345, 155);
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    const target = resolve(root, `.${prefix ? `/${prefix}` : ''}/${name}`);
    if (target !== root && !target.startsWith(`${root}${sep}`)) throw new Error(`tar entry outside: ${name}`);
    offset += 512;
    if (type === '5') folder(target);
    else if (type === '0' || type === '\0') {
      folder(dirname(target));
      writeFileSync(target, tar.subarray(offset, offset + size), { mode: 0o600 });
    } else throw new Error(`tar entry of type ${JSON.stringify(type)}: ${name}`);
    offset += Math.ceil(size / 512) * 512;
  }
}

/**
 * Fills the empty PGlite data folder `dir` with the demo template when there is one and it fits this server
 * (`templateFits`).
 * @returns whether it did
 */
export function loadDemoTemplate(dir: string, files: DemoTemplateFiles = DEMO_TEMPLATE_FILES): boolean {
  if (!existsSync(files.tarball) || !existsSync(files.manifest)) return false;
  let made: DemoTemplateFingerprint;
  try {
    made = JSON.parse(readFileSync(files.manifest, 'utf8')) as DemoTemplateFingerprint;
  } catch {
    // an unreadable manifest is a stale one
    return false;
  }
  if (!templateFits(made, demoTemplateFingerprint())) return false;
  extractTar(gunzipSync(readFileSync(files.tarball)), dir);
  return true;
}
