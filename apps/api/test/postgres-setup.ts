import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { postgresDatabase } from '../src/db/client.js';
import { adminUrl, databaseUrl } from './postgres-url.js';

/**
 * Creates a migrated template database for this run; each test file clones it with
 * `CREATE DATABASE … TEMPLATE …` and drops its clone. Nothing touches the shared databases' schemas.
 */
export default async function setup(project: TestProject) {
  const template = `souk_tpl_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${template}"`);
  await admin.end();

  const database = postgresDatabase(databaseUrl(template), { max: 2 });
  await database.migrate();
  await database.close();
  project.provide('postgresTemplate', { url: adminUrl(), template });

  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl() });
    await cleanup.connect();
    const { rows } = await cleanup.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [template, `${template}_%`],
    );
    for (const row of rows) await cleanup.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
    await cleanup.end();
  };
}
