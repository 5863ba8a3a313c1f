import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { ConfigError, loadConfig } from '../config.js';
import { type Db, openDatabase } from '../db/client.js';
import { categories, products, reviews, sellers } from '../db/schema.js';
import { DEMO_SELLER_NAMES, hasDemoShops, reseedDemo, seedDemoIfEmpty } from '../demo/seed.js';

const USAGE = `Usage: pnpm --filter @souk/api db:seed [--force]

Migrates the configured database and fills the demo shops (${DEMO_SELLER_NAMES.join(', ')}) when it has no
seller yet. --force deletes the demo shops with all their data (their orders too) and seeds them again;
other sellers are left alone.`;

async function count(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
  return row?.count ?? 0;
}

/** `pnpm --filter @souk/api db:seed [--force]` */
async function main(): Promise<void> {
  const { values } = parseArgs({
    // `pnpm … db:seed -- --force` passes the `--` through.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { db } = database;
    if (values.force) {
      const { deletedSellers, deletedOrders } = await reseedDemo(db, config);
      console.log(
        `Removed ${deletedSellers} demo seller(s) and ${deletedOrders} of their order(s); seeded again.`,
      );
    } else if (await seedDemoIfEmpty(db, config)) {
      console.log('Seeded the demo shops.');
    } else if (await hasDemoShops(db)) {
      console.log('The demo shops are already there; nothing to do (use --force to reset them).');
    } else {
      console.log('The database already has sellers but not the demo shops; run with --force to add them.');
    }
    console.log(
      `Database: ${await count(db, sellers)} sellers, ${await count(db, categories)} categories, ${await count(db, products)} products, ${await count(db, reviews)} reviews (${Math.round(performance.now() - started)} ms).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
