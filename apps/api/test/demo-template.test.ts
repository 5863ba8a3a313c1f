import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, PGLITE_OPTIONS, pgliteDatabase } from '../src/db/client.js';
import { seedDemoIfEmpty } from '../src/demo/seed.js';
import {
  type DemoTemplateFiles,
  type DemoTemplateFingerprint,
  demoTemplateFingerprint,
  loadDemoTemplate,
  templateFits,
  writeDemoTemplate,
} from '../src/demo/template.js';
import { driver } from './harness.js';

/** Every table's rows, and every index, as JSON text: two databases with equal snapshots hold the same. */
async function snapshot(database: Database) {
  const tables = await database.db.execute<{ name: string }>(
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') order by 1`,
  );
  const names = (tables as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  const rows: Record<string, string[]> = {};
  for (const name of names) {
    // when the search's change log was written is the clock's, not the seed's
    // the change logs' transaction ids and times are the run's own
    const row =
      name === 'public.search_changes'
        ? "to_jsonb(t) - 'changed_at'"
        : name === 'public.catalogue_changes'
          ? "to_jsonb(t) - 'changed_at' - 'xid'"
          : 'to_jsonb(t)';
    const result = await database.db.execute(sql.raw(`select ${row}::text as row from ${name} t order by 1`));
    rows[name] = (result as unknown as { rows: { row: string }[] }).rows.map((row) => row.row);
  }
  const indexes = await database.db.execute(
    sql`select indexdef from pg_indexes where schemaname in ('public', 'drizzle') order by 1`,
  );
  return { names, rows, indexes: (indexes as unknown as { rows: unknown[] }).rows };
}

// the template is a PGlite data folder: nothing to test on PostgreSQL
describe.skipIf(driver === 'postgres')('the demo template of a first start', () => {
  let dir: string;
  let files: DemoTemplateFiles;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'souk-demo-template-'));
    files = { tarball: join(dir, 'demo-template.tar.gz'), manifest: join(dir, 'demo-template.json') };
    await writeDemoTemplate(files);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const dataDir = (name: string) => join(dir, name);

  it('holds exactly what initdb, the migrations and the seed make', async () => {
    const fresh = pgliteDatabase(await PGlite.create(PGLITE_OPTIONS));
    await fresh.migrate();
    expect(await seedDemoIfEmpty(fresh.db, { shippingFeeDefault: 0 })).toBe(true);

    let used = false;
    const started = await openDatabase(
      { dataDir: dataDir('first-start') },
      {
        template: (folder) => {
          used = loadDemoTemplate(folder, files);
          return used;
        },
      },
    );
    await started.migrate();
    expect(used).toBe(true);
    // filled beside the data folder and renamed into place: nothing else is left in DATA_DIR
    expect(readdirSync(dataDir('first-start'))).toEqual(['pglite']);
    // the server's own first start: the demo shops are there already
    expect(await seedDemoIfEmpty(started.db, { shippingFeeDefault: 0 })).toBe(false);

    const [expected, actual] = [await snapshot(fresh), await snapshot(started)];
    expect(actual.names).toEqual(expected.names);
    expect(actual.names).toContain('public.products');
    for (const name of expected.names) expect(actual.rows[name], name).toEqual(expected.rows[name]);
    expect(actual.indexes).toEqual(expected.indexes);
    expect(actual.rows['public.products']?.length).toBeGreaterThan(0);
    await fresh.close();
    await started.close();
  }, 60_000);

  it('never touches a data folder that is not empty', async () => {
    const existing = await openDatabase(
      { dataDir: dataDir('existing') },
      { template: (folder) => loadDemoTemplate(folder, files) },
    );
    await existing.db.execute(sql`delete from content_tabs`);
    await existing.close();
    let asked = false;
    const again = await openDatabase(
      { dataDir: dataDir('existing') },
      {
        template: () => {
          asked = true;
          return true;
        },
      },
    );
    expect(asked).toBe(false);
    const tabs = await again.db.execute(sql`select count(*)::int as count from content_tabs`);
    expect((tabs as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0);
    await again.close();
  }, 60_000);

  it('creates the database as without a template when the template does not load', async () => {
    const broken = await openDatabase(
      { dataDir: dataDir('broken') },
      {
        template: (folder) => {
          mkdirSync(join(folder, 'base'));
          writeFileSync(join(folder, 'PG_VERSION'), 'not a data folder');
          return true;
        },
      },
    );
    await broken.migrate();
    const sellers = await broken.db.execute(sql`select count(*)::int as count from sellers`);
    expect((sellers as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0);
    await broken.close();
    expect(readdirSync(dataDir('broken'))).toEqual(['pglite']);
  }, 60_000);

  it('leaves an empty data folder to initdb when filling it fails half-way', async () => {
    const failing = await openDatabase(
      { dataDir: dataDir('failing') },
      {
        template: (folder) => {
          writeFileSync(join(folder, 'PG_VERSION'), '17');
          throw new Error('disk full');
        },
      },
    );
    await failing.migrate();
    expect(readdirSync(dataDir('failing'))).toEqual(['pglite']);
    await failing.close();
  }, 60_000);

  it('is not loaded when it is missing or its manifest unreadable', () => {
    mkdirSync(dataDir('missing'));
    expect(
      loadDemoTemplate(dataDir('missing'), { tarball: join(dir, 'none.tar.gz'), manifest: files.manifest }),
    ).toBe(false);
    const manifest = join(dir, 'unreadable.json');
    writeFileSync(manifest, '{');
    expect(loadDemoTemplate(dataDir('missing'), { tarball: files.tarball, manifest })).toBe(false);
  });
});

describe('whether a template fits the server', () => {
  const now: DemoTemplateFingerprint = demoTemplateFingerprint();

  it('fits the server it was made from, and one with newer migrations (applied after loading)', () => {
    expect(now.migrations.length).toBeGreaterThan(0);
    expect(templateFits(now, now)).toBe(true);
    expect(templateFits({ ...now, migrations: now.migrations.slice(0, -1) }, now)).toBe(true);
  });

  it('does not fit other demo rows, another PGlite, or migrations this server does not have', () => {
    expect(templateFits({ ...now, seed: 'other' }, now)).toBe(false);
    expect(templateFits({ ...now, pglite: '0.0.0' }, now)).toBe(false);
    expect(templateFits({ ...now, migrations: [...now.migrations, '1:unknown'] }, now)).toBe(false);
    expect(templateFits({ ...now, migrations: ['1:other', ...now.migrations.slice(1)] }, now)).toBe(false);
  });
});
